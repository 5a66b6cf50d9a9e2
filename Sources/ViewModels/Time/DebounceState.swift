/// What `debounce` decides, with no timer and no clock: a value waits until `interval` has passed
/// without a newer one.
///
/// Each method is one thing that can happen; its result says what the operator must do, so the
/// rules can be read, and tested, without time passing.
struct DebounceState<Value, Instant: InstantProtocol<Duration>> {
    let interval: Duration
    private var waiting: Value?

    init(interval: Duration) {
        self.interval = interval
    }

    /// A value arrived at `now`. It replaces the one waiting, and the timer must be (re)armed for the
    /// returned deadline: the quiet period starts again.
    mutating func receive(_ value: Value, at now: Instant) -> Instant {
        waiting = value
        return now.advanced(by: interval)
    }

    /// The deadline passed with no newer value: the waiting value must be sent.
    mutating func deadlineReached() -> Value? {
        waiting.take()
    }

    /// The input completed: the waiting value must be sent before the completion, since no newer
    /// value can replace it any more.
    mutating func complete() -> Value? {
        waiting.take()
    }
}
