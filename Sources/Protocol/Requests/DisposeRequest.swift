/// `viewModel/dispose`: disposes the view model and every view model it owns, cancelling their
/// work; their ids then answer ViewModelNotFound. Answers `{}`.
public enum DisposeRequest: RequestType {
    public static let method = "viewModel/dispose"

    public typealias Result = EmptyObject

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
