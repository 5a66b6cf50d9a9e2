/// The one interface a host observes view models through: a tap on every member of one view model.
///
/// - `observe(_:slot:)` puts the tap in a member's list of observers (a property's or an event's
///   signal, or a command, whose enabled and executing state it then hears) with the slot it
///   observes it as, the member's place in the host's table; `stopObserving(_:slot:)` takes it out.
/// - A delivery calls `deliver` with the observer, the value where it lies and the slot; the host
///   knows each slot's type and reads the value as that. The tap hears values only: how a member's
///   signal ends is the host's business through the member.
/// - `settleLater()` has `settle` called once every queued delivery has been made, when derived values
///   have caught up (`Delivery.whenSettled(_:)`), once however often it is asked meanwhile is the
///   host's to keep track of.
/// - `recordingReads(_:)` reads a computed member and says which observed slots the read went to
///   (`ReadRecording`), so a host reads it again only once one of them changed; `bits(ofSlot:)` is
///   how a slot stands in that set.
///
/// A member observed this way costs no subscription object and no closure: the core keeps the tap.
/// - Important: Main actor only. A core holds its taps, and the tap holds its observer unretained: the
///   host takes the tap out of every member it observes before the observer goes.
@MainActor
@usableFromInline
package final class MemberTap {
    /// Not retained, and no weak reference either (a side table for the host's object, and an atomic
    /// operation on every read): the host removes the tap before the observer goes; were that broken,
    /// the read traps. Pays in `benchmarks/profile`'s push (docs/performance.md, "Unsafe code").
    @usableFromInline unowned let observer: AnyObject
    /// A function that captures nothing, so that the tap needs no closure context: `observer` is passed in.
    @usableFromInline let deliver: @MainActor (_ observer: AnyObject, _ value: UnsafeRawPointer, _ slot: Int16) -> Void
    /// Called with `observer` once what `settleLater()` waited for has been delivered.
    let settle: @MainActor (_ observer: AnyObject) -> Void

    package init(
        observer: AnyObject,
        deliver: @escaping @MainActor (_ observer: AnyObject, _ value: UnsafeRawPointer, _ slot: Int16) -> Void,
        settle: @escaping @MainActor (_ observer: AnyObject) -> Void
    ) {
        self.observer = observer
        self.deliver = deliver
        self.settle = settle
    }

    /// Starts observing `member`, a `Signal`'s values or a `Command`'s state, as `slot`, in the order
    /// of the member's observers as a subscription would be; nothing once a signal has ended.
    /// - Precondition: `member` is a `Signal` or a `Command`; `slot` is 0 or more.
    package func observe(_ member: Any, slot: Int16) {
        guard let member = member as? any TapTarget else { preconditionFailure("a tap observes signals and commands") }
        member.add(self, slot: slot)
    }

    /// Ends the observation `observe(_:slot:)` started.
    package func stopObserving(_ member: Any, slot: Int16) {
        (member as? any TapTarget)?.remove(self, slot: slot)
    }

    /// Calls `settle` now when nothing is being delivered, else once everything queued, and all it
    /// causes, has been delivered. Queueing the tap makes nothing, where a closure is an allocation.
    package func settleLater() {
        Delivery.whenSettled(self)
    }

    /// Runs `read` recording which of this tap's slots it reads; the value it read, and the slots,
    /// one bit each (`bits(ofSlot:)`), every bit when it read something the tap does not observe.
    @inlinable
    package func recordingReads<Value>(_ read: () -> Value) -> (value: Value, slots: UInt32) {
        let interrupted = ReadRecording.begin(self)
        let value = read()
        return (value, ReadRecording.end(restoring: interrupted))
    }

    /// The bits that stand for `slot` in a set of slots read: one, or every bit for a slot past the
    /// 32nd, which no single bit stands for.
    @inlinable
    package static func bits(ofSlot slot: Int) -> UInt32 {
        ReadRecording.bit(ofSlot: slot)
    }
}

/// What a tap observes: a signal's values, or a command's state.
@MainActor
protocol TapTarget {
    func add(_ tap: MemberTap, slot: Int16)
    func remove(_ tap: MemberTap, slot: Int16)
}
