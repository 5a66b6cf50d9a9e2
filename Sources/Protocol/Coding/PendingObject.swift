/// The members of an object being encoded, in the order they were encoded.
///
/// A class, because every copy of a keyed container, and every container asked for on the same
/// encoder, must write into the same object: a subclass and its superclass share one.
///
/// Almost every member is finished the moment it is added and is stored as it will be output.
/// Only a nested container or a super encoder stays open, because the caller keeps writing to it
/// after it was handed out: its node is listed on the side and read when the object finishes, so
/// the common case pays nothing for the rare one.
final class PendingObject {
    private var members: [JSONObject.Entry] = []
    private var openMembers: [(position: Int, node: EncodingNode)] = []

    func append(_ value: JSONValue, forKey key: String) {
        members.append(JSONObject.Entry(key: key, value: value))
    }

    func appendOpen(_ node: EncodingNode, forKey key: String) {
        openMembers.append((members.count, node))
        members.append(JSONObject.Entry(key: key, value: .null))
    }

    /// The node open at `key`, so that asking twice for the same nested container writes both
    /// times into one object instead of the second replacing the first.
    func openNode(forKey key: String) -> EncodingNode? {
        guard let position = members.lastIndex(where: { $0.key == key }) else { return nil }
        return openMembers.last { $0.position == position }?.node
    }

    /// The finished object; an open node never written to becomes `{}`, as in Foundation's
    /// encoder, so that an empty superclass still shows up. A key encoded twice keeps its first
    /// position and its last value, as in ``JSONObject``.
    func finish() -> JSONObject {
        for (position, node) in openMembers {
            members[position].value = node.finish() ?? .object(JSONObject())
        }
        guard hasRepeatedKey else { return JSONObject(uniqueEntries: members) }
        return JSONObject(members.lazy.map { ($0.key, $0.value) })
    }

    /// Synthesized `Codable` never repeats a key, so this only confirms it: pairwise for the
    /// small objects that are the rule, with a set beyond ``JSONObject/indexThreshold``.
    private var hasRepeatedKey: Bool {
        guard members.count > 1 else { return false }
        guard members.count <= JSONObject.indexThreshold else {
            return Set(members.lazy.map(\.key)).count != members.count
        }
        for later in 1..<members.count {
            let key = members[later].key
            let length = key.utf8.count
            for earlier in 0..<later where members[earlier].key.utf8.count == length && members[earlier].key == key {
                return true
            }
        }
        return false
    }
}
