extension Signal {
    /// Sends a value once `interval` has passed without a newer one: a search field that waits for
    /// the typing to pause.
    ///
    /// Rules (the decisions are `DebounceState`'s):
    /// - A value is sent exactly `interval` after it arrived, if no newer value arrived by then. A
    ///   newer value arriving at that very instant comes too late to replace it.
    /// - Completion sends the value still waiting, then completes at once; failure drops it and
    ///   fails at once.
    /// - Important: The waiting happens on `clock`; tests pass a `TestClock` and never sleep.
    public func debounce<C: Clock<Duration>>(_ interval: Duration, on clock: C = ContinuousClock()) -> Signal {
        timed(on: clock) { downstream, timer in
            var state = DebounceState<Value, C.Instant>(interval: interval)
            return Observer(
                value: { value in
                    timer.schedule(at: state.receive(value, at: clock.now)) {
                        if let value = state.deadlineReached() {
                            downstream.send(value)
                        }
                    }
                },
                failed: downstream.failedAction,
                completed: {
                    if let value = state.complete() {
                        downstream.send(value)
                    }
                    downstream.sendCompleted()
                }
            )
        }
    }
}
