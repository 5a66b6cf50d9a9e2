import Protocol
import ViewModels

/// A Swift value that can cross the wire: how it looks in JSON and what schema describes it.
///
/// View models know nothing of JSON; this protocol is how the server gives their value types a wire
/// form. Decoding is strict, because a value of the wrong JSON type must be refused with
/// InvalidValue rather than coerced (`"150"` is not a number of points).
protocol WireValue: Equatable, Sendable {
    /// JSON Schema (draft 2020-12) of the wire form, reported by `viewModel/describe`.
    static var schema: JSONValue { get }
    init(json: JSONValue) throws(InvalidWireValue)
    var json: JSONValue { get }
}

/// Why a JSON value could not become the expected Swift value.
struct InvalidWireValue: Error {
    var detail: String
}

extension WireValue {
    /// Decodes or reports what was expected, in the shape of the InvalidValue error.
    static func decode(_ json: JSONValue) throws(ResponseError) -> Self {
        do {
            return try Self(json: json)
        } catch {
            throw ResponseError.invalidValue(expected: schema, detail: error.detail)
        }
    }
}

extension String: WireValue {
    static var schema: JSONValue { ["type": "string"] }
    init(json: JSONValue) throws(InvalidWireValue) {
        guard case .string(let value) = json else { throw InvalidWireValue(detail: "expected a string") }
        self = value
    }
    var json: JSONValue { .string(self) }
}

extension Bool: WireValue {
    static var schema: JSONValue { ["type": "boolean"] }
    init(json: JSONValue) throws(InvalidWireValue) {
        guard case .bool(let value) = json else { throw InvalidWireValue(detail: "expected a boolean") }
        self = value
    }
    var json: JSONValue { .bool(self) }
}

extension Double: WireValue {
    static var schema: JSONValue { ["type": "number"] }
    init(json: JSONValue) throws(InvalidWireValue) {
        guard let value = json.doubleValue else { throw InvalidWireValue(detail: "expected a number") }
        guard value.isFinite else { throw InvalidWireValue(detail: "the number is outside the range of a double") }
        self = value
    }
    var json: JSONValue { .double(self) }
}

extension Int: WireValue {
    static var schema: JSONValue { ["type": "integer"] }
    init(json: JSONValue) throws(InvalidWireValue) {
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
    var json: JSONValue { .integer(Int64(self)) }
}

extension Optional: WireValue where Wrapped: WireValue {
    static var schema: JSONValue { ["anyOf": [Wrapped.schema, ["type": "null"]]] }
    init(json: JSONValue) throws(InvalidWireValue) {
        self = json.isNull ? nil : try Wrapped(json: json)
    }
    var json: JSONValue { map(\.json) ?? .null }
}

extension Array: WireValue where Element: WireValue {
    static var schema: JSONValue { ["type": "array", "items": Element.schema] }
    init(json: JSONValue) throws(InvalidWireValue) {
        guard case .array(let elements) = json else { throw InvalidWireValue(detail: "expected an array") }
        var decoded: [Element] = []
        decoded.reserveCapacity(elements.count)
        for element in elements {
            decoded.append(try Element(json: element))
        }
        self = decoded
    }
    var json: JSONValue { .array(map(\.json)) }
}

extension Unit: WireValue {
    /// Commands that take nothing accept an omitted input, `null` or `{}`.
    static var schema: JSONValue { ["type": ["null", "object"], "maxProperties": 0] }
    init(json: JSONValue) throws(InvalidWireValue) {
        switch json {
        case .null: self.init()
        case .object(let object) where object.isEmpty: self.init()
        default: throw InvalidWireValue(detail: "expected no input")
        }
    }
    var json: JSONValue { .null }
}
