extension TextIndex {
    /// How well a word of a document matches a word of the query, best highest: 0 is no match.
    enum Match: UInt8 {
        case none = 0, prefix, stem, exact
    }

    /// How many documents match every term of `query`, and the positions of the best `limit`.
    ///
    /// Rules:
    /// - A term's word matches a document's word exactly, by stem, or (a prefix term only) as its
    ///   beginning; a phrase's words match exactly or by stem, adjacent and in order within a run.
    /// - Documents rank by the sum, over the query's words, of their best match: exact over stem
    ///   over prefix, and within each a main word over a side word; equal sums keep the documents'
    ///   own order.
    func search(_ query: SearchQuery, limit: Int) -> (total: Int, positions: [Int]) {
        let wanted = query.terms.flatMap { term in term.words.map { ($0, term.isPrefix) } }
        guard !wanted.isEmpty else { return (0, []) }
        var matches: [[Match]] = []
        for (word, isPrefix) in wanted {
            let match = self.matches(of: word, asPrefix: isPrefix)
            guard match.contains(where: { $0 != .none }) else { return (0, []) }
            matches.append(match)
        }
        let phrases = phraseRanges(of: query)
        var ranked: [[Int32]] = Array(repeating: [], count: wanted.count * 7 + 1)
        var total = 0
        for position in candidates(matching: matches) {
            let range = Int(tokenStarts[Int(position)])..<Int(tokenStarts[Int(position) + 1])
            guard phrases.allSatisfy({ holds(phrase: matches[$0], in: range) }) else { continue }
            total += 1
            ranked[score(of: range, against: matches)].append(position)
        }
        var positions: [Int] = []
        for bucket in ranked.reversed() where positions.count < limit {
            positions += bucket.prefix(limit - positions.count).map(Int.init)
        }
        return (total, positions)
    }

    /// How well each word of the vocabulary matches `word`, by word id.
    private func matches(of word: String, asPrefix: Bool) -> [Match] {
        var match = Array(repeating: Match.none, count: words.count)
        if asPrefix {
            var low = 0
            var high = alphabetical.count
            while low < high {
                let middle = (low + high) / 2
                if words[Int(alphabetical[middle])] < word { low = middle + 1 } else { high = middle }
            }
            for id in alphabetical[low...].prefix(while: { words[Int($0)].hasPrefix(word) }) {
                match[Int(id)] = .prefix
            }
        }
        if let stem = idsByStem[EnglishStemmer.stem(word)] {
            for id in wordsByStem[Int(stem)] { match[Int(id)] = .stem }
        }
        if let id = idsByWord[word] {
            match[Int(id)] = .exact
        }
        return match
    }

    /// The documents holding a match for every word, in ascending order: each word's documents
    /// raise a count that only those holding all the words before it have reached.
    private func candidates(matching matches: [[Match]]) -> [Int32] {
        var reached = [UInt16](repeating: 0, count: count)
        for (index, match) in matches.enumerated() {
            for id in match.indices where match[id] != .none {
                for position in documentsByWord[id] where reached[Int(position)] == UInt16(index) {
                    reached[Int(position)] = UInt16(index + 1)
                }
            }
        }
        let all = UInt16(matches.count)
        return reached.indices.filter { reached[$0] == all }.map(Int32.init)
    }

    /// The ranges of `matches` that belong to a phrase of `query`.
    private func phraseRanges(of query: SearchQuery) -> [Range<Int>] {
        var start = 0
        var ranges: [Range<Int>] = []
        for term in query.terms {
            if term.isPhrase { ranges.append(start..<start + term.words.count) }
            start += term.words.count
        }
        return ranges
    }

    /// Whether the tokens in `range` hold the phrase's words adjacent, in order, within one run.
    private func holds(phrase: ArraySlice<[Match]>, in range: Range<Int>) -> Bool {
        guard range.count >= phrase.count else { return false }
        return (range.lowerBound...range.upperBound - phrase.count).contains { start in
            phrase.indices.allSatisfy { index in
                let token = tokens[start + index - phrase.startIndex]
                return phrase[index][Int(token.word)].rawValue >= Match.stem.rawValue
                    && (index == phrase.startIndex || token.continuesRun)
            }
        }
    }

    /// The sum of each word's best match in `range`: 7 for an exact main word down to 2 for a
    /// side word it begins.
    private func score(of range: Range<Int>, against matches: [[Match]]) -> Int {
        matches.reduce(0) { sum, match in
            sum + tokens[range].reduce(0) { best, token in
                let quality = Int(match[Int(token.word)].rawValue)
                return quality == 0 ? best : max(best, quality * 2 + (token.isMain ? 1 : 0))
            }
        }
    }
}
