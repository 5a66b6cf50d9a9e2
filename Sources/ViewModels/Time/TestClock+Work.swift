extension TestClock {
    /// A piece of work, such as everything one request started, whose tasks a host wants to know
    /// asleep on a `TestClock` or finished before it moves time (`clock/advance`).
    ///
    /// Bind it with `TestClock.$work.withValue(work) { … }`: every task started inside, and every
    /// task those start, inherits it, and keeps it alive until the task ends. So the work is finished
    /// once nothing holds it (a weak reference to it reads nil), and it waits for time while one of
    /// its tasks sleeps on the clock (`isAsleep(_:)`).
    /// - Important: Shareable across threads; it holds nothing.
    public final class Work: Sendable {
        /// A piece of work no task holds yet.
        public init() {}
    }

    /// The work the current task belongs to, recorded with each of its sleeps.
    @TaskLocal public static var work: Work?
}
