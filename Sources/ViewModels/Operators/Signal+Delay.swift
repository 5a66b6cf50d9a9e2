extension Signal {
    /// Sends every value, and the completion, `interval` after it arrived, in order: a simulated
    /// latency, or a notice that stays up for a while.
    ///
    /// Events keep their order and their spacing; several due at the same instant go out together,
    /// in the order they arrived. Failure is not delayed: it fails the result at once and drops the
    /// values still waiting, since nothing should wait for news of an error. `DelayState` makes the
    /// decisions, and the timer waits on `clock` (tests pass a `TestClock`).
    public func delay<C: Clock<Duration>>(_ interval: Duration, on clock: C = ContinuousClock()) -> Signal {
        timed(on: clock) { downstream, timer in
            var state = DelayState<Value, C.Instant>(interval: interval)
            @MainActor func sendDue() {
                let (due, next) = state.deadlineReached(at: clock.now)
                for event in due {
                    downstream.send(event)
                }
                if let next {
                    timer.schedule(at: next, sendDue)
                }
            }
            @MainActor func receive(_ event: Event) {
                if let deadline = state.receive(event, at: clock.now) {
                    timer.schedule(at: deadline, sendDue)
                }
            }
            return Observer(
                value: { receive(.value($0)) },
                failed: downstream.failedAction,
                completed: { receive(.completed) }
            )
        }
    }
}
