/// The `Decoder` one value decodes itself from.
///
/// A node knows its parent and its key rather than a copy of the whole coding path, so going one
/// level deeper costs one small allocation whatever the depth; the path is built only for an error.
/// A node read through a keyed container keeps an ``ObjectKeyLog`` of the keys asked for, shared by
/// every container made from it (a class and its superclass read the same object).
///
/// - Important: A node is used by one decoding call on one thread and never escapes it.
final class DecodingNode: Decoder, CodingTreeNode {
    let value: JSONValue
    let session: DecodingSession
    private let parent: DecodingNode?
    private let key: (any CodingKey)?
    private(set) var keyLog: ObjectKeyLog?

    init(value: JSONValue, parent: DecodingNode?, key: (any CodingKey)?, session: DecodingSession) {
        self.value = value
        self.parent = parent
        self.key = key
        self.session = session
    }

    var parentNode: DecodingNode? { parent }
    var codingKey: (any CodingKey)? { key }

    /// Always empty: the decoder has no options to pass down.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw ScalarDecoding.mismatch(JSONObject.self, expected: "an object", value, codingPath)
        }
        if keyLog == nil {
            keyLog = ObjectKeyLog(object)
            session.willCheckKeys(of: self)
        }
        return KeyedDecodingContainer(DecodingKeyedContainer(node: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw ScalarDecoding.mismatch([JSONValue].self, expected: "an array", value, codingPath)
        }
        return DecodingUnkeyedContainer(node: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// The member named `key`, counted as asked for.
    func member(_ key: String) -> JSONValue? {
        keyLog?.value(forKey: key)
    }

    /// The object's keys that `Key` can represent, each counted as asked for.
    func keys<Key: CodingKey>(as type: Key.Type) -> [Key] {
        keyLog?.keys(as: type) ?? []
    }

    /// A decoder for a member or element of this value.
    func child(_ value: JSONValue, key: any CodingKey) -> DecodingNode {
        DecodingNode(value: value, parent: self, key: key, session: session)
    }

    /// Whether `other` stands for the same place in the input, as when a type retries a member
    /// with a second type after the first failed; only for reporting unknown keys.
    func isAtSameLocation(as other: DecodingNode) -> Bool {
        let path = codingPath
        let otherPath = other.codingPath
        guard path.count == otherPath.count else { return false }
        return zip(path, otherPath).allSatisfy { $0.stringValue == $1.stringValue && $0.intValue == $1.intValue }
    }
}
