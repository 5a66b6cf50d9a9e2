import ViewModels
/// The offline catalog's photos with the lookups that make a search cost microseconds: each word of
/// a title or tag maps to the photos holding it.
///
/// Rules:
/// - `entries` are in answer order (most interesting first), and each word's list holds ascending
///   positions in `entries`, so intersecting the lists yields matches already sorted.
/// - Words are compared lowercased, whole: "Cat" finds "cat", never "cats" or "catalog".
/// - Tags are taken as they are, already single lowercase words (see `CatalogWords`): splitting
///   them again would double the time the index takes to build.
struct CatalogIndex: Sendable {
    let entries: [OfflinePhotoCatalog.Entry]
    /// Positions as `Int32` halve the index's memory; a catalog never holds two billion photos.
    private let positionsByWord: [String: [Int32]]
    private let positionsByID: [String: Int]

    init(entries: [OfflinePhotoCatalog.Entry]) {
        self.entries = entries
        var positionsByWord: [String: [Int32]] = [:]
        var positionsByID: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            let words = Set(Self.words(in: entry.photo.title) + entry.photo.tags)
            for word in words {
                positionsByWord[word, default: []].append(Int32(position))
            }
            positionsByID[entry.photo.id] = position
        }
        self.positionsByWord = positionsByWord
        self.positionsByID = positionsByID
    }

    /// The lowercased runs of letters and digits in `text`.
    static func words(in text: String) -> [String] {
        text.lowercased()
            .split { !($0.isLetter || $0.isNumber) }
            .map(String.init)
    }

    /// How many photos hold every word of `text`, and the first `limit` of them; a text without
    /// words matches nothing.
    func search(_ text: String, limit: Int) -> (total: Int, photos: [Photo]) {
        let words = Set(Self.words(in: text))
        var lists: [[Int32]] = []
        for word in words {
            guard let list = positionsByWord[word] else { return (0, []) }
            lists.append(list)
        }
        lists.sort { $0.count < $1.count }
        guard let shortest = lists.first else { return (0, []) }
        let others = lists.dropFirst()
        var cursors = Array(repeating: 0, count: others.count)
        var total = 0
        var photos: [Photo] = []
        for position in shortest where Self.advance(&cursors, in: others, to: position) {
            total += 1
            if photos.count < limit {
                photos.append(entries[Int(position)].photo)
            }
        }
        return (total, photos)
    }

    func entry(id: String) -> OfflinePhotoCatalog.Entry? {
        positionsByID[id].map { entries[$0] }
    }

    /// Moves each cursor to the first position not below `position` in its list (positions only grow,
    /// so each list is walked once per search); true when every list holds `position`.
    private static func advance(_ cursors: inout [Int], in lists: ArraySlice<[Int32]>, to position: Int32) -> Bool {
        var holdsAll = true
        for (offset, list) in lists.enumerated() {
            var cursor = cursors[offset]
            while cursor < list.count && list[cursor] < position {
                cursor += 1
            }
            cursors[offset] = cursor
            holdsAll = holdsAll && cursor < list.count && list[cursor] == position
        }
        return holdsAll
    }
}
