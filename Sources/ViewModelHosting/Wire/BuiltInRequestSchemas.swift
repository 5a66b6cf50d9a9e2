import Protocol
import ViewModels

/// The schemas of the framework's own kinds of question, stated rather than derived: deriving one
/// searches the process's conformances several times over, a large share of the start-up of a
/// server whose view models ask (docs/performance.md, "Stated schemas for the framework's own
/// questions").
enum BuiltInRequestSchemas {
    /// The schemas of `type`'s params (as the type encodes them) and answer, or nil for a kind of
    /// the author's own.
    static func schemas(of type: any FrontendRequest.Type) -> (params: JSONValue, answer: JSONValue)? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(Confirmation.self): (confirmation, nullable(action))
        case ObjectIdentifier(ShowDocument.self): (showDocument, object(["success": ["type": "boolean"]]))
        case ObjectIdentifier(Choice.self): (choice, nullable(["type": "integer"]))
        case ObjectIdentifier(TextInput.self): (textInput, nullable(["type": "string"]))
        default: nil
        }
    }

    private static let action = object(["title": ["type": "string"]])
    private static let confirmation = object([
        "type": ["enum": [1, 2, 3, 4]], "message": ["type": "string"], "actions": ["type": "array", "items": action],
    ])
    private static let showDocument = object(
        ["uri": ["type": "string"], "external": nullable(["type": "boolean"]), "takeFocus": nullable(["type": "boolean"])],
        required: ["uri"])
    private static let choice = object(
        ["title": ["type": "string"], "items": ["type": "array", "items": ["type": "string"]], "selected": nullable(["type": "integer"])],
        required: ["title", "items"])
    private static let textInput = object([
        "prompt": ["type": "string"], "value": ["type": "string"], "secret": ["type": "boolean"],
    ])

    /// A closed object of `properties`, every one required unless `required` says which.
    private static func object(_ properties: KeyValuePairs<String, JSONValue>, required: [String]? = nil) -> JSONValue {
        var members = JSONObject()
        for (name, schema) in properties { members[name] = schema }
        let names = required ?? properties.map(\.key)
        return [
            "type": "object", "properties": .object(members), "required": .array(names.map { .string($0) }),
            "additionalProperties": false,
        ]
    }

    private static func nullable(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [schema, ["type": "null"]]]
    }
}
