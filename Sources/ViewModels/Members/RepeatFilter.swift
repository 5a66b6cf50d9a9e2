/// The state of `Property.skipRepeats()`, and the value it feeds: the last value passed on, and the
/// turn through which what passes reaches the value.
///
/// A change takes the two deliveries it took when the property was derived from
/// `signal.skipRepeats()`, so observers hear of it in the same order: the filter's turn, then the
/// value's. The first was a relay, a signal core of its own with a subscription; it is now this
/// object queued with a negative id (as `CommandEnablement` queues its own turns), carrying the value
/// in the core's own queue. That queue stays in order: each turn that takes a value from it was
/// queued with the append that put the value there, and `Delivery` runs turns in the order they were
/// queued. The observer's closures capture this object alone, so none of them needs a context of its own.
/// - Important: Main actor only. `last` is touched only by the source's observer, which the delivery
///   contract never calls again before it returns; `failure` only by the source's ending and the turn
///   it queues.
@MainActor
final class RepeatFilter<Value: Equatable>: DerivedValue<Value> {
    /// A queued turn of the filter, passed as the `lastID` of the queued delivery: the deliveries of
    /// this object's own signal pass the last subscription's id there, which is never negative.
    private enum Turn: Int {
        /// A value that passed, first in the core's queue, reaches the property.
        case pass = -1
        /// The source ended: the property ends with `failure`.
        case end = -2
    }

    /// The last value that passed.
    private var last: Value
    private var sourceSubscription: SignalCore<Value>.Subscription?
    /// How the source ended, for the turn that ends the property.
    private var failure: (any Error)?
    /// The property filtered, kept alive while the filtered one lives.
    private let keptAlive: AnyObject

    /// Starts at `initial` and takes every value of `source` that differs from the one passed before
    /// it (at first `initial`).
    init(_ source: Signal<Value>, after initial: Value, keeping keptAlive: AnyObject) {
        last = initial
        self.keptAlive = keptAlive
        super.init(initial)
        sourceSubscription = source.core.add(value: { [self] in pass($0) }, ended: { [self] in sourceEnded($0) })
    }

    private func pass(_ value: Value) {
        guard value != last else { return }
        last = value
        guard Delivery.isDelivering else {
            Delivery.run { update(to: value) }
            return
        }
        queued.append(value)
        Delivery.enqueue(self, lastID: Turn.pass.rawValue)
    }

    private func sourceEnded(_ failure: (any Error)?) {
        guard Delivery.isDelivering else {
            end(with: failure)
            return
        }
        self.failure = failure
        Delivery.enqueue(self, lastID: Turn.end.rawValue)
    }

    override func deliverQueued(lastID: Int) {
        guard let turn = Turn(rawValue: lastID) else {
            super.deliverQueued(lastID: lastID)
            return
        }
        // A turn queued before the property went reaches nobody: its signal has ended.
        switch turn {
        case .pass: update(to: queued.removeFirst())
        case .end: end(with: failure)
        }
    }

    override func detach() {
        detach(ending: sourceSubscription.take())
    }
}
