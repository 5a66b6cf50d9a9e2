extension Signal {
    /// The thin part of `debounce` and `throttle`: it does what `state` decides, with one timer on
    /// `clock`.
    ///
    /// Rules:
    /// - A deadline is met when `clock` reaches it; what waits is sent then, outside any delivery.
    /// - Completion sends the value still waiting, then completes at once, since no newer value can
    ///   replace it any more. A failure passes on at once and drops it.
    /// - Important: The timer is cancelled when the returned signal ends; tests pass a `TestClock`,
    ///   never sleep, and end with no sleep pending.
    func holding<C: Clock<Duration>, State: HoldingState<Value, C.Instant>>(_ state: State, on clock: C) -> Signal {
        timed(on: clock) { downstream, timer in
            var state = state
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
