extension Signal {
    /// Sends a value once `interval` has passed without a newer one: a search field that waits for
    /// the typing to pause.
    ///
    /// A value goes out exactly `interval` after it arrived unless a newer one arrived by then; one
    /// arriving at that very instant comes too late to replace it. `DebounceState` makes the
    /// decisions; see `holding(_:on:)` for the timer and for how the signal ends.
    public func debounce<C: Clock<Duration>>(_ interval: Duration, on clock: C = ContinuousClock()) -> Signal {
        holding(DebounceState<Value, C.Instant>(interval: interval), on: clock)
    }
}
