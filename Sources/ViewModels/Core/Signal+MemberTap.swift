extension Signal {
    /// Starts a host's observation of this signal's values as `slot` of `tap`, in the order of the
    /// signal's observers as a subscription would be; nothing once the signal has ended.
    /// - Precondition: `slot` is 0 or more.
    package func observe(by tap: MemberTap, slot: Int16) {
        core.add(tap, slot: slot)
    }

    /// Ends the observation `observe(by:slot:)` started.
    package func stopObserving(by tap: MemberTap, slot: Int16) {
        core.remove(tap, slot: slot)
    }
}
