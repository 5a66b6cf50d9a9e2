extension Signal {
    /// Maps each value to a signal and sends the values of the newest one only (switchToLatest).
    ///
    /// A search field is the typical use: each query starts a search, and the results of a query
    /// that has been typed over must never arrive.
    ///
    /// Rules:
    /// - A new value stops observing the previous inner signal before observing the new one, so the
    ///   previous one can send nothing more, even if it is still running.
    /// - It completes once this signal has completed and the latest inner signal has completed too.
    /// - A failure of this signal or of the latest inner signal fails the result at once.
    public func flatMapLatest<U>(_ transform: @escaping @MainActor (Value) -> Signal<U>) -> Signal<U> {
        Signal<U> { downstream, lifetime in
            var inner: (any Disposable)?
            var isInnerRunning = false
            var isOuterCompleted = false
            let innerObserver = Signal<U>.Observer(
                value: downstream.valueAction,
                failed: downstream.failedAction,
                completed: {
                    isInnerRunning = false
                    if isOuterCompleted {
                        downstream.sendCompleted()
                    }
                }
            )
            lifetime += observe(
                Observer(
                    value: { value in
                        inner?.dispose()
                        isInnerRunning = true
                        inner = transform(value).observe(innerObserver)
                    },
                    failed: downstream.failedAction,
                    completed: {
                        isOuterCompleted = true
                        if !isInnerRunning {
                            downstream.sendCompleted()
                        }
                    }
                )
            )
            lifetime += ActionDisposable { inner?.dispose() }
        }
    }
}
