/// A JSON number kept as the exact text it was written with, because the text itself matters.
///
/// JSON-RPC echoes a request's id exactly, and a number id is a name, not a quantity: a `Double`
/// would send `1.50` back as `1.5` and `123456789012345678901234567890` as
/// `1.2345678901234568e+29`, which the client can no longer match. So the reader keeps the text of
/// a number in a member named `id` that is not an `Int64` (see ``JSONValue/number(_:)``), and
/// the writer writes it back verbatim. Two numbers are equal when their texts are.
///
/// Only this module makes one (the reader, and ``RequestID`` for a double built in code), so the
/// text is always a number as RFC 8259 spells it.
public struct JSONNumber: Sendable, Hashable {
    /// The number exactly as it was written, such as `1.50`, `-0` or `1E400`.
    public let text: String

    init(text: String) {
        self.text = text
    }

    /// The nearest `Double`: ±infinity beyond its range, 0 below it, as ``JSONValue/double(_:)``.
    public var value: Double {
        Double(text) ?? .nan
    }
}

extension JSONNumber: CustomStringConvertible {
    public var description: String { text }
}
