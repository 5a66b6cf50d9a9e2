/// The id a client gave a request, echoed back unchanged in its response.
///
/// JSON-RPC allows strings and numbers. A number comes back with exactly the JSON text it came
/// with, whatever its length: `7` as `7`, `1.50` as `1.50`, `-0` as `-0`,
/// `123456789012345678901234567890` as itself. Two number ids are the same id when their texts
/// are, so `1` and `1.0` are different ids (as they are different strings to a client that
/// matches responses by text). `null` is not an id: a request without a usable id is answered
/// with `"id": null`, and so is one whose number is beyond the range of a double (`1e400`), which
/// most clients' JSON readers turn into infinity and could never match.
public enum RequestID: Sendable, Hashable {
    /// A number written without fraction or exponent that fits `Int64`, the common case, which
    /// costs no `String`.
    case integer(Int64)
    /// Any other number, as the text it was written with; never infinite.
    case number(JSONNumber)
    case string(String)

    /// Nil for JSON kinds that cannot be an id (null, bool, array, object) and for a number
    /// beyond the range of a double. A `double` built in code becomes the id its JSON text spells.
    public init?(json: JSONValue) {
        switch json {
        case .integer(let value):
            self = .integer(value)
        case .number(let number):
            guard number.value.isFinite else { return nil }
            self = .number(number)
        case .double(let value):
            guard value.isFinite else { return nil }
            if let integer = json.int64Value {
                self = .integer(integer)
            } else {
                self = .number(JSONNumber(text: JSONWriter.string(json)))
            }
        case .string(let value):
            self = .string(value)
        default:
            return nil
        }
    }

    /// The id as a JSON value, in the form the client wrote it.
    public var json: JSONValue {
        switch self {
        case .integer(let value): .integer(value)
        case .number(let number): .number(number)
        case .string(let value): .string(value)
        }
    }
}

extension RequestID: CustomStringConvertible {
    /// The id as written in JSON, so the string `"1"` and the number `1` read differently in logs.
    public var description: String {
        JSONWriter.string(json)
    }
}

extension RequestID: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }

    public init(stringLiteral value: String) {
        self = .string(value)
    }
}
