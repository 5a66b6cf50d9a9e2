extension Signal {
    /// Sends only the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Signal {
        forward { downstream in
            Observer(downstream) { value in
                if isIncluded(value) {
                    downstream.send(value)
                }
            }
        }
    }
}
