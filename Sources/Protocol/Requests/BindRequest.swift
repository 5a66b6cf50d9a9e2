/// `viewModel/bind`: subscribes to changes and answers with the current values, which are sent
/// before any change that follows, so a client never misses or double-applies a change.
public enum BindRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/bind"

    /// The current values of what was bound, written before any later change.
    public typealias Result = BindResult

    /// What to bind; an omitted list binds every member of its kind.
    public typealias Params = MemberSelection<BindRequest>
}

/// The current values of what was bound: `{version, properties, commands, collections}`, each
/// member an object keyed by name.
public struct BindResult: JSONConvertible, Hashable {
    /// The view model's version now; every later change arrives with a higher one.
    public var version: Int64
    /// The current value of each bound property, by name.
    public var properties: JSONObject
    /// The current state of each bound command.
    public var commands: [(name: String, state: CommandState)]
    /// The current content of each bound collection.
    public var collections: [(name: String, collection: CollectionSnapshot)]

    /// A result at `version`; the member lists default to none.
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
