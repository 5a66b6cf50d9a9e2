/// `viewModel/didDispose` (server → client): the server released a view model the client knew
/// (an item removed from a collection, a popped screen); its id now answers ViewModelNotFound.
public enum ViewModelDidDispose: NotificationType {
    public static let method = "viewModel/didDispose"

    /// `{viewModel}`.
    public struct Params: JSONConvertible, Hashable {
        public var viewModel: String

        public init(viewModel: String) {
            self.viewModel = viewModel
        }

        public init(json: JSONValue) throws(ResponseError) {
            viewModel = try FieldReader.params(json, method: method).string("viewModel")
        }

        public var json: JSONValue {
            ["viewModel": .string(viewModel)]
        }
    }
}
