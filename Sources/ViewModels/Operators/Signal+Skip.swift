extension Signal {
    /// Drops the first `count` values and sends the rest.
    public func skip(first count: Int) -> Signal {
        precondition(count >= 0, "skip(first:) needs a count of zero or more")
        guard count > 0 else { return self }
        return forward { downstream in
            var remaining = count
            return Observer(downstream) { value in
                guard remaining == 0 else {
                    remaining -= 1
                    return
                }
                downstream.send(value)
            }
        }
    }
}
