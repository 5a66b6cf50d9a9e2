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
    private static var isDelivering = false
    private static var pending: [@MainActor () -> Void] = []
    private static var settled: [@MainActor () -> Void] = []

    static func perform(_ delivery: @escaping @MainActor () -> Void) {
        guard !isDelivering else {
            pending.append(delivery)
            return
        }
        isDelivering = true
        delivery()
        drain()
        isDelivering = false
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

    private static func drain() {
        var next = 0
        while next < pending.count || !settled.isEmpty {
            if next < pending.count {
                let delivery = pending[next]
                next += 1
                delivery()
            } else {
                let actions = settled
                settled.removeAll()
                for action in actions { action() }
            }
        }
        pending.removeAll(keepingCapacity: true)
    }
}
