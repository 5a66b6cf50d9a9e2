/// What `delay` decides, with no timer and no clock: every value, and the completion, goes out
/// `interval` after it arrived, in the order it arrived.
///
/// Each method is one thing that can happen; its result says what the operator must do, so the
/// rules can be read, and tested, without time passing. One timer serves the whole queue: it is
/// armed for the oldest event only.
struct DelayState<Value, Instant: InstantProtocol<Duration>> {
    typealias Event = Signal<Value>.Event

    let interval: Duration
    private var queue: [(deadline: Instant, event: Event)] = []

    init(interval: Duration) {
        self.interval = interval
    }

    /// A value or the completion arrived at `now`.
    /// - Returns: the deadline to arm the timer for, when nothing else was waiting; else nil, since
    ///   the timer is armed for an older event.
    mutating func receive(_ event: Event, at now: Instant) -> Instant? {
        let deadline = now.advanced(by: interval)
        queue.append((deadline, event))
        return queue.count == 1 ? deadline : nil
    }

    /// The deadline armed for came, and the time is `now`.
    /// - Returns: the events that are due, to send in order, and the deadline to arm the timer for
    ///   next, when events are still waiting.
    mutating func deadlineReached(at now: Instant) -> (due: [Event], next: Instant?) {
        let dueCount = queue.prefix { $0.deadline <= now }.count
        let due = queue.prefix(dueCount).map(\.event)
        queue.removeFirst(dueCount)
        return (due, queue.first?.deadline)
    }
}
