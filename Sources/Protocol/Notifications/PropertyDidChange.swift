/// `property/didChange` (server → client): a bound property has a new value.
///
/// While the client is slow to read, pending changes of the same property collapse to the
/// latest, so `version` may skip; applying notifications in order still converges.
public enum PropertyDidChange: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "property/didChange"

    /// `{viewModel, property, value, version}`.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model that owns the property.
        public var viewModel: String
        /// The name of the property that changed.
        public var property: String
        /// The property's new value.
        public var value: JSONValue
        /// The view model's version that this change reached.
        public var version: Int64

        /// Params announcing `value` as the new value of `property` of `viewModel`.
        public init(viewModel: String, property: String, value: JSONValue, version: Int64) {
            self.viewModel = viewModel
            self.property = property
            self.value = value
            self.version = version
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            property = try fields.string("property")
            value = try fields.value("value")
            version = try fields.int64("version")
        }

        public var json: JSONValue {
            [
                "viewModel": .string(viewModel), "property": .string(property), "value": value,
                "version": .integer(version),
            ]
        }

        /// Written by hand because this notification is sent at high rates; the bytes are those of `json`.
        public func appendJSON(to writer: inout ByteWriter) {
            writer.append(#"{"viewModel":"#)
            appendFields(to: &writer, propertyJSON: nil)
        }

        /// Everything after `{"viewModel":`, with the property's name taken from `propertyJSON`, its
        /// JSON, when given: a pointer, for the call, to what `PropertyDidChangeWriter` keeps. Pays in
        /// `benchmarks/profile`'s push on the controlled clock (docs/performance.md, "A byte-level
        /// JSON reader and writer").
        func appendFields(to writer: inout ByteWriter, propertyJSON: UnsafeBufferPointer<UInt8>?) {
            JSONWriter.writeString(viewModel, to: &writer)
            writer.append(#","property":"#)
            if let propertyJSON {
                writer.append(propertyJSON)
            } else {
                JSONWriter.writeString(property, to: &writer)
            }
            writer.append(#","value":"#)
            JSONWriter.write(value, to: &writer)
            writer.append(#","version":"#)
            writer.appendInteger(version)
            writer.append(UInt8(ascii: "}"))
        }
    }
}
