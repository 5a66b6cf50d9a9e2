/// An error a command's work throws to tell a frontend more than a sentence: which field is wrong
/// and why, a code to branch on.
///
/// Its `description` is the failure's message, as any error's is; `details` reaches the client
/// beside it (over JSON-RPC, as CommandFailed's `data.details`). Throw an `InvalidValue` instead
/// when the caller's input is wrong, and a plain error when a sentence says it all.
public protocol DetailedError: Error, CustomStringConvertible {
    /// What a frontend may branch on: a `Codable` struct or enum in the wire's usual form.
    associatedtype Details: Encodable & Equatable & Sendable
    var details: Details { get }
}

/// The details of a failed execution, whatever their type: compared as their own type.
public struct FailureDetails: Sendable, Equatable, CustomStringConvertible {
    /// The details as the error gave them.
    public let value: any Encodable & Sendable
    private let isEqual: @Sendable (any Encodable & Sendable) -> Bool

    /// Details holding `value`.
    public init<Value: Encodable & Equatable & Sendable>(_ value: Value) {
        self.value = value
        isEqual = { ($0 as? Value) == value }
    }

    /// The details of `error`.
    init<Failure: DetailedError>(of error: Failure) {
        self.init(error.details)
    }

    public static func == (lhs: FailureDetails, rhs: FailureDetails) -> Bool {
        lhs.isEqual(rhs.value)
    }

    public var description: String { String(describing: value) }
}
