/// What `debounce` decides: a value waits until `interval` has passed without a newer one.
struct DebounceState<Value, Instant: InstantProtocol<Duration>>: HoldingState {
    let interval: Duration
    private var waiting: Value?

    init(interval: Duration) {
        self.interval = interval
    }

    /// The value replaces the one waiting, and the quiet period starts again: the timer is re-armed.
    mutating func receive(_ value: Value, at now: Instant) -> HoldDecision<Value, Instant> {
        waiting = value
        return .arm(now.advanced(by: interval))
    }

    /// The deadline passed with no newer value: the waiting value goes.
    mutating func deadlineReached(at now: Instant) -> Value? {
        waiting.take()
    }

    mutating func complete() -> Value? {
        waiting.take()
    }
}
