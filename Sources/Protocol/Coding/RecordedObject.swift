/// What a type asked of one keyed container while its schema was recorded.
///
/// A class, because a class and its superclass may ask for containers on the same decoder and
/// must add to one object.
final class RecordedObject {
    /// The one key `allKeys` reports: a dictionary then decodes one value, whose schema is what
    /// its `additionalProperties` needs. `"0"` because an `Int`-keyed dictionary can read it too.
    static let listedKey = "0"

    private struct Property {
        let key: String
        var schema: RecordedSchema?
        var isRead = false
        var mayBeAbsent = false
        var isNullable = false
    }

    private var properties: [Property] = []
    private var isListed = false

    /// Notes that the type read the keys through `allKeys`, as a dictionary does.
    func listAllKeys() {
        isListed = true
    }

    /// Notes a request for `key`: `isRead` by `decode`, `mayBeAbsent` by `decodeIfPresent` and
    /// `contains`, `isNullable` by `decodeIfPresent` and `decodeNil`. The first schema recorded wins.
    func record(
        _ key: String,
        schema: RecordedSchema? = nil,
        isRead: Bool = false,
        mayBeAbsent: Bool = false,
        isNullable: Bool = false
    ) {
        let position: Int
        if let existing = properties.firstIndex(where: { $0.key == key }) {
            position = existing
        } else {
            position = properties.count
            properties.append(Property(key: key))
        }
        if properties[position].schema == nil {
            properties[position].schema = schema
        }
        properties[position].isRead = properties[position].isRead || isRead
        properties[position].mayBeAbsent = properties[position].mayBeAbsent || mayBeAbsent
        properties[position].isNullable = properties[position].isNullable || isNullable
    }

    /// `additionalProperties` is `false` because ``JSONValueDecoder`` rejects unknown keys; for a
    /// dictionary it is the schema of its values instead, and `properties` is left out when empty.
    var schema: JSONValue {
        var object: JSONObject = ["type": "object"]
        let named = isListed ? properties.filter { $0.key != Self.listedKey } : properties
        if !isListed || !named.isEmpty {
            object["properties"] = .object(JSONObject(named.map { ($0.key, Self.schema(of: $0)) }))
            object["required"] = .array(named.filter { $0.isRead && !$0.mayBeAbsent }.map { .string($0.key) })
        }
        if isListed {
            object["additionalProperties"] = properties.first { $0.key == Self.listedKey }.map(Self.schema(of:)) ?? [:]
        } else {
            object["additionalProperties"] = false
        }
        return .object(object)
    }

    private static func schema(of property: Property) -> JSONValue {
        RecordedSchema.nullable(property.schema?.schema ?? [:], if: property.isNullable)
    }
}
