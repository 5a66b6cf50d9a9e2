import Synchronization

extension TestClock {
    /// A piece of work, such as everything one request started, whose tasks a host wants to know
    /// asleep on a `TestClock` or finished before it moves time (`clock/advance`).
    ///
    /// Bind it with `TestClock.$work.withValue(work) { … }`: every task started inside, and every
    /// task those start, inherits it, and keeps it alive until the task ends. So the work is finished
    /// once nothing holds it (a weak reference to it reads nil), and it waits for time while one of
    /// its tasks sleeps on the clock (`isAsleep(_:)`).
    ///
    /// Sleeps with equal deadlines wake in the order of their works' `order`: the order the works
    /// were made, so two requests' latencies end in the order of the requests even when their sleeps
    /// were registered the other way round by two threads.
    /// - Important: Shareable across threads; it holds only its order.
    public final class Work: Sendable {
        /// Increases with every work made in the process.
        public let order: Int

        private static let made = Atomic<Int>(0)

        /// A piece of work no task holds yet, after every work made before it.
        public init() {
            order = Self.made.add(1, ordering: .relaxed).newValue
        }
    }

    /// The work the current task belongs to, recorded with each of its sleeps.
    @TaskLocal public static var work: Work?
}
