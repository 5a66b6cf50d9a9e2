/// `property/set`: a user edit. The property validates the value; a value that ends up exactly
/// as sent is not echoed back as `property/didChange`, because the answer's version covers it.
public enum SetPropertyRequest: RequestType {
    public static let method = "property/set"

    /// `{viewModel, property, value}`; `value` may be `null` but must be present.
    public struct Params: JSONConvertible, Hashable {
        public var viewModel: String
        public var property: String
        public var value: JSONValue

        public init(viewModel: String, property: String, value: JSONValue) {
            self.viewModel = viewModel
            self.property = property
            self.value = value
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            property = try fields.string("property")
            value = try fields.value("value")
        }

        public var json: JSONValue {
            ["viewModel": .string(viewModel), "property": .string(property), "value": value]
        }
    }

    /// `{version}`: the view model's version once the value was applied.
    public struct Result: JSONConvertible, Hashable {
        public var version: Int64

        public init(version: Int64) {
            self.version = version
        }

        public init(json: JSONValue) throws(ResponseError) {
            version = try FieldReader.result(json, method: method).int64("version")
        }

        public var json: JSONValue {
            ["version": .integer(version)]
        }
    }
}
