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
