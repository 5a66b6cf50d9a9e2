/// `viewModel/describe`: what each view model type offers, so a generic frontend can draw any of
/// them and a schema test can check every member.
public enum DescribeRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/describe"

    /// `{type?}`; without a type every type is described.
    public struct Params: JSONConvertible, Hashable {
        /// The type to describe; nil describes every type.
        public var type: String?

        /// Params that describe `type`, or every type when it is nil.
        public init(type: String? = nil) {
            self.type = type
        }

        public init(json: JSONValue) throws(ResponseError) {
            type = try FieldReader.params(json, method: method).optionalString("type")
        }

        public var json: JSONValue {
            var object = JSONObject()
            object["type"] = type.map { .string($0) }
            return .object(object)
        }
    }

    /// `{types: [TypeDescription]}`.
    public struct Result: JSONConvertible, Hashable {
        /// The type asked for, or every type the server knows.
        public var types: [TypeDescription]

        /// A result describing `types`.
        public init(types: [TypeDescription]) {
            self.types = types
        }

        public init(json: JSONValue) throws(ResponseError) {
            types = try FieldReader.result(json, method: method).decodeArray("types")
        }

        public var json: JSONValue {
            ["types": .array(types.map(\.json))]
        }
    }
}
