extension Signal {
    /// Sends values until `trigger` sends a value or completes, then completes.
    ///
    /// The trigger's values only matter for their timing, so any signal will do (a cell being
    /// recycled, a screen closing). A trigger that fails passes its failure on: an error is never
    /// mistaken for a normal end. A trigger that has already ended ends this signal at once.
    /// - Important: The result stops observing both signals as soon as it ends.
    public func take<Trigger>(until trigger: Signal<Trigger>) -> Signal {
        Signal { downstream, lifetime in
            lifetime += trigger.observe(
                Signal<Trigger>.Observer(
                    value: { _ in downstream.sendCompleted() },
                    failed: downstream.failedAction,
                    completed: downstream.completedAction
                )
            )
            lifetime += observe(downstream)
        }
    }
}
