/// What someone typed into a search box, read as the terms a search must match.
///
/// Rules:
/// - Words outside double quotes are terms of one word each; a double-quoted run is one phrase
///   term, its words to be found adjacent and in order. An unclosed quote runs to the end.
/// - The last term is a prefix ("kyo" finds "kyoto") when it is an unquoted word of two letters or
///   more that the text ends with, as it does while someone types it.
/// - Little words ("the", "in", "at"…) outside quotes are left out when other words remain, so
///   "cat in london" looks for what "cat london" does; a text of little words alone keeps them.
struct SearchQuery: Equatable {
    struct Term: Equatable {
        /// Folded words (`SearchText`); more than one only in a phrase.
        var words: [String]
        var isPhrase = false
        var isPrefix = false
    }

    var terms: [Term]

    init(_ text: String) {
        var terms: [Term] = []
        for (offset, part) in text.split(separator: "\"", omittingEmptySubsequences: false).enumerated() {
            let words = SearchText.words(in: String(part))
            if offset % 2 == 1 {
                if !words.isEmpty { terms.append(Term(words: words, isPhrase: words.count > 1)) }
            } else {
                terms += words.map { Term(words: [$0]) }
            }
        }
        let meaningful = terms.filter { $0.isPhrase || !Self.littleWords.contains($0.words[0]) }
        if !meaningful.isEmpty {
            terms = meaningful
        }
        if let last = terms.last, !last.isPhrase, last.words[0].count >= 2, Self.endsInWord(text),
            Self.lastWordIsUnquoted(text)
        {
            terms[terms.count - 1].isPrefix = true
        }
        self.terms = terms
    }

    private static func endsInWord(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        return last.properties.isAlphabetic || last.properties.numericType != nil
    }

    private static func lastWordIsUnquoted(_ text: String) -> Bool {
        text.unicodeScalars.count(where: { $0 == "\"" }) % 2 == 0
    }

    /// Words too common to narrow a search.
    static let littleWords: Set<String> = [
        "a", "an", "the", "in", "at", "on", "of", "and", "or", "to", "for", "with", "by", "from", "is", "my",
    ]
}
