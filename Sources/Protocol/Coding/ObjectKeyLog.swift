/// The members of one JSON object being decoded, and which of them the decoding type asked for.
///
/// This is what makes unknown keys an error at the cost of one bit per member: looking a key up
/// finds its position anyway, and marking that position is a single `or`. An object above
/// ``JSONObject/indexThreshold`` members gets a dictionary index the first time it is searched,
/// so that decoding a large `[String: X]` stays linear.
struct ObjectKeyLog {
    private let members: [JSONObject.Entry]
    private var index: [String: Int]?
    private var asked = PositionSet()
    private var askedCount = 0

    init(_ object: JSONObject) {
        members = object.entries
    }

    /// Whether every member has been asked for.
    var isComplete: Bool { askedCount == members.count }

    /// The members never asked for, in the object's order.
    var unaskedKeys: [String] {
        members.indices.filter { !asked.contains($0) }.map { members[$0].key }
    }

    /// The value of `key`, nil when absent; asking counts even when the caller then ignores it.
    mutating func value(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        markAsked(position)
        return members[position].value
    }

    /// The keys that `Key` can represent, each counted as asked; others stay unknown, so an enum
    /// whose cases are read through `allKeys` still rejects a member it has no case for.
    mutating func keys<Key: CodingKey>(as type: Key.Type) -> [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(members.count)
        for position in members.indices {
            guard let key = Key(stringValue: members[position].key) else { continue }
            markAsked(position)
            keys.append(key)
        }
        return keys
    }

    /// Whether `key` was asked for; only for reporting, so a linear search is good enough.
    func wasAsked(_ key: String) -> Bool {
        members.indices.contains { members[$0].key == key && asked.contains($0) }
    }

    private mutating func markAsked(_ position: Int) {
        if asked.insert(position) {
            askedCount += 1
        }
    }

    private mutating func position(of key: String) -> Int? {
        guard members.count > JSONObject.indexThreshold else {
            let length = key.utf8.count
            return members.firstIndex { $0.key.utf8.count == length && $0.key == key }
        }
        if let index {
            return index[key]
        }
        var built = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() {
            built[member.key] = position
        }
        index = built
        return built[key]
    }
}
