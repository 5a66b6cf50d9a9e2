/// Turns a `Codable` value into a ``JSONValue``, the form the wire layer writes, without Foundation.
///
/// - Integers become `.integer`. A `UInt` or `UInt64` above `Int64.max` is an
///   `EncodingError.invalidValue` rather than a silently rounded double.
/// - `Double` and `Float` become `.double`; an infinity or NaN is an `EncodingError.invalidValue`,
///   because JSON cannot express it. A `Float` keeps its shortest decimal form (`0.1`, not
///   `0.10000000149011612`).
/// - Object members keep the order they were encoded in, so a struct's output is deterministic.
///   A `Dictionary` encodes in its own iteration order, which varies between runs; write with
///   sorted keys where the bytes must be canonical.
/// - A member encoded with `encodeIfPresent` (the synthesized form of an optional property) is left
///   out when nil; `encodeNil` writes `null`.
/// - A value whose `encode(to:)` encodes nothing becomes `{}` inside another value and is an
///   `EncodingError.invalidValue` at the top level.
public struct JSONValueEncoder: Sendable {
    /// An encoder; it has no options, so every encoder writes the same JSON for the same value.
    public init() {}

    /// The JSON form of `value`; throws `EncodingError` for what JSON cannot hold.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = EncodingNode(parent: nil, key: nil)
        try value.encode(to: root)
        guard let json = root.finish() else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "\(T.self) did not encode any value"))
        }
        return json
    }
}
