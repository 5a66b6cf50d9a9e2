extension Signal {
    /// Sends values until `lifetime` ends, then completes; completes at once if it has already ended.
    ///
    /// - Important: This is how an owner ties its observations to itself: observing
    ///   `signal.take(during: lifetime)` stops when the owner is disposed, without keeping it alive.
    public func take(during lifetime: Lifetime) -> Signal {
        Signal { downstream, ownLifetime in
            ownLifetime += observe(downstream)
            ownLifetime += lifetime.observeEnded(downstream.sendCompleted)
        }
    }
}
