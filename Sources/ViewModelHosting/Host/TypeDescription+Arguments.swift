import Protocol

extension TypeDescription {
    /// The object `viewModel/create` takes as `arguments` for this type, from its declared
    /// arguments, each with its doc; nil for a type that declares none. The generated clients type
    /// it, and the MCP session offers it as a create tool's input.
    package var argumentsSchema: JSONValue? {
        guard !arguments.isEmpty else { return nil }
        var properties = JSONObject()
        for argument in arguments {
            var schema = argument.schema
            if !argument.doc.isEmpty, case .object(var object) = schema {
                object["description"] = .string(argument.doc)
                schema = .object(object)
            }
            properties[argument.name] = schema
        }
        return [
            "type": "object", "properties": .object(properties),
            "required": .array(arguments.filter(\.required).map { .string($0.name) }), "additionalProperties": false,
        ]
    }
}
