/// The state one signal shares with its input and its subscriptions.
///
/// Rules:
/// - A value is delivered to the observers that were subscribed when it was sent, in the order they
///   subscribed, skipping those disposed since. An observer that joins later got the current state
///   some other way (a property's initial value) and must not hear of the change twice.
/// - Ending (a terminal event, or losing both the signal and every observer) happens once: later
///   sends are ignored and the generator's disposable is disposed at once. The terminal event itself
///   is delivered in its turn, after the values sent before it.
/// - A send while another delivery runs waits in this core's own queue, and the core itself waits in
///   `Delivery`'s, with the last subscription that should hear it: queueing a value costs two appends
///   and no allocation, which is what keeps a hop through an operator cheap.
///
/// The state every hop touches (`oldestSubscription`, `laterSubscriptions`, the ids and slots,
/// `queued`, `flags`) opts out of the run-time exclusivity checks. Safe because the core is main-actor
/// only and no access to that state calls out: a delivery reads an observer's action out of the lists
/// and calls it once the read has ended, the queue only moves values, and whatever a change releases
/// is released after the access has ended.
///
/// What runs per value (`sendValue`, the immediate delivery) is `@inlinable`, as are the derived
/// properties and bindings that call it: a view model lives in another module, and only there can
/// the compiler specialize it for the view model's value types (docs/performance.md, "What made it
/// fast"). It stays in the class's body, where `mvvm-bench reactive`'s chain runs fewer instructions
/// than with it in an extension in a file of its own (same section). The stored properties are
/// declared in the order that packs them tightest (docs/performance.md, "Object sizes"); keep it
/// when adding one.
///
/// Not final, only so that a derived property's state can be its core (`DerivedValue` and the
/// derivations under it): one object instead of a core and a state beside it. Every member is final
/// but the queued turn, which was already a class method, so nothing on the per-value path is
/// dispatched dynamically.
///
/// Subscribing, ending and the queued turn (`deliverQueued`, one entry in the method table for
/// every `Value`) are not: they run unspecialized wherever the chain was built.
@MainActor
@usableFromInline
class SignalCore<Value>: DeliveryTarget {
    /// The subscriptions, in the order they subscribed: the oldest held apart, so that a core with one
    /// observer, the usual case, needs no array; `laterSubscriptions` are the rest, empty while
    /// `oldestSubscription` is nil.
    /// Held as `AnyObject`s, a type that does not depend on `Value`, so that unspecialized code runs
    /// the list's specialized code and looks up no metadata for it; `subscription(_:)` casts an
    /// element back. An element is a `Subscription`, or a host's `MemberTap` with the slot it
    /// observes this core as (`oldestSlot`, `Later.slot`); a subscription's slot is `subscriptionSlot`.
    ///
    /// Unchecked (see above): replaced, appended to or removed from, with the removed subscriptions
    /// kept alive until the access is over. Pays in `benchmarks/profile`'s set and push and in
    /// `mvvm-bench reactive` (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) @usableFromInline final var oldestSubscription: AnyObject?
    /// Unchecked: as `oldestSubscription`.
    @exclusivity(unchecked) @usableFromInline final var laterSubscriptions: [Later] = []
    /// The id of `oldestSubscription`: when it subscribed, counted in `nextID`. Ids are the core's, not
    /// the subscriptions': kept here in 32 bits beside `nextID`, they take no room the core had, and a
    /// subscription carries none (docs/performance.md, "Object sizes").
    ///
    /// Unchecked (see above): an integer only assigned and read.
    @exclusivity(unchecked) @usableFromInline final var oldestID: Int32 = 0
    /// The id the next subscription gets. A core hands out at most 2^31 - 1 of them in its life.
    ///
    /// Unchecked (see above): an integer only assigned and read.
    @exclusivity(unchecked) @usableFromInline final var nextID: Int32 = 0
    /// The values waiting for their turn; a terminal event waits behind them, stored in `ending`.
    ///
    /// Unchecked (see above): its methods only move values in and out of its buffer.
    @exclusivity(unchecked) @usableFromInline final var queued = ValueQueue<Value>()
    /// `hasEnded`, `hasOutput` and `isOwned` in one byte, which leaves room for `oldestSlot` beside it.
    ///
    /// Unchecked (see above): a byte only assigned and read.
    @exclusivity(unchecked) @usableFromInline final var flags: UInt8
    /// The `MutableProperty` that owns the core has lent its value out for an in-place change, and
    /// any other access to the value until it is done overlaps it. Kept here, in a byte the core has
    /// spare, rather than in the property, which it would make larger for most value types.
    ///
    /// Unchecked (see above): a Bool only assigned and read.
    @exclusivity(unchecked) @usableFromInline final var isOwnerChangingInPlace = false
    /// The slot `oldestSubscription` observes the core as, when it is a `MemberTap`.
    ///
    /// Unchecked (see above): an integer only assigned and read.
    @exclusivity(unchecked) @usableFromInline final var oldestSlot: Int16

    /// The slot of an observer that is a `Subscription`, not a host's tap.
    @inlinable static var subscriptionSlot: Int16 { -1 }
    /// The signal has ended (see `hasEnded`).
    @inlinable static var hasEndedFlag: UInt8 { 1 }
    /// The core's signal, or a view of it, may still be read (see `outputDidDeinitialize`).
    static var hasOutputFlag: UInt8 { 2 }
    /// A member (a property, an event) owns the core and ends it when it goes: the member's `signal`
    /// is then a view made on each read, and a view's going ends nothing.
    static var isOwnedFlag: UInt8 { 4 }

    /// Whether the signal has ended: later sends are ignored.
    @inlinable final var hasEnded: Bool { flags & Self.hasEndedFlag != 0 }
    /// What few cores have: a generator's disposable, a failure. Made when needed, so that a
    /// property's core, which has neither, is smaller by both.
    private final var ending: Ending?

    @usableFromInline
    init(generatorDisposable: (any Disposable)?, isOwned: Bool = false) {
        flags = Self.hasOutputFlag | (isOwned ? Self.isOwnedFlag : 0)
        oldestSlot = Self.subscriptionSlot
        if let generatorDisposable {
            ending = Ending(generatorDisposable: generatorDisposable)
        }
    }

    /// A core goes away unended when its input and its signal are both released: nothing can be sent
    /// any more, so it ends quietly. Its subscriptions may outlive it in their owners' disposables;
    /// releasing their actions breaks the cycle an operator's subscription forms with the signal it
    /// feeds.
    isolated deinit {
        let ended = (oldestSubscription, oldestSlot, laterSubscriptions)
        (oldestSubscription, laterSubscriptions) = (nil, [])
        if let head = ended.0, ended.1 == Self.subscriptionSlot {
            subscription(head).end()
        }
        for later in ended.2 where later.slot == Self.subscriptionSlot {
            subscription(later.subscription).end()
        }
        ending?.generatorDisposable?.dispose()
    }

    final func makeInput() -> Signal<Value>.Observer {
        Signal.Observer(
            value: { [self] value in sendValue(value) },
            failed: { [self] error in sendTerminal(failure: error) },
            completed: { [self] in sendTerminal(failure: nil) }
        )
    }

    /// Adds an observer: `value` hears the values, `ended` the failure, or nil for completion; an
    /// observer that passes no `ended` ignores how the signal ends, and its subscription is smaller.
    /// - Returns: the subscription as what it is, which a derivation stores as one reference rather
    ///   than as an `any Disposable` existential.
    @usableFromInline
    final func add(
        value: @escaping @MainActor (Value) -> Void,
        ended: (@MainActor (_ failure: (any Error)?) -> Void)?
    ) -> Subscription {
        let subscription =
            if let ended {
                EndingSubscription(core: self, value: value, ended: ended)
            } else {
                Subscription(core: self, value: value)
            }
        guard !hasEnded else {
            subscription.deliverTerminal(failure: ending?.failure)
            return subscription
        }
        append(subscription, slot: Self.subscriptionSlot)
        return subscription
    }

    /// Adds a host's observation of this core as `slot` of `tap`; it hears values only, and nothing
    /// once the core has ended.
    final func add(_ tap: MemberTap, slot: Int16) {
        precondition(slot >= 0, "a member's slot is 0 or more")
        guard !hasEnded else { return }
        append(tap, slot: slot)
    }

    /// Puts an observer last in the lists, with the next id.
    private final func append(_ observer: AnyObject, slot: Int16) {
        precondition(nextID < Int32.max, "a signal's core hands out at most 2^31 - 1 subscriptions")
        if oldestSubscription == nil {
            oldestSubscription = observer
            oldestID = nextID
            oldestSlot = slot
        } else {
            laterSubscriptions.append(Later(observer, id: nextID, slot: slot))
        }
        nextID += 1
    }

    /// Sends `value` to the observers: at once outside any delivery, else in its turn.
    ///
    /// What an input's `send` does; a property that owns its core calls it directly, one closure call
    /// fewer per change.
    @inlinable
    final func sendValue(_ value: Value) {
        guard !hasEnded, oldestSubscription != nil else { return }
        let lastID = Int(nextID) - 1
        if Delivery.isDelivering {
            queued.append(value)
            Delivery.enqueue(self, lastID: lastID)
        } else {
            Delivery.run { deliverValue(value, upTo: lastID) }
        }
    }

    /// Ends the signal with `failure`, or completion when it is nil, and tells the observers in turn.
    @usableFromInline
    final func sendTerminal(failure: (any Error)?) {
        guard !hasEnded else { return }
        if let failure {
            madeEnding().failure = failure
        }
        end()
        guard oldestSubscription != nil else { return }
        if Delivery.isDelivering {
            Delivery.enqueue(self, lastID: Int(nextID) - 1)
        } else {
            Delivery.run { deliverTerminal(failure: failure) }
        }
    }

    /// Delivers the oldest queued event. Nothing is queued after a terminal event, so once the values
    /// are gone the turn is the terminal event's.
    override func deliverQueued(lastID: Int) {
        if queued.isEmpty {
            deliverTerminal(failure: ending?.failure)
        } else {
            deliverValue(queued.removeFirst(), upTo: lastID)
        }
    }

    /// Calls the observers that subscribed up to `lastID`, in order, as they were when it started:
    /// one that leaves from inside an observer before its turn misses the value, one that joins
    /// (its id is past `lastID`) waits for the next, and nobody hears it twice.
    ///
    /// Each observer's action is read from its subscription at its turn and called, with no retain
    /// of the subscription or of a copy of the list: each retain and release is an atomic operation,
    /// which the walk would pay for every observer. Instead of a copy, the walk follows the lists by id
    /// (see `deliverInOrder`).
    @inlinable
    final func deliverValue(_ value: Value, upTo lastID: Int) {
        // Tested, then read once: a `guard let` and the cast took a retain each.
        guard oldestSubscription != nil, Int(oldestID) <= lastID else { return }
        // The usual case, one observer.
        if laterSubscriptions.isEmpty {
            deliverToOldest(value)
            return
        }
        deliverInOrder(value, after: oldestID - 1, upTo: lastID)
    }

    /// Calls the observers past id `heard` up to `lastID`, in order.
    ///
    /// An observer's call may change the lists: remove anyone (itself, the oldest, whom the first of
    /// the later ones then replaces), or add someone at the end, whose id is past `lastID`. So the
    /// next to call is the first subscription with an id past `heard`: the oldest, if it is now one
    /// not yet called, or else the later one after the last called, found again by its id when the
    /// list moved under it.
    @inlinable
    final func deliverInOrder(_ value: Value, after heard: Int32, upTo lastID: Int) {
        var heard = heard
        var position = 0
        while oldestSubscription != nil {
            if oldestID > heard {
                guard Int(oldestID) <= lastID else { return }
                heard = oldestID
                position = 0
                deliverToOldest(value)
                continue
            }
            if position > 0, position > laterSubscriptions.count || laterSubscriptions[position - 1].id != heard {
                position = 0
                while position < laterSubscriptions.count, laterSubscriptions[position].id <= heard {
                    position += 1
                }
            }
            guard position < laterSubscriptions.count, Int(laterSubscriptions[position].id) <= lastID else { return }
            heard = laterSubscriptions[position].id
            position += 1
            deliverToLater(value, at: position - 1)
        }
    }

    /// Calls the oldest observer: a subscription's action, or a host's tap.
    ///
    /// Always inlined, and reading the observer where it is stored: taking it out into a variable or
    /// a parameter takes a retain and a release of it for every observer.
    @inlinable @inline(__always)
    final func deliverToOldest(_ value: Value) {
        if oldestSlot == Self.subscriptionSlot {
            subscription(oldestSubscription.unsafelyUnwrapped).action?(value)
        } else {
            deliver(value, toTap: unsafeDowncast(oldestSubscription.unsafelyUnwrapped, to: MemberTap.self), slot: oldestSlot)
        }
    }

    /// Calls the later observer at `index`, as `deliverToOldest` calls the oldest.
    @inlinable @inline(__always)
    final func deliverToLater(_ value: Value, at index: Int) {
        if laterSubscriptions[index].slot == Self.subscriptionSlot {
            subscription(laterSubscriptions[index].subscription).action?(value)
        } else {
            let tap = unsafeDowncast(laterSubscriptions[index].subscription, to: MemberTap.self)
            deliver(value, toTap: tap, slot: laterSubscriptions[index].slot)
        }
    }

    /// Calls a host's tap with the slot it observes the core as and the value where it lies, which the
    /// host reads as the member's own type.
    ///
    /// The value is copied to a variable and passed by its address: `withUnsafePointer(to:)` takes a
    /// closure, which a main-actor function hands to a nonisolated one and which then checks its
    /// executor on each call, and a nonisolated helper to take the address costs more still.
    @inlinable
    final func deliver(_ value: Value, toTap tap: MemberTap, slot: Int16) {
        var value = value
        Self.deliver(at: &value, toTap: tap, slot: slot)
    }

    /// The call of `deliver(_:toTap:slot:)`, with the value's address valid for the call.
    @inlinable
    static func deliver(at value: UnsafeMutablePointer<Value>, toTap tap: MemberTap, slot: Int16) {
        tap.deliver(tap.observer, UnsafeRawPointer(value), slot)
    }

    /// Tells the subscriptions how the signal ended; a host's taps hear values only.
    private final func deliverTerminal(failure: (any Error)?) {
        let ended = (oldestSubscription, oldestSlot, laterSubscriptions)
        (oldestSubscription, laterSubscriptions) = (nil, [])
        if let head = ended.0, ended.1 == Self.subscriptionSlot {
            subscription(head).deliverTerminal(failure: failure)
        }
        for later in ended.2 where later.slot == Self.subscriptionSlot {
            subscription(later.subscription).deliverTerminal(failure: failure)
        }
    }

    final func outputDidDeinitialize() {
        guard flags & Self.isOwnedFlag == 0 else { return }
        flags &= ~Self.hasOutputFlag
        if oldestSubscription == nil {
            end()
        }
    }

    final func remove(_ subscription: Subscription) {
        remove(subscription, slot: Self.subscriptionSlot)
    }

    /// The slot the tap identified by `tap` observes this core as, if it does (`ReadRecording`).
    @inlinable
    final func slot(of tap: ObjectIdentifier) -> Int16? {
        if let oldest = oldestSubscription, ObjectIdentifier(oldest) == tap { return oldestSlot }
        for later in laterSubscriptions where ObjectIdentifier(later.subscription) == tap {
            return later.slot
        }
        return nil
    }

    /// Removes `tap`'s observation of this core as `slot`.
    final func remove(_ tap: MemberTap, slot: Int16) {
        remove(tap as AnyObject, slot: slot)
    }

    private final func remove(_ observer: AnyObject, slot: Int16) {
        // Kept until the lists are no longer being modified: its release may end other signals.
        let removed: AnyObject
        if oldestSubscription === observer, oldestSlot == slot {
            removed = oldestSubscription.unsafelyUnwrapped
            if laterSubscriptions.isEmpty {
                oldestSubscription = nil
            } else {
                let next = laterSubscriptions.removeFirst()
                (oldestSubscription, oldestID, oldestSlot) = (next.subscription, next.id, next.slot)
            }
        } else {
            let index = laterSubscriptions.firstIndex { $0.subscription === observer && $0.slot == slot }
            guard let index else { return }
            removed = laterSubscriptions.remove(at: index).subscription
        }
        extendLifetime(removed)
        if oldestSubscription == nil, flags & Self.hasOutputFlag == 0 {
            end()
        }
    }

    /// An element of `oldestSubscription` or `laterSubscriptions` as what it is.
    ///
    /// Unchecked cast: only `add` puts elements in the list, and they are this core's subscriptions.
    @inlinable
    final func subscription(_ element: AnyObject) -> Subscription {
        unsafeDowncast(element, to: Subscription.self)
    }

    private final func madeEnding() -> Ending {
        if let ending { return ending }
        let made = Ending(generatorDisposable: nil)
        ending = made
        return made
    }

    private final func end() {
        guard !hasEnded else { return }
        flags |= Self.hasEndedFlag
        let disposable = ending?.generatorDisposable
        ending?.generatorDisposable = nil
        disposable?.dispose()
    }
}

/// The part of a core that few cores need, kept out of the rest.
@MainActor
private final class Ending {
    /// Disposed when the core ends.
    var generatorDisposable: (any Disposable)?
    /// What a late observer hears: the failure sent; nil for completion (also when it ended unused).
    var failure: (any Error)?

    init(generatorDisposable: (any Disposable)?) {
        self.generatorDisposable = generatorDisposable
    }
}
