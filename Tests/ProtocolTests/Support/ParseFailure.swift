@testable import Protocol

/// The error parsing `bytes` fails with, or nil if they are one JSON text.
func parseFailure(_ bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONError? {
    do {
        _ = try JSONParser.parse(bytes, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

func parseFailure(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONError? {
    parseFailure(Array(text.utf8), maxDepth: maxDepth)
}
