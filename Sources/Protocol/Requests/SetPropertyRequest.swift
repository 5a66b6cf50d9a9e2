/// `property/set`: a user edit. The property validates the value; a value that ends up exactly
/// as sent is not echoed back as `property/didChange`, because the answer's version covers it.
public enum SetPropertyRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "property/set"

    /// `{viewModel, property, value}`; `value` may be `null` but must be present.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model that owns the property.
        public var viewModel: String
        /// The name of the property to set.
        public var property: String
        /// The proposed value, which the property validates.
        public var value: JSONValue

        /// Params that propose `value` for `property` of `viewModel`.
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
        /// The view model's version once the set and everything it caused have happened.
        public var version: Int64

        /// A result at `version`.
        public init(version: Int64) {
            self.version = version
        }

        public init(json: JSONValue) throws(ResponseError) {
            version = try FieldReader.result(json, method: method).int64("version")
        }

        public var json: JSONValue {
            ["version": .integer(version)]
        }

        /// Written by hand: every `property/set` is answered with one, straight into the output.
        public func appendJSON(to writer: inout ByteWriter) {
            writer.append(#"{"version":"#)
            writer.appendInteger(version)
            writer.append(UInt8(ascii: "}"))
        }
    }
}
