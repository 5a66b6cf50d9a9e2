import ViewModels

/// A member the host observes through its view model's tap (`EntryObservation`): a property, a
/// command or an event.
@MainActor
protocol ObservedMember: AnyObject {
    /// Starts the host's observation of the member as `slot` of `tap`: a property's changes (nothing
    /// for one that never changes), a command's state whenever enabled or executing changes (read once
    /// the change has settled), an event's payloads.
    func startObserving(by tap: MemberTap, slot: Int16)
    /// Ends what `startObserving(by:slot:)` started.
    func stopObserving(by tap: MemberTap, slot: Int16)
}
