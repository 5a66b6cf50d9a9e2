/// `viewModel/describe`: what each view model type offers, so a generic frontend can draw any of
/// them and a schema test can check every member.
public enum DescribeRequest: RequestType {
    public static let method = "viewModel/describe"

    /// `{type?}`; without a type every type is described.
    public struct Params: JSONConvertible, Hashable {
        public var type: String?

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
        public var types: [TypeDescription]

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
