import Protocol
import ViewModels

/// A Swift value with a wire form written by hand: how it looks in JSON and what schema describes it.
///
/// View models know nothing of JSON; the host gives their value types a wire form. Most types need
/// nothing written: a `Codable` type crosses the wire through the package's own JSON coders, with a
/// schema derived from its declaration (or stated with `JSONSchemaProviding`). Conform to
/// `WireValue` instead for full control: a wire form that differs from the Swift shape (an index or
/// a name for the same choice), or the fastest path for a value sent by the hundred thousand.
///
/// Rules:
/// - Decoding is strict: a value of the wrong JSON type is refused rather than coerced (`"150"` is
///   not a number of points); the host answers it with InvalidValue, `schema` as what was expected.
/// - `json` and `init(json:)` round-trip: a value written and read back is equal to itself.
public protocol WireValue: Equatable, Sendable {
    /// JSON Schema (draft 2020-12) of the wire form, reported by `viewModel/describe`.
    static var schema: JSONValue { get }
    /// Reads a value from its wire form.
    /// - Throws: `InvalidWireValue` saying what was wrong, for the client.
    init(json: JSONValue) throws(InvalidWireValue)
    /// The wire form.
    var json: JSONValue { get }
}

/// Why a JSON value could not become the expected Swift value, said for the client that sent it.
public struct InvalidWireValue: Error, Sendable, CustomStringConvertible {
    /// One phrase for the client ("expected a string").
    public var detail: String

    /// - Parameter detail: one phrase for the client, such as "expected a string".
    public init(detail: String) {
        self.detail = detail
    }

    public var description: String { detail }
}

extension String: WireValue {
    public static var schema: JSONValue { ["type": "string"] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        guard case .string(let value) = json else { throw InvalidWireValue(detail: "expected a string") }
        self = value
    }
    public var json: JSONValue { .string(self) }
}

extension Bool: WireValue {
    public static var schema: JSONValue { ["type": "boolean"] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        guard case .bool(let value) = json else { throw InvalidWireValue(detail: "expected a boolean") }
        self = value
    }
    public var json: JSONValue { .bool(self) }
}

extension Double: WireValue {
    public static var schema: JSONValue { ["type": "number"] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        guard let value = json.doubleValue else { throw InvalidWireValue(detail: "expected a number") }
        guard value.isFinite else { throw InvalidWireValue(detail: "the number is outside the range of a double") }
        self = value
    }
    public var json: JSONValue { .double(self) }
}

extension Int: WireValue {
    public static var schema: JSONValue { ["type": "integer"] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        switch json {
        case .integer(let value):
            guard let exact = Int(exactly: value) else { throw InvalidWireValue(detail: "integer out of range") }
            self = exact
        case .double, .number:
            guard let exact = json.int64Value.flatMap({ Int(exactly: $0) }) else {
                throw InvalidWireValue(detail: "expected an integer")
            }
            self = exact
        default:
            throw InvalidWireValue(detail: "expected an integer")
        }
    }
    public var json: JSONValue { .integer(Int64(self)) }
}

extension Optional: WireValue where Wrapped: WireValue {
    public static var schema: JSONValue { ["anyOf": [Wrapped.schema, ["type": "null"]]] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        self = json.isNull ? nil : try Wrapped(json: json)
    }
    public var json: JSONValue { map(\.json) ?? .null }
}

extension Array: WireValue where Element: WireValue {
    public static var schema: JSONValue { ["type": "array", "items": Element.schema] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        guard case .array(let elements) = json else { throw InvalidWireValue(detail: "expected an array") }
        var decoded: [Element] = []
        decoded.reserveCapacity(elements.count)
        for element in elements {
            decoded.append(try Element(json: element))
        }
        self = decoded
    }
    public var json: JSONValue { .array(map(\.json)) }
}

extension Unit: WireValue {
    /// Commands that take nothing accept an omitted input, `null` or `{}`.
    public static var schema: JSONValue { ["type": ["null", "object"], "maxProperties": 0] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        switch json {
        case .null: self.init()
        case .object(let object) where object.isEmpty: self.init()
        default: throw InvalidWireValue(detail: "expected no input")
        }
    }
    public var json: JSONValue { .null }
}

extension JSONValue: WireValue {
    /// Any JSON at all: the escape hatch for a member whose shape the view model checks itself.
    public static var schema: JSONValue { [:] }
    public init(json: JSONValue) { self = json }
    public var json: JSONValue { self }
}
