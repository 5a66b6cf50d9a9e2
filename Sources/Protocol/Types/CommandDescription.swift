/// One command of a view model type, as `viewModel/describe` reports it.
public struct CommandDescription: JSONConvertible, FieldDecodable, Hashable {
    /// The command's name, as `command/execute` takes it.
    public var name: String
    /// JSON Schemas of what `command/execute` takes as `input` and answers as `output`.
    public var inputSchema: JSONValue
    /// A JSON Schema of what `command/execute` answers as `output`.
    public var outputSchema: JSONValue
    /// "serial" (disabled while executing), "concurrent" or "latest" (a new run cancels the old).
    public var policy: String
    /// What the command does, written for a frontend author.
    public var doc: String
    /// The view-model types an execution may push, by name.
    public var pushes: [String]
    /// Whether an execution reports progress to a client that passes a `workDoneToken`.
    public var progress: Bool

    /// A description of the command `name`; the policy defaults to "serial".
    public init(
        name: String, inputSchema: JSONValue, outputSchema: JSONValue, policy: String = "serial", doc: String = "",
        pushes: [String] = [], progress: Bool = false
    ) {
        self.name = name
        self.inputSchema = inputSchema
        self.outputSchema = outputSchema
        self.policy = policy
        self.doc = doc
        self.pushes = pushes
        self.progress = progress
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "CommandDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        name = try fields.string("name")
        inputSchema = try fields.value("inputSchema")
        outputSchema = try fields.value("outputSchema")
        policy = try fields.optionalString("policy") ?? "serial"
        doc = try fields.optionalString("doc") ?? ""
        pushes = try fields.optionalStrings("pushes") ?? []
        progress = try fields.optionalBool("progress") ?? false
    }

    /// `{name, inputSchema, outputSchema, policy, doc, pushes, progress?}`; `progress` only when true.
    public var json: JSONValue {
        var object: JSONObject = [
            "name": .string(name),
            "inputSchema": inputSchema,
            "outputSchema": outputSchema,
            "policy": .string(policy),
            "doc": .string(doc),
            "pushes": .array(pushes.map { .string($0) }),
        ]
        if progress { object["progress"] = .bool(true) }
        return .object(object)
    }
}
