extension Signal {
    /// Sends the first `count` values, then completes and stops observing this signal.
    ///
    /// `take(first: 0)` completes at once: there is nothing to wait for.
    public func take(first count: Int) -> Signal {
        precondition(count >= 0, "take(first:) needs a count of zero or more")
        guard count > 0 else { return .empty }
        return forward { downstream in
            var remaining = count
            return Observer(downstream) { value in
                remaining -= 1
                downstream.send(value)
                if remaining == 0 {
                    downstream.sendCompleted()
                }
            }
        }
    }
}
