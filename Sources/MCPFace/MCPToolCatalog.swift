import Protocol

/// The tools an agent is offered, made from the catalog's declarations: `create_<Type>` for each
/// type a client may create, and for every declared type `set_<Type>_<property>` per settable
/// property and `execute_<Type>_<command>` per command, each taking the view model's id; then `pop`,
/// `dispose` and `page`. Input and output schemas come from the declared ones.
///
/// Every snapshot an agent is shown holds at most a page of each collection (its declared page size,
/// or 50 rows), with the total under `count` and where the page starts under `offset`; `page` shows
/// another, and the snapshots that follow show that one.
///
/// The list never changes: agent frameworks load it once (langchain-mcp-adapters' `get_tools()`,
/// mcp-use) and ignore `tools/list_changed`, so a tool that appeared later would never be called.
/// One tool per member rather than a generic `set`: each carries its own doc and value schema,
/// which is what an agent reads to choose (docs/design/mcp.md).
struct MCPToolCatalog {
    /// What the server tells the agent in `initialize`.
    static let instructions = """
        This server hosts view models: the state and logic of an app's screens, without pixels. \
        Create one with a create_ tool; every result carries the view model's snapshot (its id, \
        properties, and commands with whether each is enabled now). Act on it with the set_ and \
        execute_ tools of its type, passing its id as viewModel. A command that opens a screen \
        pushes a new view model: the result lists it under pushed; act on it with its type's tools. \
        Every live view model is also a resource, vm://<id>, to read or subscribe to. A long \
        collection shows one page of rows, with its total under count: read others with page.
        """

    let descriptions: [TypeDescription]
    private let byType: [String: TypeDescription]
    private let byName: [String: MCPTool]

    init(descriptions: [TypeDescription]) {
        self.descriptions = descriptions
        byType = Dictionary(descriptions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var tools: [String: MCPTool] = ["pop": .pop, "dispose": .dispose, "page": .page]
        for type in descriptions {
            if type.creatable {
                tools[Self.name("create", type.name)] = .create(type: type.name, takesArguments: type.argumentsSchema != nil)
            }
            for property in type.properties where !property.readOnly {
                tools[Self.name("set", type.name, property.name)] = .set(type: type.name, property: property)
            }
            for command in type.commands {
                tools[Self.name("execute", type.name, command.name)] = .execute(type: type.name, command: command)
            }
        }
        byName = tools
    }

    func description(of type: String) -> TypeDescription? {
        byType[type]
    }

    func tool(named name: String) -> MCPTool? {
        byName[name]
    }

    /// Every tool, the same from the first `tools/list` on.
    func definitions() -> [JSONValue] {
        var tools: [JSONValue] = []
        for type in descriptions where type.creatable { tools.append(createTool(type)) }
        for type in descriptions {
            for property in type.properties where !property.readOnly {
                tools.append(
                    setTool(type, property))
            }
            for command in type.commands { tools.append(executeTool(type, command)) }
        }
        tools.append(
            Self.tool(
                "pop", title: "Go back", "Goes back from a pushed screen: disposes it and what it pushed.",
                input: ["viewModel": ["type": "string", "description": "The id of the pushed view model."]],
                inputRequired: ["viewModel"], output: ["disposed": ["type": "string"]], outputRequired: ["disposed"]))
        tools.append(
            Self.tool(
                "dispose", title: "Dispose a view model", "Ends a view model the agent created, and what it owns.",
                input: ["viewModel": ["type": "string", "description": "The id of a view model a create_ tool made."]],
                inputRequired: ["viewModel"], output: ["disposed": ["type": "string"]], outputRequired: ["disposed"]))
        tools.append(
            Self.tool(
                "page", title: "Show a page of a collection",
                "Shows count rows of a view model's collection from offset (0 is the first); the snapshots that follow show this page. Answers the rows with the collection's total.",
                input: [
                    "viewModel": ["type": "string", "description": "The id of the view model that holds the collection."],
                    "collection": ["type": "string", "description": "The collection's name."],
                    "offset": ["type": "integer", "minimum": 0, "description": "The index of the first row to show."],
                    "count": ["type": "integer", "minimum": 0, "description": "How many rows to show; the page size when omitted."],
                ],
                inputRequired: ["viewModel", "collection", "offset"],
                output: [
                    "total": ["type": "integer"], "offset": ["type": "integer"], "items": ["type": "array"],
                ],
                outputRequired: ["total", "offset", "items"]))
        return tools
    }

    /// `create_<Type>`, taking the declared arguments under `arguments` when the type takes any.
    private func createTool(_ type: TypeDescription) -> JSONValue {
        var input: JSONObject = [:]
        if let arguments = type.argumentsSchema { input["arguments"] = arguments }
        let named = type.name.withIndefiniteArticle
        return Self.tool(
            Self.name("create", type.name), title: "Create \(named)", "Creates \(named) and answers its snapshot. \(type.doc)",
            input: input, inputRequired: type.arguments.contains(where: \.required) ? ["arguments"] : [],
            output: ["viewModel": snapshotSchema(type)], outputRequired: ["viewModel"])
    }

    /// `set_<Type>_<property>`; one whose change may push a screen lists it, and its result the
    /// screens pushed, as an execute's does.
    private func setTool(_ type: TypeDescription, _ property: PropertyDescription) -> JSONValue {
        var output: JSONObject = ["viewModel": snapshotSchema(type), "events": Self.eventsSchema]
        if !property.pushes.isEmpty { output["pushed"] = ["type": "array", "items": ["type": "object"]] }
        let pushes = property.pushes.isEmpty ? "" : " May push: \(property.pushes.joined(separator: ", "))."
        return Self.tool(
            Self.name("set", type.name, property.name),
            title: "Set \(type.name).\(property.name)",
            "Sets \(property.name) of \(type.name.withIndefiniteArticle) and answers its snapshot after. " + property.doc
                + pushes,
            input: ["viewModel": Self.idSchema(type.name), "value": property.schema],
            inputRequired: ["viewModel", "value"], output: output, outputRequired: ["viewModel"])
    }

    private func executeTool(_ type: TypeDescription, _ command: CommandDescription) -> JSONValue {
        var input: JSONObject = ["viewModel": Self.idSchema(type.name)]
        var required = ["viewModel"]
        if Self.takesInput(command) {
            input["input"] = command.inputSchema
            if !Self.allowsNull(command.inputSchema) { required.append("input") }
        }
        let pushes = command.pushes.isEmpty ? "" : " May push: \(command.pushes.joined(separator: ", "))."
        return Self.tool(
            Self.name("execute", type.name, command.name),
            title: "\(type.name).\(command.name)",
            "Executes \(command.name) of \(type.name.withIndefiniteArticle) and answers its output, the view model's "
                + "snapshot after, and what it pushed and raised. Refused while the command is disabled. "
                + command.doc + pushes,
            input: input, inputRequired: required,
            output: [
                "output": command.outputSchema, "viewModel": snapshotSchema(type),
                "pushed": ["type": "array", "items": ["type": "object"]], "events": Self.eventsSchema,
            ],
            outputRequired: ["output"])
    }

    /// The schema of a snapshot of `type`: its properties with their declared schemas.
    private func snapshotSchema(_ type: TypeDescription) -> JSONValue {
        let properties = JSONObject(type.properties.map { ($0.name, $0.schema) })
        return [
            "type": "object",
            "properties": [
                "id": ["type": "string"], "type": ["const": .string(type.name)], "version": ["type": "integer"],
                "properties": [
                    "type": "object", "properties": .object(properties),
                    "required": .array(type.properties.map { .string($0.name) }),
                ],
                "commands": ["type": "object"], "collections": ["type": "object"],
            ],
            "required": ["id", "type", "version", "properties", "commands", "collections"],
        ]
    }

    private static let eventsSchema: JSONValue = [
        "type": "array",
        "items": [
            "type": "object",
            "properties": ["viewModel": ["type": "string"], "event": ["type": "string"], "payload": [:]],
            "required": ["viewModel", "event", "payload"],
        ],
    ]

    /// A tool's name: its parts joined by `_`, each character MCP does not allow in a name (SEP-986:
    /// letters, digits, `_`, `-` and `.`) written as `_`, as a wire name stated with `name:` may hold one.
    static func name(_ parts: String...) -> String {
        String(parts.joined(separator: "_").map { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) ? $0 : "_" })
    }

    private static func idSchema(_ type: String) -> JSONValue {
        ["type": "string", "description": .string("The id of a live \(type), such as vm-1.")]
    }

    /// Whether the command takes an input: its schema is not that of no input (an empty object).
    static func takesInput(_ command: CommandDescription) -> Bool {
        command.inputSchema["maxProperties"]?.int64Value != 0
    }

    private static func allowsNull(_ schema: JSONValue) -> Bool {
        switch schema["type"] {
        case .string("null")?: true
        case .array(let types)?: types.contains("null")
        default: false
        }
    }

    private static func tool(
        _ name: String, title: String, _ description: String, input: JSONObject, inputRequired: [String] = [],
        output: JSONObject, outputRequired: [String]
    ) -> JSONValue {
        [
            "name": .string(name), "title": .string(title),
            "description": .string(description.trimmingSuffix()),
            "inputSchema": [
                "type": "object", "properties": .object(input),
                "required": .array(inputRequired.map(JSONValue.string)), "additionalProperties": false,
            ],
            "outputSchema": [
                "type": "object", "properties": .object(output), "required": .array(outputRequired.map(JSONValue.string)),
            ],
        ]
    }
}

/// A tool the agent called, found by its name.
enum MCPTool {
    case create(type: String, takesArguments: Bool)
    case set(type: String, property: PropertyDescription)
    case execute(type: String, command: CommandDescription)
    case pop
    case dispose
    case page

    /// The top-level arguments the tool's input schema names: any other is refused by name.
    var argumentNames: [String] {
        switch self {
        case .create(_, let takesArguments): takesArguments ? ["arguments"] : []
        case .set: ["viewModel", "value"]
        case .execute(_, let command): MCPToolCatalog.takesInput(command) ? ["viewModel", "input"] : ["viewModel"]
        case .pop, .dispose: ["viewModel"]
        case .page: ["viewModel", "collection", "offset", "count"]
        }
    }
}

extension String {
    /// The string without trailing spaces (a description whose doc was empty).
    fileprivate func trimmingSuffix() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
