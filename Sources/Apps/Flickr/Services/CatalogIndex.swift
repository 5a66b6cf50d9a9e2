/// The offline catalog's photos with the index that makes a search cost microseconds.
///
/// Rules:
/// - `entries` are in the order equally good matches are answered: most interesting first.
/// - A photo's title is its main run of words, each tag a side run (`TextIndex`): a title word
///   outranks a tag.
/// - A tag that joins words the catalog's titles use ("newyork", "goldengatebridge", as Flickr
///   writes tags) is also read as those words, so "new york" finds a photo tagged only "newyork".
struct CatalogIndex: Sendable {
    let entries: [OfflinePhotoCatalog.Entry]
    private let text: TextIndex
    private let positionsByID: [String: Int]

    init(entries: [OfflinePhotoCatalog.Entry]) {
        self.entries = entries
        text = TextIndex(documents: Self.documents(of: entries))
        positionsByID = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.photo.id, $0) })
    }

    /// Each photo as the index reads it: its title, then each tag, then the words a tag joins.
    static func documents(of entries: [OfflinePhotoCatalog.Entry]) -> [[TextIndex.Run]] {
        let titles = entries.map { SearchText.words(in: $0.photo.title) }
        let vocabulary = Set(titles.joined())
        var partsByTag: [String: [String]] = [:]
        return zip(entries, titles).map { entry, title in
            var runs = [TextIndex.Run(field: .main, words: title)]
            for tag in entry.photo.tags {
                let words = SearchText.words(in: tag)
                runs.append(TextIndex.Run(field: .side, words: words))
                if words.count == 1, !vocabulary.contains(words[0]) {
                    let parts = partsByTag[words[0]] ?? parts(of: words[0], in: vocabulary) ?? []
                    partsByTag[words[0]] = parts
                    if !parts.isEmpty { runs.append(TextIndex.Run(field: .side, words: parts)) }
                }
            }
            return runs
        }
    }

    /// How many photos match `text` (see `SearchQuery`), and the best `limit` of them.
    func search(_ text: String, limit: Int) -> (total: Int, photos: [Photo]) {
        let (total, positions) = self.text.search(SearchQuery(text), limit: limit)
        return (total, positions.map { entries[$0].photo })
    }

    func entry(id: String) -> OfflinePhotoCatalog.Entry? {
        positionsByID[id].map { entries[$0] }
    }

    /// `tag` cut into the fewest words of `vocabulary`, two letters or more each; nil when it cannot be.
    static func parts(of tag: String, in vocabulary: Set<String>) -> [String]? {
        let letters = Array(tag)
        guard !letters.isEmpty else { return nil }
        // best[end]: the fewest words that spell letters[..<end], and where the last of them starts.
        var best: [(count: Int, start: Int)?] = Array(repeating: nil, count: letters.count + 1)
        best[0] = (0, 0)
        for end in 1...letters.count {
            for start in 0..<(end - 1) {
                guard let before = best[start], vocabulary.contains(String(letters[start..<end])) else { continue }
                if best[end].map({ before.count + 1 < $0.count }) ?? true {
                    best[end] = (before.count + 1, start)
                }
            }
        }
        guard best[letters.count] != nil else { return nil }
        var parts: [String] = []
        var end = letters.count
        while end > 0, let (_, start) = best[end] {
            parts.insert(String(letters[start..<end]), at: 0)
            end = start
        }
        return parts.count > 1 ? parts : nil
    }
}
