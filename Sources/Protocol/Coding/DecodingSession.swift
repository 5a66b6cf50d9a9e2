/// What one top-level decode shares across its nodes: the objects whose keys must all be asked for.
///
/// The check runs once, after the top-level `init(from:)` returned, because a type may ask for a
/// key at any point in its initializer. A member whose decoding throws takes its objects out of the
/// list again, so a type that catches the error (`try?`) and moves on is not blamed for keys it
/// never got to read.
///
/// - Important: A session belongs to one decoding call on one thread.
final class DecodingSession {
    private var objects: [DecodingNode] = []

    /// Called once per node, the first time it is read as an object.
    func willCheckKeys(of node: DecodingNode) {
        objects.append(node)
    }

    /// Decodes a member or element through a node of its own, except for the most common
    /// scalars, which an `[Int]` or a `[String: String]` reads through here once per element:
    /// comparing metatypes costs a few pointer comparisons, against an allocation and several
    /// dynamic calls when the value decodes itself. (`as! T` cannot fail once the types match.)
    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, parent: DecodingNode, key: any CodingKey) throws
        -> T
    {
        if type == String.self { return try ScalarDecoding.string(value, at: parent.codingPath + [key]) as! T }
        if type == Int.self { return try ScalarDecoding.integer(Int.self, value, at: parent.codingPath + [key]) as! T }
        if type == Double.self { return try ScalarDecoding.double(value, at: parent.codingPath + [key]) as! T }
        if type == Bool.self { return try ScalarDecoding.bool(value, at: parent.codingPath + [key]) as! T }
        let mark = objects.count
        do {
            return try T(from: parent.child(value, key: key))
        } catch {
            objects.removeSubrange(mark...)
            throw error
        }
    }

    /// Forgets the nodes to check. Each node refers to the session, so the list is a reference
    /// cycle until emptied; the decoder calls this when it is done, whether or not it succeeded.
    func end() {
        objects = []
    }

    /// Throws `dataCorrupted` at the outermost object that has a key nobody asked for. A key asked
    /// for by another node at the same place (a type that read the object once as one type, then
    /// again as another) counts as known.
    func checkEveryKeyWasAsked() throws {
        for node in objects {
            guard let log = node.keyLog, !log.isComplete else { continue }
            let unknown = log.unaskedKeys.filter { key in
                !objects.contains { other in
                    other !== node && other.keyLog?.wasAsked(key) == true && other.isAtSameLocation(as: node)
                }
            }
            guard !unknown.isEmpty else { continue }
            let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: node.codingPath,
                    debugDescription: unknown.count == 1 ? "Unknown key \(names)" : "Unknown keys \(names)"))
        }
    }
}
