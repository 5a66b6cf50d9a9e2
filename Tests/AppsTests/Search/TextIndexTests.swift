import Testing

@testable import Apps

@Suite("The text index behind both offline services")
struct TextIndexTests {
    static func document(title: String, tags: [String] = []) -> [TextIndex.Run] {
        [TextIndex.Run(field: .main, words: SearchText.words(in: title))]
            + tags.map { TextIndex.Run(field: .side, words: [$0]) }
    }

    /// Documents listed in the order equals are answered.
    static let documents = [
        document(title: "Cats at home"),
        document(title: "Garden", tags: ["cat"]),
        document(title: "A catalog of stamps"),
        document(title: "Cat on a wall"),
        document(title: "Sleepy cat", tags: ["cat"]),
        document(title: "Tokyo night tram", tags: ["night", "tokyo"]),
        document(title: "Night in Tokyo"),
    ]
    static let index = TextIndex(documents: documents)

    /// Queries the services' indexes are checked against `ReferenceSearch` with.
    static let everydayQueries = [
        "cat", "kittens", "bridge paris", "new york", "\"golden gate\"", "tokyo night", "\"tokyo night\"", "kyo",
        "café", "running dog", "snow winter", "swift", "good morning", "rain", "the", "1", "ca", "cat in london",
    ]

    func titles(_ text: String) -> [String] {
        Self.index.search(SearchQuery(text), limit: 100).positions.map { position in
            Self.documents[position][0].words.joined(separator: " ")
        }
    }

    @Test("an exact word outranks a stem, which outranks a prefix; a title outranks a tag; equals keep their order")
    func ranking() {
        #expect(titles("cat") == ["cat on a wall", "sleepy cat", "garden", "cats at home", "a catalog of stamps"])
        #expect(titles("cats ") == ["cats at home", "cat on a wall", "sleepy cat", "garden"])
    }

    @Test("a phrase holds its words adjacent and in order, within one run")
    func phrase() {
        #expect(titles("\"tokyo night\"") == ["tokyo night tram"])
        #expect(titles("\"night tokyo\"").isEmpty)
        #expect(titles("night tokyo") == ["tokyo night tram", "night in tokyo"])
        #expect(titles("\"night in tokyo\"") == ["night in tokyo"])
    }

    @Test("every term must match; the total counts all matches while the answer stops at the limit")
    func totalAndLimit() {
        let answer = Self.index.search(SearchQuery("cat"), limit: 2)
        #expect(answer.total == 5 && answer.positions == [3, 4])
        #expect(Self.index.search(SearchQuery("cat tokyo"), limit: 10).total == 0)
        #expect(Self.index.search(SearchQuery(""), limit: 10).total == 0)
    }
}
