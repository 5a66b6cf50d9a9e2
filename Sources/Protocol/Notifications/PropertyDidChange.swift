/// `property/didChange` (server → client): a bound property has a new value.
///
/// While the client is slow to read, pending changes of the same property collapse to the
/// latest, so `version` may skip; applying notifications in order still converges.
public enum PropertyDidChange: NotificationType {
    public static let method = "property/didChange"

    /// `{viewModel, property, value, version}`.
    public struct Params: JSONConvertible, Hashable {
        public var viewModel: String
        public var property: String
        public var value: JSONValue
        public var version: Int64

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

        public func appendJSON(to writer: inout ByteWriter) {
            writer.append(#"{"viewModel":"#)
            JSONWriter.writeString(viewModel, to: &writer)
            writer.append(#","property":"#)
            JSONWriter.writeString(property, to: &writer)
            writer.append(#","value":"#)
            JSONWriter.write(value, to: &writer)
            writer.append(#","version":"#)
            writer.appendInteger(version)
            writer.append(UInt8(ascii: "}"))
        }
    }
}
