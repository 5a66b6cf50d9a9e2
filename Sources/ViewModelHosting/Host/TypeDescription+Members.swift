import Protocol
import ViewModels

extension TypeDescription {
    /// Describes a type from its declaration alone, so what `viewModel/describe` reports is exactly
    /// what the host binds, complete before any instance exists.
    @MainActor
    init(_ layout: TypeLayout, isCreatable: Bool) {
        var properties: [PropertyDescription] = []
        var commands: [CommandDescription] = []
        var collections: [CollectionDescription] = []
        var events: [EventDescription] = []
        var requests: [RequestDescription] = []
        var arguments: [ArgumentDescription] = []
        for member in layout.members {
            switch (member.kind, member.shape) {
            case (.property(let isSettable), .property(let schema, _)):
                properties.append(
                    PropertyDescription(
                        name: member.name, schema: schema, readOnly: !isSettable, doc: member.doc,
                        pushes: member.pushes.map { $0.typeName }))
            case (.computed, .property(let schema, _)):
                properties.append(PropertyDescription(name: member.name, schema: schema, readOnly: true, doc: member.doc))
            case (.command(let policy, let reportsProgress), .command(let input, let output)):
                commands.append(
                    CommandDescription(
                        name: member.name, inputSchema: input, outputSchema: output, policy: policy.rawValue,
                        doc: member.doc, pushes: member.pushes.map { $0.typeName }, progress: reportsProgress))
            case (.collection(let pageSize), .collection(let itemType, let itemSchema)):
                collections.append(
                    CollectionDescription(
                        name: member.name, itemType: itemType, itemSchema: itemSchema, doc: member.doc, pageSize: pageSize))
            case (.event, .event(let payload)):
                events.append(EventDescription(name: member.name, payloadSchema: payload, doc: member.doc))
            case (.request, .request(let params, let answer)):
                requests.append(
                    RequestDescription(method: member.name, paramsSchema: params, answerSchema: answer, doc: member.doc))
            case (.argument, .argument(let schema, let isRequired)):
                arguments.append(ArgumentDescription(name: member.name, schema: schema, required: isRequired, doc: member.doc))
            default:
                preconditionFailure("\(layout.name).\(member.name): a declaration's kind matches its member's type")
            }
        }
        self.init(
            name: layout.name, doc: layout.doc, creatable: isCreatable, properties: properties, commands: commands,
            collections: collections, events: events, requests: requests, arguments: arguments)
    }
}
