/// The members of an object being encoded, in the order they were encoded.
///
/// A class, because every copy of a keyed container, and every container asked for on the same
/// encoder, must write into the same object: a subclass and its superclass share one.
final class PendingObject {
    private var members: [(key: String, value: PendingValue)] = []

    func append(_ value: PendingValue, forKey key: String) {
        members.append((key, value))
    }

    /// The node already open at `key`, so that asking twice for the same nested container
    /// writes both times into one object instead of the second replacing the first.
    func openNode(forKey key: String) -> EncodingNode? {
        for member in members.reversed() where member.key == key {
            guard case .open(let node) = member.value else { return nil }
            return node
        }
        return nil
    }

    /// A key encoded twice keeps its first position and its last value, as in ``JSONObject``.
    func finish() -> JSONObject {
        JSONObject(members.lazy.map { ($0.key, $0.value.finish()) })
    }
}
