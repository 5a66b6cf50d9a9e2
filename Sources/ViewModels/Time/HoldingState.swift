/// The state machine of an operator that holds values back for a while (`debounce`, `throttle`):
/// plain values, no timer and no clock, so their rules can be read, and tested, without time passing.
///
/// Each method is one thing that can happen; its result says what the operator must do.
protocol HoldingState<Value, Instant> {
    associatedtype Value
    associatedtype Instant: InstantProtocol<Duration>

    /// A value arrived at `now`.
    mutating func receive(_ value: Value, at now: Instant) -> HoldDecision<Value, Instant>
    /// The deadline the timer was last armed for came, at `now`: the value to send, if one waits.
    mutating func deadlineReached(at now: Instant) -> Value?
    /// The input completed: the value still waiting, to send before the completion.
    mutating func complete() -> Value?
}

/// What to do with a value that arrived at an operator that holds values back.
enum HoldDecision<Value, Instant> {
    /// Send it now.
    case send(Value)
    /// Keep it, and (re)arm the timer for the deadline.
    case arm(Instant)
    /// Keep it; the timer is already armed.
    case wait
}
