/// A host's observation of every member of one view model, through one object: a core keeps the tap
/// in its list of observers with the slot it observes it as (the member's place in the host's table),
/// where a subscription of its own per member took an object and the host's observation another.
///
/// A delivery to a tap calls `deliver` with the observer, the slot and the value where it lies; the
/// host knows each slot's type and reads the value as that. The tap hears values only: how a member's
/// signal ends is the host's business through the member, not through the tap.
/// - Important: Main actor only. A core holds its taps, and the tap holds its observer unretained: the
///   host takes the tap out of every member it observes (`Signal.stopObserving(by:slot:)`) before the
///   observer goes.
@MainActor
@usableFromInline
package final class MemberTap {
    /// Not retained, and no weak reference either (a side table for the host's object, and an atomic
    /// operation on every read): the host removes the tap before the observer goes; were that broken,
    /// the read traps.
    @usableFromInline package unowned let observer: AnyObject
    /// A function that captures nothing, so that the tap needs no closure context: `observer` is passed in.
    @usableFromInline package let deliver: @MainActor (_ observer: AnyObject, _ value: UnsafeRawPointer, _ slot: Int16) -> Void

    package init(
        observer: AnyObject, deliver: @escaping @MainActor (_ observer: AnyObject, _ value: UnsafeRawPointer, _ slot: Int16) -> Void
    ) {
        self.observer = observer
        self.deliver = deliver
    }
}
