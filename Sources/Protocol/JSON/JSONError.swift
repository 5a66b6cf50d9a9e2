/// Why a byte sequence is not one JSON text, and where.
///
/// The kind lets the message layer choose what to tell the client (a nesting limit is not a typo);
/// the offset points at the first byte that made the input invalid.
public struct JSONError: Error, Sendable, Equatable {
    /// The failures a client is told apart, each with its own `data.kind` in the error response.
    public enum Kind: Sendable, Equatable {
        /// Not JSON according to RFC 8259.
        case syntax
        /// A string holds bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// Arrays and objects nest deeper than the parser's limit.
        case tooDeep
    }

    /// What went wrong, as far as the answer to the client is concerned.
    public var kind: Kind
    /// Byte offset into the input where it went wrong.
    public var offset: Int
    /// One line, human readable.
    public var message: String

    /// An error of `kind` at byte `offset`.
    public init(kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }
}

extension JSONError: CustomStringConvertible {
    public var description: String {
        "\(message) at byte \(offset)"
    }
}
