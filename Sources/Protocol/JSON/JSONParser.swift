/// Reads JSON texts straight from bytes, strictly by RFC 8259.
///
/// Strict because a lenient reader would accept messages that other JSON-RPC peers reject, and
/// the transcript would then lie about what is on the wire: no comments, no trailing commas, no
/// leading zeros, no NaN or Infinity, no single quotes, no byte order mark. Strings must be
/// well-formed UTF-8 and `\u` escapes must pair their surrogates.
///
/// The parser never builds an intermediate `String` for a token other than the string values
/// themselves, and reuses one scratch buffer for strings with escapes.
///
/// - Important: Parsing recurses once per nested array or object, so `maxDepth` also bounds the
///   stack the parser uses. The default allows 256 levels, far more than any message needs.
public enum JSONParser {
    /// The nesting limit when none is given: 256 levels, far more than any message needs.
    public static let defaultMaxDepth = 256

    /// Parses exactly one JSON text (whitespace around allowed, anything else after it is an error).
    public static func parse(
        _ bytes: UnsafeRawBufferPointer,
        maxDepth: Int = defaultMaxDepth
    ) throws(JSONError) -> JSONValue {
        var reader = JSONReader(bytes: bytes.assumingMemoryBound(to: UInt8.self), maxDepth: maxDepth)
        return try reader.parseDocument()
    }

    /// Parses exactly one JSON text held in an array.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONValue in
            var reader = JSONReader(bytes: buffer, maxDepth: maxDepth)
            return try reader.parseDocument()
        }
    }

    /// Parses exactly one JSON text from a string's UTF-8, for tests and fixed input.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONError) -> JSONValue in
                var reader = JSONReader(bytes: buffer, maxDepth: maxDepth)
                return try reader.parseDocument()
            }
        }
        return try result.get()
    }

    /// The members of a top-level object that parsed cleanly before the first error, in order.
    ///
    /// Lets the message layer recover the id of a request whose params were too deep or held bad
    /// UTF-8, so that request can still be answered instead of leaving its caller waiting.
    static func leadingMembers(of bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth) -> JSONObject {
        var reader = JSONReader(bytes: bytes, maxDepth: maxDepth)
        return reader.parseLeadingMembers()
    }
}
