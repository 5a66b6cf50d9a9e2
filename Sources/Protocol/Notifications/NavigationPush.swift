/// `navigation/push` (server → client): a view model asked to show another; the frontend picks
/// the view for the new snapshot's `type`. The client owns the pushed view model from now on.
public enum NavigationPush: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "navigation/push"

    /// `{viewModel: Snapshot, from}`; `from` is the id of the view model that pushed.
    public struct Params: JSONConvertible, Hashable {
        /// The pushed view model, whole, so the frontend can draw it without another round trip.
        public var viewModel: Snapshot
        /// The id of the view model that pushed it.
        public var from: String

        /// Params announcing `viewModel`, pushed by the view model `from`.
        public init(viewModel: Snapshot, from: String) {
            self.viewModel = viewModel
            self.from = from
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.decode("viewModel")
            from = try fields.string("from")
        }

        public var json: JSONValue {
            ["viewModel": viewModel.json, "from": .string(from)]
        }
    }
}
