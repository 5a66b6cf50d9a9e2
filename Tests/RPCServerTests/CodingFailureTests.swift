import Protocol
import Testing

@testable import ViewModelHosting

/// What a client reads when its JSON does not decode: the place and the problem, never Swift's
/// own text (SPEC §14: no Swift runtime or decoder text in any message).
@Suite("Decoding failures in the client's words")
struct CodingFailureTests {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let swiftText = "Cannot initialize Theme from invalid String value sepia"

    private func corrupted(at path: [String]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path.map { Key(stringValue: $0) }, debugDescription: Self.swiftText))
    }

    @Test("a value outside an enum lists what the schema allows, at its place, found through anyOf")
    func listsAllowed() {
        let schema: JSONValue = [
            "type": "object",
            "properties": ["theme": ["anyOf": [["enum": ["light", "dark"]], ["type": "null"]]]],
        ]
        #expect(CodingFailure.detail(corrupted(at: ["theme"]), schema: schema) == #"at 'theme': expected one of "light", "dark""#)
    }

    @Test("without an enum to list, Swift's text of a raw-value enum is not passed on")
    func hidesSwiftText() {
        let detail = CodingFailure.detail(corrupted(at: ["theme"]), schema: ["type": "object"])
        #expect(detail == "at 'theme': not a value the type allows")
    }

    @Test("an author's own message for a corrupted value is kept")
    func keepsAuthorsMessage() {
        let error = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a due date is in the future"))
        #expect(CodingFailure.detail(error) == "a due date is in the future")
    }
}
