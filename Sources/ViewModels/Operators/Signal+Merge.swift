extension Signal {
    /// Sends every value of every signal in `signals`, as each arrives.
    ///
    /// Rules:
    /// - Values keep the order in which their inputs sent them; the inputs are not interleaved in any
    ///   other way.
    /// - It completes when every input has completed (at once when there are none), and fails as
    ///   soon as any input fails, then stops observing the others.
    public static func merge(_ signals: [Signal<Value>]) -> Signal {
        guard !signals.isEmpty else { return .empty }
        return Signal { downstream, lifetime in
            let completeOne = downstream.completion(afterAll: signals.count)
            for signal in signals {
                lifetime += signal.observe(
                    Observer(value: downstream.valueAction, failed: downstream.failedAction, completed: completeOne)
                )
            }
        }
    }

    /// Sends every value of every signal given; see `merge(_:)` for the rules.
    public static func merge(_ signals: Signal<Value>...) -> Signal {
        merge(signals)
    }

    /// Sends the values of this signal and of `other`; see `merge(_:)` for the rules.
    public func merge(with other: Signal<Value>) -> Signal {
        Signal.merge([self, other])
    }
}
