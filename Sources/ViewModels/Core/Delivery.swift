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
///
/// Every hop through an operator passes here, so the state is kept cheap to touch: its stored
/// properties opt out of the run-time exclusivity checks. Pays in `benchmarks/profile`'s set and push
/// and in `mvvm-bench reactive` (docs/performance.md, "Unsafe code"). What makes that safe is written
/// beside each of them: the main actor means one caller at a time, and no access to them can run a
/// deinit or an observer, so no access can overlap another.
@MainActor
public enum Delivery {
    /// Whether a delivery is running: a send must then wait its turn through `enqueue`.
    ///
    /// Unchecked: a Bool, only assigned and read, never passed `inout`.
    @exclusivity(unchecked) @usableFromInline static var isDelivering = false
    /// The queued deliveries, each holding one retain of its target, given back after its turn.
    ///
    /// Unchecked: a `ValueQueue` only moves its elements in and out, and these are trivial, so no
    /// access releases anything or calls out. A `ValueQueue` rather than an array also because its
    /// empty state is a constant: the global needs no lazy initialization, checked on every access.
    @exclusivity(unchecked) @usableFromInline static var pending = ValueQueue<Pending>()
    /// Unchecked: the actions are moved out before they run or are released.
    @exclusivity(unchecked) @usableFromInline static var settled = ValueQueue<SettleWork>()

    /// Runs `delivery` as the outermost delivery, then everything it queued.
    ///
    /// The closure is not escaping, so the common case, a send outside any delivery, allocates nothing.
    @inlinable
    static func run(_ delivery: () -> Void) {
        isDelivering = true
        delivery()
        if !pending.isEmpty || !settled.isEmpty {
            drain()
        }
        isDelivering = false
    }

    /// Queues a delivery of `target`'s: in its turn, `target.deliverQueued(lastID:)` is called, and the
    /// queue keeps `target` alive until then.
    ///
    /// A signal queues itself, so queueing allocates nothing (the queue's capacity is kept), and its
    /// turn is one class-method call.
    @inlinable
    static func enqueue(_ target: DeliveryTarget, lastID: Int) {
        pending.append(Pending(target: .passRetained(target), lastID: lastID))
    }

    /// Queues `delivery` to run in its turn: for the rare delivery that is not a signal's.
    static func enqueue(_ delivery: @escaping @MainActor () -> Void) {
        enqueue(DeferredDelivery(delivery), lastID: 0)
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
        settled.append(.action(action))
    }

    /// Calls `tap.settle` now when nothing is being delivered, else once everything queued has been,
    /// as `whenSettled(_:)` runs an action: queueing the tap retains it and makes nothing, where a
    /// closure over it is an allocation each time.
    static func whenSettled(_ tap: MemberTap) {
        guard isDelivering else {
            tap.settle(tap.observer)
            return
        }
        settled.append(.tap(tap))
    }

    /// Delivers until nothing is pending or settling.
    ///
    /// Each target is released right after its turn, outside any access to `pending`: a release can
    /// run a deinit that completes a signal, which queues a delivery. The actions waiting for the queue
    /// to settle run together; whatever they queue is delivered after the last of them.
    @usableFromInline
    static func drain() {
        while true {
            if !pending.isEmpty {
                let delivery = pending.removeFirst()
                // Takes back the retain `enqueue` made: the target is released when this turn ends.
                delivery.target.takeRetainedValue().deliverQueued(lastID: delivery.lastID)
            } else if !settled.isEmpty {
                for _ in 0..<settled.count {
                    switch settled.removeFirst() {
                    case .action(let action): action()
                    case .tap(let tap): tap.settle(tap.observer)
                    }
                }
            } else {
                return
            }
        }
    }
}

/// Work waiting for `Delivery`'s queue to settle: an action, or a host's tap.
@usableFromInline
enum SettleWork {
    case action(@MainActor () -> Void)
    case tap(MemberTap)
}

/// One delivery waiting in `Delivery`'s queue.
@usableFromInline
struct Pending {
    /// Retained when queued and released after its turn, so the queue never releases it itself.
    /// Unmanaged: pays in `mvvm-bench reactive`'s chain (docs/performance.md, "Unsafe code").
    @usableFromInline let target: Unmanaged<DeliveryTarget>
    @usableFromInline let lastID: Int

    @inlinable
    init(target: Unmanaged<DeliveryTarget>, lastID: Int) {
        self.target = target
        self.lastID = lastID
    }
}

/// A delivery that is just a closure: the initial value of an observation made inside a delivery.
@MainActor
private final class DeferredDelivery: DeliveryTarget {
    let run: @MainActor () -> Void

    init(_ run: @escaping @MainActor () -> Void) {
        self.run = run
    }

    override func deliverQueued(lastID: Int) {
        run()
    }
}
