/// Something with a delivery waiting in `Delivery`'s queue: a signal's core, or a deferred closure.
///
/// A class rather than a protocol so that a queued delivery is one reference and one table call,
/// and so that generic code, a signal's core seen from another module, queues itself without looking
/// up a witness table or any metadata.
/// - Important: Main actor only, like `Delivery`.
@MainActor
@usableFromInline
class DeliveryTarget {
    /// Delivers the oldest of this target's queued deliveries, in its turn.
    /// - Parameter lastID: the last subscription that was there when the delivery was queued.
    func deliverQueued(lastID: Int) {
        preconditionFailure("\(type(of: self)) queues deliveries it cannot deliver")
    }
}
