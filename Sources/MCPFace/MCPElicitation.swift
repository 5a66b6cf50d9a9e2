import Protocol
import ViewModels

/// What a view model asks, put to the agent as MCP's form elicitation (`elicitation/create`), and
/// the agent's answer put back in the shape the view model's request kind answers.
///
/// An elicitation's form is a flat object of strings, numbers, booleans and enums, so a kind is
/// claimed only when its answer fits one: LSP's `window/showMessageRequest` (pick an action),
/// `frontend/choose` (pick an item), `frontend/input` (type a value), and an author's kind whose
/// answer is such an object. Every other kind, and everything when the agent did not declare
/// elicitation, takes the kind's default at once, as for any client that did not claim it. MCP
/// forbids asking for secrets this way, so a secret `frontend/input` is declined.
@MainActor
final class MCPElicitation {
    /// How to read the agent's answer to the question with this id.
    private var asked: [RequestID: (JSONObject?) -> JSONValue] = [:]
    /// The authors' kinds the agent can answer: their answer schemas and docs, by method.
    private var forms: [String: RequestDescription] = [:]

    /// The request methods the agent can answer, given its `initialize` capabilities.
    func claims(capabilities: JSONObject?, descriptions: [TypeDescription]) -> Set<String> {
        guard let elicitation = capabilities?["elicitation"]?.objectValue,
            elicitation.isEmpty || elicitation["form"] != nil
        else { return [] }
        var methods: Set<String> = [Confirmation.method, Choice.method, TextInput.method]
        for request in descriptions.flatMap(\.requests) where Self.isFlatForm(request.answerSchema) {
            methods.insert(request.method)
            forms[request.method] = request
        }
        return methods
    }

    /// The elicitation for the host's question `id`, or nil for a question that cannot be one.
    func request(id requestID: RequestID, method: String, params: JSONValue) -> Request? {
        let message: String
        let schema: JSONValue
        let read: (JSONObject?) -> JSONValue
        switch method {
        case Confirmation.method:
            let titles = params["actions"]?.arrayValue?.compactMap { $0["title"] } ?? []
            message = params["message"]?.stringValue ?? ""
            schema = Self.form(["action": ["type": "string", "title": "Action", "enum": .array(titles)]])
            read = { content in content?["action"].map { ["title": $0] } ?? .null }
        case Choice.method:
            let items = params["items"]?.arrayValue ?? []
            message = params["title"]?.stringValue ?? ""
            schema = Self.form(["choice": ["type": "string", "title": "Choice", "enum": .array(items)]])
            read = { content in
                content?["choice"].flatMap { choice in items.firstIndex(of: choice).map { .integer(Int64($0)) } } ?? .null
            }
        case TextInput.method:
            guard params["secret"]?.boolValue != true else { return nil }
            message = params["prompt"]?.stringValue ?? ""
            var field: JSONObject = ["type": "string", "title": "Value"]
            if let value = params["value"] { field["default"] = value }
            schema = Self.form(["value": .object(field)])
            read = { content in content?["value"] ?? .null }
        default:
            guard let form = forms[method] else { return nil }
            message = (params["message"] ?? params["title"] ?? params["prompt"])?.stringValue ?? form.doc
            schema = form.answerSchema
            read = { content in content.map(JSONValue.object) ?? .null }
        }
        asked[requestID] = read
        return Request(id: requestID, method: MCPMethod.elicit, params: ["message": .string(message), "requestedSchema": schema])
    }

    /// The host's answer for the agent's `response` to an elicitation, or nil when none was asked
    /// with its id. A declined or cancelled form answers null: the view model sees no choice made.
    func answer(to response: Response) -> Response? {
        guard let id = response.id, let read = asked.removeValue(forKey: id) else { return nil }
        switch response.result {
        case .failure(let error):
            return Response(id: id, error: error)
        case .success(let result):
            let accepted = result["action"]?.stringValue == "accept"
            return Response(id: id, result: accepted ? read(result["content"]?.objectValue) : read(nil))
        }
    }

    private static func form(_ properties: JSONObject) -> JSONValue {
        ["type": "object", "properties": .object(properties), "required": .array(properties.keys.map(JSONValue.string))]
    }

    /// Whether `schema` is an object whose properties are all strings, numbers, integers, booleans or
    /// string enums: what an elicitation form can ask.
    static func isFlatForm(_ schema: JSONValue) -> Bool {
        guard schema["type"]?.stringValue == "object", let properties = schema["properties"]?.objectValue, !properties.isEmpty
        else { return false }
        return properties.values.allSatisfy { property in
            ["string", "number", "integer", "boolean"].contains(property["type"]?.stringValue ?? "")
        }
    }
}
