/// `viewModel/get`: the whole current state of a view model, for a client that lost track.
public enum GetRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/get"

    /// `{viewModel, windows?}`: the id of the view model to read, and the windows of its collections
    /// the client shows.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model to read.
        public var viewModel: String
        /// The windows of its collections the client shows, by name; nil keeps those it had.
        public var windows: [String: CollectionWindow]?

        /// Params reading `viewModel`.
        public init(viewModel: String, windows: [String: CollectionWindow]? = nil) {
            self.viewModel = viewModel
            self.windows = windows
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            windows = try fields.optionalWindows("windows")
        }

        public var json: JSONValue {
            var object: JSONObject = ["viewModel": .string(viewModel)]
            object["windows"] = windows?.json
            return .object(object)
        }
    }

    /// `{viewModel: Snapshot}`: its whole current state.
    public typealias Result = SnapshotResult<GetRequest>
}
