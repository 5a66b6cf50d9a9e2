extension Signal {
    /// Sends a running result: `next` of the result so far (at first `initial`) and each value.
    ///
    /// `initial` itself is not sent; the first value sends `next(initial, value)`. A derived property
    /// that needs the starting point too is `Property(initial:then:)` over the scan.
    public func scan<Result>(
        _ initial: Result,
        _ next: @escaping @MainActor (Result, Value) -> Result
    ) -> Signal<Result> {
        scan(into: initial) { result, value in result = next(result, value) }
    }

    /// Like `scan(_:_:)`, updating the result in place: for results that are costly to copy, such as
    /// a growing array.
    public func scan<Result>(
        into initial: Result,
        _ next: @escaping @MainActor (inout Result, Value) -> Void
    ) -> Signal<Result> {
        forward { downstream in
            var result = initial
            return Observer(downstream) { value in
                next(&result, value)
                downstream.send(result)
            }
        }
    }
}
