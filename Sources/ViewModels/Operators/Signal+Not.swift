extension Signal where Value == Bool {
    /// Sends the negation of every value: a button enabled while something is not running.
    public func not() -> Signal<Bool> {
        map { !$0 }
    }
}

extension PropertyProtocol where Value == Bool {
    /// A read-only property that is always the negation of this one.
    public func not() -> Property<Bool> {
        map { !$0 }
    }
}
