/// The `Encoder` one value encodes itself into; it keeps what was encoded until its parent
/// takes it with ``finish()``.
///
/// A node knows its parent and its key rather than a copy of the whole coding path, so going one
/// level deeper costs one small allocation whatever the depth; the path is built only when
/// someone asks for it, which in practice means when an error is thrown.
///
/// - Important: A node is used by one encoding call on one thread and never escapes it. The
///   reference to the parent is weak: a nested container's node is held by its parent's storage, so
///   a strong reference back would be a cycle, and every parent outlives its children during the
///   call (it is on the stack or held by its own parent, up to the root).
final class EncodingNode: Encoder, CodingTreeNode {
    private enum Storage {
        case empty
        case value(JSONValue)
        case object(PendingObject)
        case array(PendingArray)
    }

    private weak let parent: EncodingNode?
    private let key: (any CodingKey)?
    private var storage = Storage.empty

    init(parent: EncodingNode?, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    var parentNode: EncodingNode? { parent }
    var codingKey: (any CodingKey)? { key }

    /// Always empty: the encoder has no options to pass down.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Every call on the same node returns a container over the same object, so a class and its
    /// superclass can both encode their members into it.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: PendingObject
        switch storage {
        case .empty:
            object = PendingObject()
            storage = .object(object)
        case .object(let existing):
            object = existing
        case .value, .array:
            preconditionFailure("\(pathDescription) already holds a value that is not an object")
        }
        return KeyedEncodingContainer(EncodingKeyedContainer(node: self, object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: PendingArray
        switch storage {
        case .empty:
            array = PendingArray()
            storage = .array(array)
        case .array(let existing):
            array = existing
        case .value, .object:
            preconditionFailure("\(pathDescription) already holds a value that is not an array")
        }
        return EncodingUnkeyedContainer(node: self, array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// What was encoded here, nil if nothing was.
    func finish() -> JSONValue? {
        switch storage {
        case .empty: nil
        case .value(let value): value
        case .object(let object): .object(object.finish())
        case .array(let array): .array(array.finish())
        }
    }

    /// Encodes a member or element through a node of its own, except for the most common
    /// scalars, which an `[Int]` or a `[String: String]` writes through here once per element:
    /// comparing metatypes costs a few pointer comparisons, against an allocation and several
    /// dynamic calls when the value encodes itself. (`as!` cannot fail once the types match.)
    func encodeChild<T: Encodable>(_ value: T, key: any CodingKey) throws -> JSONValue {
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return .integer(Int64(value as! Int)) }
        if T.self == Double.self { return try ScalarEncoding.double(value as! Double, at: codingPath + [key]) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        let child = EncodingNode(parent: self, key: key)
        try value.encode(to: child)
        return child.finish() ?? .object(JSONObject())
    }

    /// Stores a value through the single-value container; Foundation's encoder traps on a second
    /// value too, because silently keeping one of them would hide a bug in `encode(to:)`.
    func store(_ value: JSONValue) {
        guard case .empty = storage else {
            preconditionFailure("\(pathDescription) already holds an encoded value")
        }
        storage = .value(value)
    }

    private var pathDescription: String {
        let path = codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "The top-level value" : "'\(path)'"
    }
}
