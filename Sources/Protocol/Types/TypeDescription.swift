/// Everything a client can do with one view model type, as `viewModel/describe` reports it.
///
/// The host derives it from the same declarations it binds, so it cannot drift from behaviour.
public struct TypeDescription: JSONConvertible, FieldDecodable, Hashable {
    /// The type's name, as snapshots and `viewModel/create` use it.
    public var name: String
    /// What the type is for, written for a frontend author.
    public var doc: String
    /// Whether clients create it with `viewModel/create`; a type only view models make is not.
    public var creatable: Bool
    /// The properties a client can read, and set unless read-only.
    public var properties: [PropertyDescription]
    /// The commands a client can execute.
    public var commands: [CommandDescription]
    /// The collections a client can bind.
    public var collections: [CollectionDescription]
    /// The events the type can raise.
    public var events: [EventDescription]
    /// The questions the type asks its frontend.
    public var requests: [RequestDescription]
    /// The arguments `viewModel/create` takes for it; empty when it takes none.
    public var arguments: [ArgumentDescription]

    /// A description of the type `name`; the member lists default to empty.
    public init(
        name: String,
        doc: String = "",
        creatable: Bool = true,
        properties: [PropertyDescription] = [],
        commands: [CommandDescription] = [],
        collections: [CollectionDescription] = [],
        events: [EventDescription] = [],
        requests: [RequestDescription] = [],
        arguments: [ArgumentDescription] = []
    ) {
        self.name = name
        self.doc = doc
        self.creatable = creatable
        self.properties = properties
        self.commands = commands
        self.collections = collections
        self.events = events
        self.requests = requests
        self.arguments = arguments
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "TypeDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        name = try fields.string("name")
        doc = try fields.optionalString("doc") ?? ""
        creatable = try fields.optionalBool("creatable") ?? true
        properties = try fields.decodeArray("properties")
        commands = try fields.decodeArray("commands")
        collections = try fields.decodeArray("collections")
        events = try fields.decodeArray("events")
        requests = fields.optionalValue("requests") == nil ? [] : try fields.decodeArray("requests")
        arguments = fields.optionalValue("arguments") == nil ? [] : try fields.decodeArray("arguments")
    }

    /// `{name, doc, creatable, properties, commands, collections, events, requests?}`; `requests`
    /// only for a type that asks.
    public var json: JSONValue {
        var object: JSONObject = [
            "name": .string(name),
            "doc": .string(doc),
            "creatable": .bool(creatable),
            "properties": .array(properties.map(\.json)),
            "commands": .array(commands.map(\.json)),
            "collections": .array(collections.map(\.json)),
            "events": .array(events.map(\.json)),
        ]
        if !requests.isEmpty { object["requests"] = .array(requests.map(\.json)) }
        if !arguments.isEmpty { object["arguments"] = .array(arguments.map(\.json)) }
        return .object(object)
    }
}
