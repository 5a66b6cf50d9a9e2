/// `viewModel/create`: makes a view model of a type; the client owns it until it disposes it.
public enum CreateRequest: RequestType {
    public static let method = "viewModel/create"

    /// `{type, arguments?}`; the arguments are the type's own (a tick interval, a seed).
    public struct Params: JSONConvertible, Hashable {
        public var type: String
        public var arguments: JSONObject?

        public init(type: String, arguments: JSONObject? = nil) {
            self.type = type
            self.arguments = arguments
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            type = try fields.string("type")
            arguments = try fields.optionalObject("arguments")
        }

        public var json: JSONValue {
            var object: JSONObject = ["type": .string(type)]
            object["arguments"] = arguments.map { .object($0) }
            return .object(object)
        }
    }

    public typealias Result = SnapshotResult<CreateRequest>
}
