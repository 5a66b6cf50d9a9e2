/// The strict conversions from a JSON value to a Swift scalar, shared by every container.
///
/// No conversion crosses JSON types: a string is never a number or a boolean, and `0` is never
/// `false`. Numbers convert only when nothing is lost: `150.0` is the integer 150, but `1.5`,
/// `1e300` and `300` for a `UInt8` are errors, never truncated or clamped. The path is an
/// autoclosure so that success never builds it.
enum ScalarDecoding {
    static func bool(_ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, expected: "a boolean", value, path()) }
        return bool
    }

    static func string(_ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard case .string(let string) = value else {
            throw mismatch(String.self, expected: "a string", value, path())
        }
        return string
    }

    /// An integer, or a double holding a whole number in range (clients whose language has one
    /// number type may write `150.0`).
    static func integer<Integer: FixedWidthInteger>(
        _ type: Integer.Type,
        _ value: JSONValue,
        at path: @autoclosure () -> [any CodingKey]
    ) throws -> Integer {
        // A function, so that the message is only built for an error.
        func outOfRange() -> String { "is out of range for \(Integer.self) (\(Integer.min)...\(Integer.max))" }
        switch value {
        case .integer(let integer):
            guard let result = Integer(exactly: integer) else {
                throw corrupted("Number \(integer) \(outOfRange())", path())
            }
            return result
        case .double(let double):
            // Checked by hand, as in `JSONValue.int64Value`: `Int64(exactly:)` on a double calls
            // libm's `trunc`, which a binary without Foundation does not link.
            if double >= -0x1p63, double < 0x1p63 {
                let whole = Int64(double)
                guard Double(whole) == double else {
                    throw corrupted("Number \(double) is not a whole number, as \(Integer.self) requires", path())
                }
                guard let result = Integer(exactly: whole) else {
                    throw corrupted("Number \(double) \(outOfRange())", path())
                }
                return result
            }
            // Every double from 2^63 up is a whole number, so only the range is left to check.
            if double >= 0x1p63, double < 0x1p64, let result = Integer(exactly: UInt64(double)) {
                return result
            }
            let problem = double.isNaN ? "is not a whole number, as \(Integer.self) requires" : outOfRange()
            throw corrupted("Number \(double) \(problem)", path())
        case .number(let number):
            // A number kept as written (an `id` member); read as the double it stands for.
            return try integer(type, .double(number.value), at: path())
        default:
            throw mismatch(Integer.self, expected: "an integer", value, path())
        }
    }

    /// Any finite number; an integer beyond 2^53 rounds, as in any JSON reader with doubles.
    static func double(_ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws -> Double {
        switch value {
        case .integer(let integer):
            return Double(integer)
        case .double(let double):
            guard double.isFinite else { throw notFinite(double, Double.self, path()) }
            return double
        case .number(let number):
            return try self.double(.double(number.value), at: path())
        default:
            throw mismatch(Double.self, expected: "a number", value, path())
        }
    }

    /// Any number within `Float`'s range, rounded to the nearest `Float`.
    static func float(_ value: JSONValue, at path: @autoclosure () -> [any CodingKey]) throws -> Float {
        switch value {
        case .integer(let integer):
            return Float(integer)
        case .double(let double):
            guard double.isFinite else { throw notFinite(double, Float.self, path()) }
            let float = Float(double)
            guard float.isFinite else {
                throw corrupted(
                    "Number \(double) is out of range for Float (±\(Float.greatestFiniteMagnitude))", path())
            }
            return float
        case .number(let number):
            return try float(.double(number.value), at: path())
        default:
            throw mismatch(Float.self, expected: "a number", value, path())
        }
    }

    /// `valueNotFound` for `null`, as Foundation reports it, and `typeMismatch` for anything else.
    static func mismatch(
        _ type: Any.Type,
        expected: String,
        _ value: JSONValue,
        _ path: [any CodingKey]
    ) -> DecodingError {
        let description = "Expected \(expected) but found \(kind(of: value))"
        if value.isNull {
            return .valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: description))
        }
        return .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: description))
    }

    /// How a message names what it found: a client author thinks in JSON types, not Swift ones.
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .double, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private static func corrupted(_ description: String, _ path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: description))
    }

    /// The parser reads a literal beyond `Double`'s range, such as `1e400`, as an infinity.
    private static func notFinite(_ double: Double, _ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
        corrupted("Number \(double) is not finite, as \(type) requires (a literal such as 1e400 is beyond range)", path)
    }
}
