/// The id a client gave a request, echoed back unchanged in its response.
///
/// JSON-RPC allows strings and numbers. Numbers keep their written form, so `7` comes back as
/// `7` and `7.5` as `7.5`; JSON-RPC discourages fractional ids but allows them. `null` is not an
/// id: a request without a usable id is answered with `"id": null`.
public enum RequestID: Sendable, Hashable {
    case integer(Int64)
    case double(Double)
    case string(String)

    /// Nil for JSON kinds that cannot be an id (null, bool, array, object).
    public init?(json: JSONValue) {
        switch json {
        case .integer(let value): self = .integer(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }

    /// The id as a JSON value, in the form the client wrote it.
    public var json: JSONValue {
        switch self {
        case .integer(let value): .integer(value)
        case .double(let value): .double(value)
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
