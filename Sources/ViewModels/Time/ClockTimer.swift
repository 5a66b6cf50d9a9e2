/// A timer on an injected clock, with at most one pending deadline: what time-based operators and a
/// view model's own ticks (a list that refreshes every second) are built on, so tests move time on a
/// `TestClock` instead of sleeping.
///
/// Rules:
/// - `schedule` replaces the pending deadline. A replaced deadline never fires, not even when its
///   sleep had already ended and its task was only waiting for the main actor.
/// - The action runs on the main actor, outside any delivery, so what it sends is delivered at once.
/// - On a `TestClock` the sleep is registered before `schedule` returns (the task starts
///   immediately and asks the clock directly), so a test that moves time right after a send finds
///   the timer waiting.
/// - Disposing cancels the pending sleep: a test clock is left with no sleep pending.
/// - Important: Main actor only. The pending task holds the timer weakly and the action strongly;
///   the operator's lifetime disposes the timer.
@MainActor
public final class ClockTimer<C: Clock<Duration>>: Disposable {
    /// The clock deadlines are read on.
    public let clock: C
    private var task: Task<Void, Never>?
    /// Whether `dispose()` was called; a disposed timer schedules nothing.
    public private(set) var isDisposed = false

    /// A timer with nothing scheduled.
    public init(clock: C) {
        self.clock = clock
    }

    /// Runs `action` once `clock` reaches `deadline`, unless rescheduled or disposed before.
    public func schedule(at deadline: C.Instant, _ action: @escaping @MainActor () -> Void) {
        guard !isDisposed else { return }
        task?.cancel()
        task = Task.immediate { [weak self, clock] in
            do {
                try await Self.sleep(on: clock, until: deadline)
            } catch {
                return
            }
            guard let self, !Task.isCancelled else { return }
            task = nil
            action()
        }
    }

    /// Sleeps on `clock`, asking a `TestClock` directly.
    ///
    /// A call through the `Clock` protocol first leaves the caller's executor, so the sleep would
    /// reach a test clock some time after `schedule` returned, and a test that moves time right
    /// after a send could miss it. `TestClock`'s own `sleep` runs on the caller's executor and has
    /// registered the sleep when the task first suspends, which is before `schedule` returns.
    private static func sleep(on clock: C, until deadline: C.Instant) async throws {
        if let testClock = clock as? TestClock, let deadline = deadline as? TestClock.Instant {
            try await testClock.sleep(until: deadline)
        } else {
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }

    public func dispose() {
        isDisposed = true
        task?.cancel()
        task = nil
    }
}

extension Signal {
    /// The shape every time-based operator shares: a signal that observes this one, with a timer on
    /// `clock` that ends with it.
    ///
    /// The operator's state machine lives in the closures `makeObserver` builds; the timer only waits.
    func timed<C: Clock<Duration>, U>(
        on clock: C,
        _ makeObserver: (_ downstream: Signal<U>.Observer, _ timer: ClockTimer<C>) -> Observer
    ) -> Signal<U> {
        Signal<U> { downstream, lifetime in
            let timer = ClockTimer(clock: clock)
            lifetime += timer
            lifetime += observe(makeObserver(downstream, timer))
        }
    }
}
