/// A subscription after a core's oldest, with its id and slot: a type that does not depend on the
/// core's `Value`, so that unspecialized code runs the list's specialized code. The id and the slot
/// fill what the reference leaves of the element's alignment, so they make it no larger.
@usableFromInline
struct Later {
    /// A `Subscription`, or a `MemberTap` when `slot` is not `subscriptionSlot`.
    @usableFromInline let subscription: AnyObject
    @usableFromInline let id: Int32
    @usableFromInline let slot: Int16

    init(_ subscription: AnyObject, id: Int32, slot: Int16) {
        self.subscription = subscription
        self.id = id
        self.slot = slot
    }
}
