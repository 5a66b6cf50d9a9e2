/// One JSON value, as it travels on the wire.
///
/// Numbers keep the kind they were written as: `1` is `.integer(1)` and `1.0` is `.double(1.0)`,
/// and the two are not equal, so a view model can tell "a count" from "a measure".
///
/// - `integer`: a number written without fraction or exponent that fits `Int64`.
/// - `double`: every other number. An integer literal too big for `Int64` lands here, and so does
///   `-0`, because `Int64` has no negative zero. A literal beyond `Double`'s range (`1e400`)
///   becomes an infinity, which the writer emits as `null`: a consumer that needs a finite value
///   checks `isFinite`. The writer spells a double as ECMAScript does (`101`, `0.5`, `1e+21`), so
///   a double that holds a whole number reads back as an `integer`.
/// - `number`: a number kept as its text. The reader makes one only for the value of a member
///   named `id` that is not an `integer` (JSON-RPC ids, in a message and in `$/cancelRequest`), so
///   that the id is echoed exactly as the client wrote it (see ``JSONNumber``). The accessors read
///   it as the double it spells.
///
/// Objects compare and hash ignoring key order (see ``JSONObject``).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON, so test failures and logs show exactly what would go on the wire.
    public var description: String {
        JSONWriter.string(self)
    }
}
