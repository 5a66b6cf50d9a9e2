/// What `throttle` decides: at most one value per `interval`, and the latest one when several
/// arrive within it.
struct ThrottleState<Value, Instant: InstantProtocol<Duration>>: HoldingState {
    let interval: Duration
    private var lastSent: Instant?
    private var waiting: Value?

    init(interval: Duration) {
        self.interval = interval
    }

    /// A value arriving `interval` or more after the last one sent goes at once (exactly `interval`
    /// included); one arriving sooner waits, replacing any value already waiting.
    mutating func receive(_ value: Value, at now: Instant) -> HoldDecision<Value, Instant> {
        guard let lastSent, now < lastSent.advanced(by: interval) else {
            lastSent = now
            return .send(value)
        }
        let isFirstToWait = waiting == nil
        waiting = value
        return isFirstToWait ? .arm(lastSent.advanced(by: interval)) : .wait
    }

    /// The interval is over: the latest waiting value goes, and the next interval counts from now.
    mutating func deadlineReached(at now: Instant) -> Value? {
        lastSent = now
        return waiting.take()
    }

    mutating func complete() -> Value? {
        waiting.take()
    }
}
