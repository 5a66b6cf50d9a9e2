/// `viewModel/bind`: subscribes to changes and answers with the current values, which are sent
/// before any change that follows, so a client never misses or double-applies a change.
public enum BindRequest: RequestType {
    public static let method = "viewModel/bind"

    public typealias Result = BindResult

    public typealias Params = MemberSelection<BindRequest>
}

/// The current values of what was bound: `{version, properties, commands, collections}`, each
/// member an object keyed by name.
public struct BindResult: JSONConvertible, Hashable {
    public var version: Int64
    public var properties: JSONObject
    public var commands: [(name: String, state: CommandState)]
    public var collections: [(name: String, collection: CollectionSnapshot)]

    public init(
        version: Int64,
        properties: JSONObject = [:],
        commands: [(name: String, state: CommandState)] = [],
        collections: [(name: String, collection: CollectionSnapshot)] = []
    ) {
        self.version = version
        self.properties = properties
        self.commands = commands
        self.collections = collections
    }

    public init(json: JSONValue) throws(ResponseError) {
        let fields = try FieldReader.result(json, method: BindRequest.method)
        version = try fields.int64("version")
        properties = try fields.object("properties")
        commands = try fields.decodeMembers("commands", of: CommandState.self).map { (name: $0, state: $1) }
        collections = try fields.decodeMembers("collections", of: CollectionSnapshot.self).map {
            (name: $0, collection: $1)
        }
    }

    public var json: JSONValue {
        [
            "version": .integer(version),
            "properties": .object(properties),
            "commands": .object(JSONObject(commands.map { ($0.name, $0.state.json) })),
            "collections": .object(JSONObject(collections.map { ($0.name, $0.collection.json) })),
        ]
    }

    /// Compares through the JSON form, where member order does not matter.
    public static func == (lhs: BindResult, rhs: BindResult) -> Bool {
        lhs.json == rhs.json
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }
}
