import Protocol

extension TypeDescription {
    /// Describes a type from the members the host found on one of its instances, so what
    /// `viewModel/describe` reports is exactly what the host binds.
    @MainActor
    init(describing members: MemberTable, name: String, doc: String) {
        self.init(
            name: name, doc: doc,
            properties: members.properties.map {
                PropertyDescription(
                    name: $0.name, schema: $0.member.schema, readOnly: $0.member.isReadOnly, doc: $0.member.doc)
            },
            commands: members.commands.map {
                CommandDescription(
                    name: $0.name, inputSchema: $0.member.inputSchema, outputSchema: $0.member.outputSchema,
                    policy: $0.member.policy.rawValue, doc: $0.member.doc)
            },
            collections: members.collections.map {
                CollectionDescription(
                    name: $0.name, itemType: $0.member.itemDescription.type,
                    itemSchema: $0.member.itemDescription.schema)
            },
            events: members.events.map { EventDescription(name: $0.name, payloadSchema: $0.member.payloadSchema) })
    }
}
