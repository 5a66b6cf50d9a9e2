import Synchronization

/// A clock whose time moves only when a test moves it, so time-based behaviour runs without sleeping
/// and the same way every time.
///
/// Rules:
/// - `sleep` returns at once when its deadline has passed; otherwise it waits until `advance` reaches
///   the deadline or its task is cancelled (then it throws `CancellationError`).
/// - `advance` wakes sleepers in deadline order (equal deadlines in the order of their `Work`, the
///   sleeps of no work or of one work in the order they slept), moving
///   `now` to each deadline in turn and letting the woken task run before the next, so a task that
///   sleeps again within the advanced span wakes too.
/// - A test ends by checking `pendingSleeps == 0`: a sleep left pending is work nobody waited for.
/// - Important: Shareable across threads; all state sits behind one `Mutex`.
public final class TestClock: Clock, Sendable {
    /// A point on the virtual time line, measured from the clock's start.
    public struct Instant: InstantProtocol, Sendable, Hashable {
        /// How far the instant lies from the clock's start.
        public var offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
        /// The work the sleeping task belongs to (`TestClock.work`), if any.
        let work: ObjectIdentifier?
        /// That work's `order`, which puts equal deadlines in the order the works began, whatever
        /// thread registered its sleep first.
        let workOrder: Int?

        /// Whether this sleeper wakes before `other`.
        func wakes(before other: Sleeper) -> Bool {
            if deadline != other.deadline { return deadline < other.deadline }
            if workOrder != other.workOrder { return (workOrder ?? -1) < (other.workOrder ?? -1) }
            return id < other.id
        }
    }

    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var now: Instant
        var sleepers: [Sleeper] = []
        var waiters: [Waiter] = []
        var nextID = 0

        /// Removes the waiters whose count of pending sleeps has been reached, for resuming.
        mutating func satisfiedWaiters() -> [Waiter] {
            let satisfied = waiters.filter { $0.count <= sleepers.count }
            waiters.removeAll { $0.count <= sleepers.count }
            return satisfied
        }

        /// Removes the earliest sleeper due by `deadline` and moves time to its deadline.
        mutating func popSleeper(dueBy deadline: Instant) -> Sleeper? {
            guard let index = sleepers.indices.min(by: { sleepers[$0].wakes(before: sleepers[$1]) }),
                sleepers[index].deadline <= deadline
            else { return nil }
            let sleeper = sleepers.remove(at: index)
            now = max(now, sleeper.deadline)
            return sleeper
        }
    }

    /// Guards time, sleepers and waiters: sleeps register from whatever thread their task runs on.
    private let state: Mutex<State>

    /// A clock that stands at `now` until a test moves it.
    public init(now: Instant = Instant(offset: .zero)) {
        state = Mutex(State(now: now))
    }

    public var now: Instant { state.withLock { $0.now } }

    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for time to move.
    public var pendingSleeps: Int { state.withLock { $0.sleepers.count } }

    /// The `Clock` requirement. A call through the protocol leaves the caller's executor before it
    /// gets here, so the sleep is registered a little later; `sleep(until:isolation:)` registers it
    /// before the caller first suspends. Either way the sleeper wakes on the caller's executor, in the
    /// order `advance` resumes it.
    public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await sleep(until: deadline)
    }

    /// Like `sleep(until:tolerance:)`, and the sleep is pending before the caller first suspends.
    ///
    /// Everything up to the registration runs in the caller's isolation, so a timer task that starts
    /// immediately on the main actor has registered its sleep by the time it hands control back;
    /// `ClockTimer` relies on it.
    public func sleep(until deadline: Instant, isolation: isolated (any Actor)? = #isolation) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let work = Self.work
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: isolation) {
                (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case cancelled, due, sleeping([Waiter]) }
                let outcome = state.withLock { state -> Outcome in
                    if Task.isCancelled { return .cancelled }
                    if deadline <= state.now { return .due }
                    state.sleepers.append(
                        Sleeper(
                            id: id, deadline: deadline, continuation: continuation,
                            work: work.map(ObjectIdentifier.init), workOrder: work?.order))
                    return .sleeping(state.satisfiedWaiters())
                }
                switch outcome {
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .due: continuation.resume()
                case .sleeping(let waiters): waiters.forEach { $0.continuation.resume() }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The earliest deadline a sleep waits for, or nil when none is pending.
    public var nextDeadline: Instant? {
        state.withLock { $0.sleepers.map(\.deadline).min() }
    }

    /// Whether a task of `work` is asleep on this clock.
    public func isAsleep(_ work: Work) -> Bool {
        let id = ObjectIdentifier(work)
        return state.withLock { $0.sleepers.contains { $0.work == id } }
    }

    /// Returns once at least `count` sleeps are pending: how a test waits for work to reach its sleep.
    public func waitForPendingSleeps(atLeast count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isSatisfied = state.withLock { state in
                guard state.sleepers.count < count else { return true }
                state.waiters.append(Waiter(count: count, continuation: continuation))
                return false
            }
            if isSatisfied {
                continuation.resume()
            }
        }
    }

    /// Moves time forward by `duration`, waking every sleeper due on the way.
    public func advance(by duration: Duration, isolation: isolated (any Actor)? = #isolation) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `deadline` (never back), waking every sleeper due on the way.
    public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
        while await wakeNext(dueBy: deadline) {}
        state.withLock { $0.now = max($0.now, deadline) }
    }

    /// Wakes the one sleeper that is next due by `deadline`, moving time to its deadline, and lets
    /// the woken task run on the caller's executor; false when none is due. A host that must see
    /// what each wake causes before the next (`clock/advance`) wakes them one by one with it.
    public func wakeNext(dueBy deadline: Instant, isolation: isolated (any Actor)? = #isolation) async -> Bool {
        guard let sleeper = state.withLock({ $0.popSleeper(dueBy: deadline) }) else { return false }
        sleeper.continuation.resume()
        await Self.letWokenWorkRun()
        return true
    }

    /// Advances to the next deadline until no sleep is pending, or `steps` times, whichever comes
    /// first. Without a bound it never returns while something re-arms a timer forever; with one it
    /// runs a fixed number of a ticking timer's wakes, however short its interval.
    public func run(steps: Int = .max, isolation: isolated (any Actor)? = #isolation) async {
        var left = steps
        while left > 0, let deadline = nextDeadline {
            await advance(to: deadline)
            left -= 1
        }
    }

    /// A woken task runs when its executor gets to it; yielding a few times on the caller's executor
    /// lets it run and reach its next sleep before time moves on.
    private static func letWokenWorkRun(isolation: isolated (any Actor)? = #isolation) async {
        for _ in 0..<16 {
            await Task.yield()
        }
    }
}
