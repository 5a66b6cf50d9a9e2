@testable import Apps

/// What `TextIndex.search` must answer, worked out the slow way: every document scanned, word by
/// word, with none of the index's lookups, to check the index against.
struct ReferenceSearch {
    let documents: [[TextIndex.Run]]

    func search(_ text: String, limit: Int) -> (total: Int, positions: [Int]) {
        let query = SearchQuery(text)
        guard !query.terms.isEmpty else { return (0, []) }
        let found = documents.indices.compactMap { position -> (score: Int, position: Int)? in
            score(of: documents[position], for: query).map { ($0, position) }
        }
        let ranked = found.sorted { ($0.score, -$0.position) > ($1.score, -$1.position) }
        return (found.count, ranked.prefix(limit).map(\.position))
    }

    /// The document's score, or nil when some term is not in it.
    private func score(of runs: [TextIndex.Run], for query: SearchQuery) -> Int? {
        var total = 0
        for term in query.terms {
            if term.isPhrase && !runs.contains(where: { holds(term.words, in: $0.words) }) {
                return nil
            }
            for word in term.words {
                let best = runs.flatMap { run in
                    run.words.map { quality(of: $0, for: word, asPrefix: term.isPrefix) * 2 + (run.field == .main ? 1 : 0) }
                }.filter { $0 > 1 }.max()
                guard let best else { return nil }
                total += best
            }
        }
        return total
    }

    private func quality(of candidate: String, for word: String, asPrefix: Bool) -> Int {
        if candidate == word { return 3 }
        if EnglishStemmer.stem(candidate) == EnglishStemmer.stem(word) { return 2 }
        return asPrefix && candidate.hasPrefix(word) ? 1 : 0
    }

    private func holds(_ phrase: [String], in words: [String]) -> Bool {
        words.count >= phrase.count
            && (0...words.count - phrase.count).contains { start in
                phrase.indices.allSatisfy { quality(of: words[start + $0], for: phrase[$0], asPrefix: false) >= 2 }
            }
    }
}
