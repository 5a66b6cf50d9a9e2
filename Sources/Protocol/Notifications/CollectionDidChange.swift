/// `collection/didChange` (server → client): a bound collection changed; the changes apply in
/// order. A diff that grows past the collection's size while the client is slow collapses to one
/// `reset`.
public enum CollectionDidChange: NotificationType {
    public static let method = "collection/didChange"

    /// `{viewModel, collection, version, changes}`.
    public struct Params: JSONConvertible, Hashable {
        public var viewModel: String
        public var collection: String
        public var version: Int64
        public var changes: [CollectionChange]

        public init(viewModel: String, collection: String, version: Int64, changes: [CollectionChange]) {
            self.viewModel = viewModel
            self.collection = collection
            self.version = version
            self.changes = changes
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            collection = try fields.string("collection")
            version = try fields.int64("version")
            changes = try fields.decodeArray("changes")
        }

        public var json: JSONValue {
            [
                "viewModel": .string(viewModel),
                "collection": .string(collection),
                "version": .integer(version),
                "changes": .array(changes.map(\.json)),
            ]
        }
    }
}
