import Testing

@testable import Protocol

/// Golden round trip for a typed message: `value` must encode to `json` (compared with sorted keys,
/// so the golden text may list members in any order and spacing) and `json` must decode back to
/// `value`.
func checkCoding<T: JSONConvertible & Equatable>(
    _ value: T,
    json expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let expectedJSON = try JSONParser.parse(expected)
    let encoded = JSONWriter.string(value.json, sortedKeys: true)
    #expect(encoded == JSONWriter.string(expectedJSON, sortedKeys: true), sourceLocation: sourceLocation)
    let decoded = try T(json: expectedJSON)
    #expect(decoded == value, sourceLocation: sourceLocation)
    var written = ByteWriter(capacity: JSONWriter.typicalSize)
    value.appendJSON(to: &written)
    #expect(
        written.makeArray() == JSONWriter.encode(value.json), "appendJSON must write the same bytes as json",
        sourceLocation: sourceLocation)
}

/// The `invalidParams` message that decoding `json` as `T` fails with, or nil if it decodes.
func decodingFailure<T: JSONConvertible>(_ type: T.Type, _ json: String) throws -> String? {
    let value = try JSONParser.parse(json)
    do {
        _ = try T(json: value)
        return nil
    } catch {
        #expect(error.code == .invalidParams)
        #expect(error.kind == "invalidParams")
        return error.message
    }
}
