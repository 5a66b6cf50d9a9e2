/// `{viewModel, properties?, commands?, collections?, events?}`: what `viewModel/bind` subscribes
/// to and `viewModel/unbind` unsubscribes from. An omitted list means all members of that kind, an
/// empty list none; `events` defaults to true.
///
/// Generic over the message only so that a malformed one is reported under its own method name.
public struct MemberSelection<Message: NamedMethod>: JSONConvertible, Hashable {
    /// The id of the view model whose members are named.
    public var viewModel: String
    /// The properties named; nil means all of them, empty none.
    public var properties: [String]?
    /// The commands named; nil means all of them, empty none.
    public var commands: [String]?
    /// The collections named; nil means all of them, empty none.
    public var collections: [String]?
    /// Whether the events are included, all or none; nil means true.
    public var events: Bool?
    /// The windows of the collections bound, by name (`viewModel/bind` only); nil keeps those it had.
    public var windows: [String: CollectionWindow]?

    /// A selection of members of `viewModel`; the defaults name every member.
    public init(
        viewModel: String,
        properties: [String]? = nil,
        commands: [String]? = nil,
        collections: [String]? = nil,
        events: Bool? = nil,
        windows: [String: CollectionWindow]? = nil
    ) {
        self.viewModel = viewModel
        self.properties = properties
        self.commands = commands
        self.collections = collections
        self.events = events
        self.windows = windows
    }

    public init(json: JSONValue) throws(ResponseError) {
        let fields = try FieldReader.params(json, method: Message.method)
        viewModel = try fields.string("viewModel")
        properties = try fields.optionalStrings("properties")
        commands = try fields.optionalStrings("commands")
        collections = try fields.optionalStrings("collections")
        events = try fields.optionalBool("events")
        windows = try fields.optionalWindows("windows")
    }

    public var json: JSONValue {
        var object: JSONObject = ["viewModel": .string(viewModel)]
        object["properties"] = properties.map { .array($0.map { .string($0) }) }
        object["commands"] = commands.map { .array($0.map { .string($0) }) }
        object["collections"] = collections.map { .array($0.map { .string($0) }) }
        object["events"] = events.map { .bool($0) }
        object["windows"] = windows?.json
        return .object(object)
    }
}
