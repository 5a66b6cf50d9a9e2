extension Signal {
    /// Sends a value only when it differs from the one sent before it (distinctUntilChanged).
    public func skipRepeats(_ isEquivalent: @escaping @MainActor (Value, Value) -> Bool) -> Signal {
        skipRepeats(after: nil, isEquivalent)
    }

    /// Like `skipRepeats(_:)`, counting `previous` as already sent: a derived property passes its
    /// current value, so its first change is not mistaken for news.
    func skipRepeats(
        after previous: Value?,
        _ isEquivalent: @escaping @MainActor (Value, Value) -> Bool
    ) -> Signal {
        forward { downstream in
            var last = previous
            return Observer(downstream) { value in
                if let last, isEquivalent(last, value) { return }
                last = value
                downstream.send(value)
            }
        }
    }
}

extension Signal where Value: Equatable {
    /// Sends a value only when it differs from the one sent before it (distinctUntilChanged).
    public func skipRepeats() -> Signal {
        skipRepeats { $0 == $1 }
    }
}
