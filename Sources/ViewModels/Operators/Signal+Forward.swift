extension Signal {
    /// The shape every one-input operator shares: a new signal that observes this one for as long as
    /// it lives, through an observer built around the new signal's input.
    ///
    /// The operator's state lives in the closures `makeObserver` builds, one set per returned signal.
    func forward<U>(_ makeObserver: (_ downstream: Signal<U>.Observer) -> Observer) -> Signal<U> {
        Signal<U> { downstream, lifetime in
            lifetime += observe(makeObserver(downstream))
        }
    }
}

extension Signal.Observer {
    /// An operator's observer: `value` handles the values, and failure and completion pass on to
    /// `downstream` unchanged, which is how errors travel through every operator.
    convenience init<U>(_ downstream: Signal<U>.Observer, value: @escaping @MainActor (Value) -> Void) {
        self.init(value: value, failed: downstream.failedAction, completed: downstream.completedAction)
    }

    /// Completion for an operator with `count` inputs: each input calls it as it completes, and the
    /// last one completes this observer; until then the others keep it going.
    func completion(afterAll count: Int) -> @MainActor () -> Void {
        var running = count
        return { [completedAction] in
            running -= 1
            if running == 0 {
                completedAction()
            }
        }
    }
}
