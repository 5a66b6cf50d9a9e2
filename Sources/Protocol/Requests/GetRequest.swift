/// `viewModel/get`: the whole current state of a view model, for a client that lost track.
public enum GetRequest: RequestType {
    public static let method = "viewModel/get"

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

    /// `{viewModel: Snapshot}`.
    public struct Result: JSONConvertible, Hashable {
        public var viewModel: Snapshot

        public init(viewModel: Snapshot) {
            self.viewModel = viewModel
        }

        public init(json: JSONValue) throws(ResponseError) {
            viewModel = try FieldReader.result(json, method: method).decode("viewModel")
        }

        public var json: JSONValue {
            ["viewModel": viewModel.json]
        }
    }
}
