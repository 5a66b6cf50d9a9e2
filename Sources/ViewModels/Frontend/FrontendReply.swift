/// What `Frontend.ask` ends with: the answer, and where it came from.
public struct FrontendReply<Answer: Sendable>: Sendable {
    /// Where an answer came from.
    public enum Source: Sendable, Equatable {
        /// The frontend answered.
        case frontend
        /// The frontend does not answer this kind of request (it did not claim it in `initialize`),
        /// so the request's default stood in at once.
        case notClaimed
        /// The frontend did not answer within the request's timeout; the default stood in and the
        /// question was withdrawn.
        case timedOut
    }

    /// The frontend's answer, or the request's default.
    public let answer: Answer
    /// Whether the frontend gave the answer, or why the default stood in.
    public let source: Source

    /// A reply with `answer` from `source`.
    public init(answer: Answer, source: Source) {
        self.answer = answer
        self.source = source
    }

    /// Whether the request's default stood in for the frontend's answer.
    public var isDefault: Bool { source != .frontend }
}
