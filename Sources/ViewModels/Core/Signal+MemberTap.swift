extension Signal: TapTarget {
    /// A host's tap observes this signal's values as `slot`, in the order of the signal's observers
    /// as a subscription would be; nothing once the signal has ended.
    func add(_ tap: MemberTap, slot: Int16) {
        core.add(tap, slot: slot)
    }

    func remove(_ tap: MemberTap, slot: Int16) {
        core.remove(tap, slot: slot)
    }
}
