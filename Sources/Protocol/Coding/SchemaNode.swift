/// The recording `Decoder` one type's initializer runs against during schema derivation.
///
/// It notes every container asked for and every value read, and hands back placeholders. A type
/// that reads its value in more than one form (an object, else a string) is `anyOf` those forms.
final class SchemaNode: Decoder {
    private enum Form {
        case object(RecordedObject)
        case array(RecordedArray)
        case value(JSONValue)
    }

    let recorder: SchemaRecorder
    /// How many nodes lie above this one; past ``SchemaRecorder/maximumDepth`` the type is recursive.
    let depth: Int
    private let parent: SchemaNode?
    private let key: (any CodingKey)?
    private var forms: [Form] = []
    private var isNullable = false

    init(recorder: SchemaRecorder, parent: SchemaNode?, key: (any CodingKey)?) {
        self.recorder = recorder
        self.parent = parent
        self.key = key
        depth = parent.map { $0.depth + 1 } ?? 0
    }

    /// Nodes for a single value's wrapped type have no key of their own and add nothing here.
    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node: SchemaNode? = self
        while let current = node {
            if let key = current.key { path.append(key) }
            node = current.parent
        }
        return path.reversed()
    }

    /// Always empty, as for ``JSONValueDecoder``, so that a type reads the same way in both.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        for case .object(let object) in forms {
            return KeyedDecodingContainer(SchemaKeyedContainer(node: self, object: object))
        }
        let object = RecordedObject()
        forms.append(.object(object))
        return KeyedDecodingContainer(SchemaKeyedContainer(node: self, object: object))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        for case .array(let array) in forms {
            return SchemaUnkeyedContainer(node: self, array: array)
        }
        let array = RecordedArray()
        forms.append(.array(array))
        return SchemaUnkeyedContainer(node: self, array: array)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// A node for a member or element at `key`, or for a single value's wrapped type when nil.
    func child(_ key: (any CodingKey)?) -> SchemaNode {
        SchemaNode(recorder: recorder, parent: self, key: key)
    }

    /// Notes that a single value was read with `schema`.
    func recordValue(_ schema: JSONValue) {
        for case .value(let recorded) in forms where recorded == schema {
            return
        }
        forms.append(.value(schema))
    }

    /// Notes that the single value may be `null`.
    func recordNullable() {
        isNullable = true
    }

    /// `{}` when the type read nothing, since it then accepts anything; `{"type": "null"}` when it
    /// only checked for null.
    var schema: JSONValue {
        let schemas = forms.map { form -> JSONValue in
            switch form {
            case .object(let object): object.schema
            case .array(let array): array.schema
            case .value(let schema): schema
            }
        }
        switch schemas.count {
        case 0: return isNullable ? ["type": "null"] : [:]
        case 1: return RecordedSchema.nullable(schemas[0], if: isNullable)
        default: return ["anyOf": .array(isNullable ? schemas + [["type": "null"]] : schemas)]
        }
    }
}
