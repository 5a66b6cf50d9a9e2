/// What `throttle` decides, with no timer and no clock: at most one value per `interval`, and the
/// latest one when several arrive within it.
///
/// Each method is one thing that can happen; its result says what the operator must do, so the
/// rules can be read, and tested, without time passing.
struct ThrottleState<Value, Instant: InstantProtocol<Duration>> {
    /// What to do with a value that arrived.
    enum Decision {
        /// Send it now: `interval` has passed since the last value sent.
        case send(Value)
        /// Keep it, and arm the timer for the deadline: it is the first to wait.
        case arm(Instant)
        /// Keep it instead of the one waiting; the timer is already armed.
        case wait
    }

    let interval: Duration
    private var lastSent: Instant?
    private var waiting: Value?

    init(interval: Duration) {
        self.interval = interval
    }

    /// A value arrived at `now`; one arriving exactly `interval` after the last one sent goes at once.
    mutating func receive(_ value: Value, at now: Instant) -> Decision {
        guard let lastSent, now < lastSent.advanced(by: interval) else {
            lastSent = now
            return .send(value)
        }
        let isFirstToWait = waiting == nil
        waiting = value
        return isFirstToWait ? .arm(lastSent.advanced(by: interval)) : .wait
    }

    /// The deadline armed for came at `now`: the latest waiting value must be sent, and the next
    /// interval counts from now.
    mutating func deadlineReached(at now: Instant) -> Value? {
        lastSent = now
        return waiting.take()
    }

    /// The input completed: the waiting value must be sent before the completion, since no later
    /// value can replace it any more.
    mutating func complete() -> Value? {
        waiting.take()
    }
}
