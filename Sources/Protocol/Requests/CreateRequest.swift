/// `viewModel/create`: makes a view model of a type; the client owns it until it disposes it.
public enum CreateRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/create"

    /// `{type, arguments?, windows?}`; the arguments are the type's own (a tick interval, a seed).
    public struct Params: JSONConvertible, Hashable {
        /// The name of the type to create, one of the `viewModelTypes` that `initialize` lists.
        public var type: String
        /// The type's own arguments; nil when none are given.
        public var arguments: JSONObject?
        /// The windows of its collections the client shows, by name; the others are whole, or the
        /// default window `initialize` named.
        public var windows: [String: CollectionWindow]?

        /// Params that create a view model of `type`.
        public init(type: String, arguments: JSONObject? = nil, windows: [String: CollectionWindow]? = nil) {
            self.type = type
            self.arguments = arguments
            self.windows = windows
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            type = try fields.string("type")
            arguments = try fields.optionalObject("arguments")
            windows = try fields.optionalWindows("windows")
        }

        public var json: JSONValue {
            var object: JSONObject = ["type": .string(type)]
            object["arguments"] = arguments.map { .object($0) }
            object["windows"] = windows?.json
            return .object(object)
        }
    }

    /// `{viewModel: Snapshot}`: the new view model, owned by the client from now on.
    public typealias Result = SnapshotResult<CreateRequest>
}
