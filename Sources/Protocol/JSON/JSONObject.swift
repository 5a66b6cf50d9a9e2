/// A JSON object that remembers the order its keys were added in.
///
/// Order is kept for output only, so transcripts and golden files are byte-for-byte deterministic;
/// equality and hashing ignore it, because JSON gives key order no meaning. Setting an existing key
/// replaces its value in place, which is also how the parser treats a duplicate key: the last value
/// wins, at the position of the first.
///
/// Small objects (the common case on the wire) are searched linearly; past ``indexThreshold`` keys
/// a dictionary index keeps lookups and parsing linear in the number of keys.
public struct JSONObject: Sendable {
    struct Entry: Sendable {
        var key: String
        var value: JSONValue
    }

    /// Below this many keys a linear scan beats hashing every key.
    static let indexThreshold = 16

    private(set) var entries: [Entry]
    private var index: [String: Int]?

    /// An empty object.
    public init() {
        entries = []
    }

    /// Builds an object from pairs in order; a repeated key keeps its first position and last value.
    public init(_ pairs: some Sequence<(String, JSONValue)>) {
        entries = []
        entries.reserveCapacity(pairs.underestimatedCount)
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// The number of members.
    public var count: Int { entries.count }

    /// Whether there are no members.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys, in insertion order.
    public var keys: [String] { entries.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [JSONValue] { entries.map(\.value) }

    /// Makes room for `minimumCapacity` members before the object reallocates.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
    }

    /// Adopts entries whose keys are known to be distinct.
    init(uniqueEntries: [Entry]) {
        entries = uniqueEntries
        if entries.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// The value for `key`; assigning nil removes the key.
    public subscript(key: String) -> JSONValue? {
        get {
            position(of: key).map { entries[$0].value }
        }
        set {
            if let newValue {
                setValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets `value` for `key`, keeping the position of an existing key.
    public mutating func setValue(_ value: JSONValue, forKey key: String) {
        if let position = position(of: key) {
            entries[position].value = value
            return
        }
        entries.append(Entry(key: key, value: value))
        if index != nil {
            index?[key] = entries.count - 1
        } else if entries.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Removes `key` and returns its value; later keys keep their relative order.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        let removed = entries.remove(at: position).value
        if entries.count > Self.indexThreshold {
            rebuildIndex()
        } else {
            index = nil
        }
        return removed
    }

    /// The same members with keys in ascending order, for canonical output.
    func sortedEntries() -> [Entry] {
        entries.sorted { $0.key < $1.key }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Comparing lengths first skips most full string comparisons, which are not cheap.
        let length = key.utf8.count
        return entries.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    private mutating func rebuildIndex() {
        var rebuilt = [String: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() {
            rebuilt[entry.key] = position
        }
        index = rebuilt
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Literals in code almost never repeat a key, so the entries are taken as they are and only
    /// rebuilt through `init(_:)` when a repeat is found.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(literal: elements)
    }

    init(literal elements: [(String, JSONValue)]) {
        guard !Self.hasRepeatedKey(elements) else {
            self.init(elements)
            return
        }
        self.init(uniqueEntries: elements.map { Entry(key: $0.0, value: $0.1) })
    }

    private static func hasRepeatedKey(_ elements: [(String, JSONValue)]) -> Bool {
        guard elements.count > 1 else { return false }
        guard elements.count <= indexThreshold else { return Set(elements.map(\.0)).count != elements.count }
        for later in 1..<elements.count {
            let key = elements[later].0
            let length = key.utf8.count
            for earlier in 0..<later where elements[earlier].0.utf8.count == length && elements[earlier].0 == key {
                return true
            }
        }
        return false
    }
}

extension JSONObject: Sequence {
    /// Walks the members in insertion order, the order they are written in.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Entry]>

        /// The next member, or nil after the last.
        public mutating func next() -> (key: String, value: JSONValue)? {
            base.next().map { (key: $0.key, value: $0.value) }
        }
    }

    /// Iterates the members in insertion order.
    public func makeIterator() -> Iterator {
        Iterator(base: entries.makeIterator())
    }

    /// Exact: the number of members.
    public var underestimatedCount: Int { entries.count }
}

extension JSONObject: Hashable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Combines per-member hashes with a commutative sum so that key order cannot change the hash.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for entry in entries {
            var memberHasher = Hasher()
            memberHasher.combine(entry.key)
            memberHasher.combine(entry.value)
            sum &+= memberHasher.finalize()
        }
        hasher.combine(entries.count)
        hasher.combine(sum)
    }
}

extension JSONObject: CustomStringConvertible {
    public var description: String {
        JSONWriter.string(.object(self))
    }
}
