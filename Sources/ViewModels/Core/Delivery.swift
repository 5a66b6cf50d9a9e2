/// The one queue every signal delivers through, which makes events serial across the main actor.
///
/// Rules:
/// - A send while no delivery is running is delivered at once, and so is everything it causes:
///   the outermost send returns only when the queue is empty.
/// - A send while a delivery is running (from inside an observer or an operator) waits at the end
///   of the queue. Observers therefore hear of changes in the order they became visible, nobody is
///   called again before returning, and a set from an observer can never recurse or deadlock.
/// - Work registered with `whenSettled` runs once the queue is empty, when every derived value has
///   caught up.
/// - Important: Main actor only; deliveries never suspend, so the queue is empty at every `await`.
@MainActor
public enum Delivery {
    /// Whether a delivery is running: a send must then wait its turn through `enqueue`.
    static private(set) var isDelivering = false
    private static var pending: [Pending] = []
    private static var settled: [@MainActor () -> Void] = []

    /// Runs `delivery` as the outermost delivery, then everything it queued.
    ///
    /// The closure is not escaping, so the common case, a send outside any delivery, allocates nothing.
    static func run(_ delivery: () -> Void) {
        isDelivering = true
        delivery()
        drain()
        isDelivering = false
    }

    /// Queues a delivery of `target`'s: in its turn, `deliver` is called with `target`, which the
    /// queue keeps alive until then.
    ///
    /// A signal passes itself and a closure that captures nothing, so queueing allocates nothing, and
    /// the closure was compiled together with the signal's value type: a queued hop runs the same
    /// specialized code as an immediate one.
    static func enqueue(_ target: AnyObject, _ deliver: @escaping @MainActor (AnyObject) -> Void) {
        pending.append(Pending(target: target, deliver: deliver))
    }

    /// Queues `delivery` to run in its turn: for the rare delivery that is not a signal's.
    static func enqueue(_ delivery: @escaping @MainActor () -> Void) {
        enqueue(DeferredDelivery(delivery)) { unsafeDowncast($0, to: DeferredDelivery.self).run() }
    }

    /// Runs `action` now when nothing is being delivered, else once everything queued, and all it
    /// causes, has been delivered.
    ///
    /// An observer that needs several values at once (a command's enabled and executing, one derived
    /// from the other through a chain of operators) reads them from here rather than in its own
    /// callback, where a derived value may still be catching up.
    public static func whenSettled(_ action: @escaping @MainActor () -> Void) {
        guard isDelivering else {
            action()
            return
        }
        settled.append(action)
    }

    /// Delivers until nothing is pending or settling.
    ///
    /// Delivered closures are released from a swapped-out array, never from `pending` itself: a
    /// release can run a deinit that completes a signal, which queues a delivery.
    private static func drain() {
        var next = 0
        while true {
            if next < pending.count {
                let delivery = pending[next]
                next += 1
                delivery.deliver(delivery.target)
            } else if !settled.isEmpty {
                let actions = settled
                settled.removeAll()
                for action in actions { action() }
            } else {
                var delivered: [Pending] = []
                swap(&delivered, &pending)
                delivered.removeAll(keepingCapacity: true)
                next = 0
                if pending.isEmpty, settled.isEmpty {
                    pending = delivered
                    return
                }
            }
        }
    }
}

/// One delivery waiting in `Delivery`'s queue.
private struct Pending {
    let target: AnyObject
    let deliver: @MainActor (AnyObject) -> Void
}

/// A delivery that is just a closure: the initial value of an observation made inside a delivery.
@MainActor
private final class DeferredDelivery {
    let run: @MainActor () -> Void

    init(_ run: @escaping @MainActor () -> Void) {
        self.run = run
    }
}
