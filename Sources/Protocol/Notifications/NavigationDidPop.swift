/// `navigation/didPop` (server → client): the view-model layer closed a pushed view model; the
/// frontend removes its view.
public enum NavigationDidPop: NotificationType {
    public static let method = "navigation/didPop"

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
