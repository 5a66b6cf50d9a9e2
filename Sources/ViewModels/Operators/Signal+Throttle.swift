extension Signal {
    /// Sends at most one value per `interval`: a progress report that must not flood the wire.
    ///
    /// A value arriving `interval` or more after the last one sent goes at once. Values arriving
    /// sooner replace each other, and the latest goes when the interval ends; the next interval
    /// counts from then. `ThrottleState` makes the decisions; see `holding(_:on:)` for the timer and
    /// for how the signal ends.
    public func throttle<C: Clock<Duration>>(_ interval: Duration, on clock: C = ContinuousClock()) -> Signal {
        holding(ThrottleState<Value, C.Instant>(interval: interval), on: clock)
    }
}
