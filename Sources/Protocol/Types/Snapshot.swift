/// Everything a frontend needs to draw one view model, at one version.
///
/// Commands and collections are ordered name/value pairs rather than dictionaries so that a
/// snapshot is written with its members in declaration order, the same on every run; on the
/// wire each is an object keyed by name.
public struct Snapshot: JSONConvertible, FieldDecodable, Hashable {
    /// The view model's id, given by the server and never reused.
    public var id: String
    /// The name of the view model's type, which picks the view a frontend draws.
    public var type: String
    /// Increases with every change of this view model's state.
    public var version: Int64
    /// The current value of every property, by name.
    public var properties: JSONObject
    /// The current state of every command.
    public var commands: [(name: String, state: CommandState)]
    /// The current content of every collection; items that are view models appear as their snapshots.
    public var collections: [(name: String, collection: CollectionSnapshot)]

    /// A snapshot at `version`; the member lists default to none.
    public init(
        id: String,
        type: String,
        version: Int64,
        properties: JSONObject = [:],
        commands: [(name: String, state: CommandState)] = [],
        collections: [(name: String, collection: CollectionSnapshot)] = []
    ) {
        self.id = id
        self.type = type
        self.version = version
        self.properties = properties
        self.commands = commands
        self.collections = collections
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "Snapshot"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        id = try fields.string("id")
        type = try fields.string("type")
        version = try fields.int64("version")
        properties = try fields.object("properties")
        commands = try fields.decodeMembers("commands", of: CommandState.self).map { (name: $0, state: $1) }
        collections = try fields.decodeMembers("collections", of: CollectionSnapshot.self).map {
            (name: $0, collection: $1)
        }
    }

    /// `{id, type, version, properties, commands: {name: {enabled, executing}}, collections: {name: {version, count, items}}}`.
    public var json: JSONValue {
        [
            "id": .string(id),
            "type": .string(type),
            "version": .integer(version),
            "properties": .object(properties),
            "commands": .object(JSONObject(commands.map { ($0.name, $0.state.json) })),
            "collections": .object(JSONObject(collections.map { ($0.name, $0.collection.json) })),
        ]
    }

    /// Compares through the JSON form, where member order does not matter.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.json == rhs.json
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }
}
