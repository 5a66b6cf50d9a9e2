/// `navigation/pop`: the user went back; the pushed view model is disposed. Answers `{}`.
public enum PopRequest: RequestType {
    public static let method = "navigation/pop"

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
