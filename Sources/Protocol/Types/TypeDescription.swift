/// Everything a client can do with one view model type, as `viewModel/describe` reports it.
///
/// The host derives it from the same declarations it binds, so it cannot drift from behaviour.
public struct TypeDescription: JSONConvertible, FieldDecodable, Hashable {
    public var name: String
    public var doc: String
    public var properties: [PropertyDescription]
    public var commands: [CommandDescription]
    public var collections: [CollectionDescription]
    public var events: [EventDescription]

    public init(
        name: String,
        doc: String = "",
        properties: [PropertyDescription] = [],
        commands: [CommandDescription] = [],
        collections: [CollectionDescription] = [],
        events: [EventDescription] = []
    ) {
        self.name = name
        self.doc = doc
        self.properties = properties
        self.commands = commands
        self.collections = collections
        self.events = events
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "TypeDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        name = try fields.string("name")
        doc = try fields.optionalString("doc") ?? ""
        properties = try fields.decodeArray("properties")
        commands = try fields.decodeArray("commands")
        collections = try fields.decodeArray("collections")
        events = try fields.decodeArray("events")
    }

    /// `{name, doc, properties, commands, collections, events}`.
    public var json: JSONValue {
        [
            "name": .string(name),
            "doc": .string(doc),
            "properties": .array(properties.map(\.json)),
            "commands": .array(commands.map(\.json)),
            "collections": .array(collections.map(\.json)),
            "events": .array(events.map(\.json)),
        ]
    }
}
