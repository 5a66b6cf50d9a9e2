import Protocol
import ViewModels

extension TypeDescription {
    /// Describes a type from its declarations (`layout`), with the docs and policies its instances
    /// carry when one has been seen (`known`), so what `viewModel/describe` reports is exactly what
    /// the host binds.
    @MainActor
    init(_ layout: TypeLayout, known: MemberDocs?) {
        var properties: [PropertyDescription] = []
        var commands: [CommandDescription] = []
        var collections: [CollectionDescription] = []
        var events: [EventDescription] = []
        for member in layout.members {
            let doc = known?.docs[member.name] ?? ""
            switch member.shape {
            case .property(let schema, let readOnly, _):
                properties.append(PropertyDescription(name: member.name, schema: schema, readOnly: readOnly, doc: doc))
            case .command(let input, let output):
                let policy = known?.policies[member.name] ?? .serial
                commands.append(
                    CommandDescription(
                        name: member.name, inputSchema: input, outputSchema: output, policy: policy.rawValue, doc: doc))
            case .collection(let itemType, let itemSchema):
                collections.append(CollectionDescription(name: member.name, itemType: itemType, itemSchema: itemSchema))
            case .event(let payload):
                events.append(EventDescription(name: member.name, payloadSchema: payload))
            }
        }
        self.init(
            name: layout.name, doc: layout.doc, properties: properties, commands: commands, collections: collections,
            events: events)
    }
}

/// What the instances of a type say of their members that the declarations cannot: docs and command
/// policies, which are arguments of each member's initializer.
struct MemberDocs {
    var docs: [String: String] = [:]
    var policies: [String: ExecutionPolicy] = [:]

    @MainActor
    init(_ members: MemberTable) {
        for (name, property) in members.properties { docs[name] = property.doc }
        for (name, command) in members.commands {
            docs[name] = command.doc
            policies[name] = command.policy
        }
        for (name, event) in members.events { docs[name] = event.doc }
        for (name, collection) in members.collections { docs[name] = collection.doc }
    }
}
