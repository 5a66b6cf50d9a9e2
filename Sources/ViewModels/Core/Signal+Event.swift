extension Signal {
    /// One thing a signal tells its observers: a value, or how it ended.
    ///
    /// Rules (the event grammar): any number of values, then at most one terminal event, `failed` or
    /// `completed`, then nothing. A signal ignores whatever is sent on it after its terminal event, so
    /// every operator and observer can rely on the grammar without checking it.
    public enum Event {
        case value(Value)
        /// The signal ended because something went wrong; its observers hear nothing more.
        case failed(any Error)
        /// The signal ended normally; its observers hear nothing more.
        case completed

        /// Whether the event ends the signal.
        public var isTerminal: Bool {
            if case .value = self { return false }
            return true
        }
    }
}

extension Signal.Event: Sendable where Value: Sendable {}
