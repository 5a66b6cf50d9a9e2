/// Turns a ``JSONValue`` into a `Codable` value, strictly, as a server must read what a client sent.
///
/// Every failure is a `DecodingError` whose `codingPath` leads to the offending value, so the
/// error a client gets back can name exactly what to fix.
///
/// - No conversion between JSON types: a `String` reads only from a string, a `Bool` only from
///   `true` or `false` (never `0` or `1`), and `"150"` is not a number.
/// - An integer type reads an integer, or a double holding a whole number in range (`150.0`);
///   `1.5`, `1e300` or `300` for a `UInt8` are errors, never truncated. `Double` and `Float` read
///   any finite number; the parser turns a literal beyond range such as `1e400` into an infinity,
///   which is an error. An integer written beyond `Int64` was already rounded by the parser.
/// - `decodeNil` and `decodeIfPresent` read a missing key as they read `null`: as nil.
/// - Unknown keys are an error. Once the top-level value has decoded, every object read through a
///   keyed container must have had each of its keys asked for (by `decode`, `decodeIfPresent`,
///   `contains`, `decodeNil`, `nestedContainer`, `superDecoder`, or `allKeys`, as `[String: X]`
///   does); otherwise a `DecodingError.dataCorrupted` names the keys, at the path of the object.
///   The bookkeeping is one bit per member.
/// - The decoder adds no depth limit of its own: a value nests only as deep as its type lets it,
///   and the parser already bounds how deep the input can go.
public struct JSONValueDecoder: Sendable {
    /// A decoder; it has no options, so the rules above are the only ones.
    public init() {}

    /// Decodes `type` from `json`; throws `DecodingError` for anything `type` does not accept.
    public func decode<T: Decodable>(_ type: T.Type, from json: JSONValue) throws -> T {
        let session = DecodingSession()
        defer { session.end() }
        let decoded = try T(from: DecodingNode(value: json, parent: nil, key: nil, session: session))
        try session.checkEveryKeyWasAsked()
        return decoded
    }
}
