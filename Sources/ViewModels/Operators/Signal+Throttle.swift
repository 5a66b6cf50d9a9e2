extension Signal {
    /// Sends at most one value per `interval`: the first at once, and of those that arrive within the
    /// interval the latest, when it is over. A progress report that must not flood the wire.
    ///
    /// Rules (the decisions are `ThrottleState`'s):
    /// - A value arriving `interval` or more after the last one sent is sent at once.
    /// - Values arriving sooner replace each other; the latest is sent when the interval ends, and
    ///   the next interval counts from then.
    /// - Completion sends the value still waiting, then completes at once; failure drops it and
    ///   fails at once.
    /// - Important: The waiting happens on `clock`; tests pass a `TestClock` and never sleep.
    public func throttle<C: Clock<Duration>>(_ interval: Duration, on clock: C = ContinuousClock()) -> Signal {
        timed(on: clock) { downstream, timer in
            var state = ThrottleState<Value, C.Instant>(interval: interval)
            return Observer(
                value: { value in
                    switch state.receive(value, at: clock.now) {
                    case .send(let value):
                        downstream.send(value)
                    case .arm(let deadline):
                        timer.schedule(at: deadline) {
                            if let value = state.deadlineReached(at: clock.now) {
                                downstream.send(value)
                            }
                        }
                    case .wait:
                        break
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
