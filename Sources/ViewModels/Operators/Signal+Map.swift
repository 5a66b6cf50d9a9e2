extension Signal {
    /// Sends `transform` of every value.
    public func map<U>(_ transform: @escaping @MainActor (Value) -> U) -> Signal<U> {
        forward { downstream in
            Observer(downstream) { downstream.send(transform($0)) }
        }
    }
}
