extension Signal {
    /// Sends the latest value of each signal as a pair whenever either sends, once both have sent.
    ///
    /// Rules, shared by every arity and by the array form:
    /// - Nothing is sent until every input has sent a value; after that, every value of any input
    ///   sends one combination.
    /// - It completes when every input has completed; until then the ones still running keep
    ///   combining with the last values of the others.
    /// - It fails as soon as any input fails, and stops observing the others.
    public static func combineLatest<B>(_ a: Signal<Value>, _ b: Signal<B>) -> Signal<(Value, B)> {
        Signal<(Value, B)> { downstream, lifetime in
            lifetime += observeLatest(a, b, startingWith: (nil, nil), into: downstream)
        }
    }

    /// Observes `a` and `b` and sends the pairs of their latest values to `downstream`, by the rules of
    /// `combineLatest(_:_:)`; returns what stops the observing.
    ///
    /// A derived property calls it directly, feeding the pairs to its own input without a signal in
    /// between, and passes the current values of its sources as the latest ones, so the first change
    /// of either is paired at once.
    static func observeLatest<B>(
        _ a: Signal<Value>,
        _ b: Signal<B>,
        startingWith start: (Value?, B?),
        into downstream: Signal<(Value, B)>.Observer
    ) -> any Disposable {
        var latest = start
        let sendPair = {
            if let first = latest.0, let second = latest.1 {
                downstream.send((first, second))
            }
        }
        let completeOne = downstream.completion(afterAll: 2)
        return CompositeDisposable([
            a.observe(
                Signal<Value>.Observer(
                    value: { value in
                        latest.0 = value
                        sendPair()
                    },
                    failed: downstream.failedAction,
                    completed: completeOne
                )
            ),
            b.observe(
                Signal<B>.Observer(
                    value: { value in
                        latest.1 = value
                        sendPair()
                    },
                    failed: downstream.failedAction,
                    completed: completeOne
                )
            ),
        ])
    }

    /// Sends the latest values of three signals; see `combineLatest(_:_:)` for the rules.
    public static func combineLatest<B, C>(
        _ a: Signal<Value>,
        _ b: Signal<B>,
        _ c: Signal<C>
    ) -> Signal<(Value, B, C)> {
        Signal<(Value, B)>.combineLatest(combineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// Sends the latest values of four signals; see `combineLatest(_:_:)` for the rules.
    public static func combineLatest<B, C, D>(
        _ a: Signal<Value>,
        _ b: Signal<B>,
        _ c: Signal<C>,
        _ d: Signal<D>
    ) -> Signal<(Value, B, C, D)> {
        Signal<(Value, B)>.combineLatest(combineLatest(a, b), Signal<C>.combineLatest(c, d))
            .map { ($0.0.0, $0.0.1, $0.1.0, $0.1.1) }
    }

    /// Sends the latest values of every signal in `signals`, in their order; see
    /// `combineLatest(_:_:)` for the rules.
    ///
    /// With no signals it completes at once: there is no input that could ever send.
    public static func combineLatest(_ signals: [Signal<Value>]) -> Signal<[Value]> {
        guard !signals.isEmpty else { return .empty }
        return Signal<[Value]> { downstream, lifetime in
            var early = [Value?](repeating: nil, count: signals.count)
            var missing = signals.count
            var latest: [Value] = []
            let completeOne = downstream.completion(afterAll: signals.count)
            for (index, signal) in signals.enumerated() {
                let observer = Observer(
                    value: { value in
                        if missing == 0 {
                            latest[index] = value
                            downstream.send(latest)
                            return
                        }
                        if early[index] == nil {
                            missing -= 1
                        }
                        early[index] = value
                        if missing == 0 {
                            latest = early.compactMap { $0 }
                            early = []
                            downstream.send(latest)
                        }
                    },
                    failed: downstream.failedAction,
                    completed: completeOne
                )
                lifetime += signal.observe(observer)
            }
        }
    }
}
