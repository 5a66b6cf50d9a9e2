/// The schema of a member or element as recorded: known at once when its type was derived, or
/// read later from a node, for a nested container the caller goes on filling after it was handed out.
enum RecordedSchema {
    case known(JSONValue)
    case node(SchemaNode)

    var schema: JSONValue {
        switch self {
        case .known(let schema): schema
        case .node(let node): node.schema
        }
    }

    /// `schema`, or `{"anyOf": [schema, {"type": "null"}]}` when null is allowed too.
    static func nullable(_ schema: JSONValue, if isNullable: Bool) -> JSONValue {
        isNullable ? ["anyOf": [schema, ["type": "null"]]] : schema
    }
}
