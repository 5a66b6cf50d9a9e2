/// `collection/didChange` (server → client): a bound collection changed; the changes apply in
/// order. A diff that grows past the collection's size while the client is slow collapses to one
/// `reset`.
public enum CollectionDidChange: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "collection/didChange"

    /// `{viewModel, collection, version, changes, total?}`.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model that holds the collection.
        public var viewModel: String
        /// The name of the collection that changed.
        public var collection: String
        /// The view model's version that these changes reached.
        public var version: Int64
        /// The steps of the diff, each applying to the result of the one before; for a client that
        /// shows a window, only what touches the window, in the whole collection's indices (a reset
        /// sets the window's items).
        public var changes: [CollectionChange]
        /// For a client that shows a window, how many items the whole collection holds after the
        /// changes; nil for a client that shows it whole.
        public var total: Int?

        /// Params announcing `changes` to `collection` of `viewModel`.
        public init(
            viewModel: String, collection: String, version: Int64, changes: [CollectionChange], total: Int? = nil
        ) {
            self.viewModel = viewModel
            self.collection = collection
            self.version = version
            self.changes = changes
            self.total = total
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            collection = try fields.string("collection")
            version = try fields.int64("version")
            changes = try fields.decodeArray("changes")
            total = try fields.optionalCount("total")
        }

        public var json: JSONValue {
            var object: JSONObject = [
                "viewModel": .string(viewModel),
                "collection": .string(collection),
                "version": .integer(version),
                "changes": .array(changes.map(\.json)),
            ]
            object["total"] = total.map { .integer(Int64($0)) }
            return .object(object)
        }

        /// Written by hand because a filter over a long list sends thousands of steps at once; the
        /// bytes are those of `json`.
        public func appendJSON(to writer: inout ByteWriter) {
            writer.append(#"{"viewModel":"#)
            JSONWriter.writeString(viewModel, to: &writer)
            writer.append(#","collection":"#)
            JSONWriter.writeString(collection, to: &writer)
            writer.append(#","version":"#)
            writer.appendInteger(version)
            writer.append(#","changes":["#)
            for (position, change) in changes.enumerated() {
                if position > 0 { writer.append(UInt8(ascii: ",")) }
                change.appendJSON(to: &writer)
            }
            writer.append(UInt8(ascii: "]"))
            if let total {
                writer.append(#","total":"#)
                writer.appendInteger(Int64(total))
            }
            writer.append(UInt8(ascii: "}"))
        }
    }
}
