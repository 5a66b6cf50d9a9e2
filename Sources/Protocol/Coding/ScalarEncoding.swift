/// The scalars that JSON, or the integer range of ``JSONValue``, cannot always hold.
///
/// Each throws `EncodingError.invalidValue` rather than writing something the reader would get
/// back different: JSON has no infinity or NaN, and a `UInt64` above `Int64.max` would otherwise
/// have to become a rounded double. The path is an autoclosure so that success never builds it.
enum ScalarEncoding {
    static func double(_ value: Double, at path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else { throw nonFinite(value, at: path()) }
        return .double(value)
    }

    /// Widening `0.1 as Float` gives 0.10000000149011612. Going through the shortest text that
    /// reads back as the same `Float` gives 0.1 instead: what the author wrote and what a client
    /// expects to see, and it still decodes to exactly the same `Float`.
    static func float(_ value: Float, at path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else { throw nonFinite(value, at: path()) }
        return .double(Double(value.description) ?? Double(value))
    }

    /// For `UInt` and `UInt64`, the only integer types with values beyond `Int64`.
    static func integer<Integer: UnsignedInteger>(
        _ value: Integer,
        at path: @autoclosure () -> [any CodingKey]
    ) throws -> JSONValue {
        guard let integer = Int64(exactly: value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path(),
                    debugDescription: "\(Integer.self) \(value) is above Int64.max, the largest JSON integer written"))
        }
        return .integer(integer)
    }

    private static func nonFinite(_ value: some BinaryFloatingPoint, at path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription: "\(type(of: value)) \(value) cannot be written: JSON has no infinity or NaN"
            ))
    }
}
