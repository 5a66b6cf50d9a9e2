extension Signal {
    /// Sends the latest value of each signal as a pair whenever either sends, once both have sent.
    ///
    /// It completes when both have completed; until then the one still running keeps pairing with the
    /// last value of the other.
    public static func combineLatest<B>(_ a: Signal<Value>, _ b: Signal<B>) -> Signal<(Value, B)> {
        combineLatest(a, b, startingWith: (nil, nil))
    }

    /// Like `combineLatest(_:_:)`, with latest values known up front: a derived property passes the
    /// current values of its sources, so the first change of either is paired at once.
    static func combineLatest<B>(
        _ a: Signal<Value>,
        _ b: Signal<B>,
        startingWith start: (Value?, B?)
    ) -> Signal<(Value, B)> {
        Signal<(Value, B)> { downstream, lifetime in
            var latest = start
            var running = 2
            let sendPair = {
                if let first = latest.0, let second = latest.1 {
                    downstream.send((first, second))
                }
            }
            let completeOne: @MainActor () -> Void = {
                running -= 1
                if running == 0 {
                    downstream.sendCompleted()
                }
            }
            lifetime += a.observe(
                Signal<Value>.Observer(value: { latest.0 = $0; sendPair() }, completed: completeOne)
            )
            lifetime += b.observe(
                Signal<B>.Observer(value: { latest.1 = $0; sendPair() }, completed: completeOne)
            )
        }
    }
}
