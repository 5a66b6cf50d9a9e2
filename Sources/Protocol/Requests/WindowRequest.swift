/// `collection/window`: binds part of a collection. From now on the client hears only the changes
/// that touch its window, in the whole collection's indices, with the total; sent again, it moves
/// the window; a `count` of null binds the whole collection again.
public enum WindowRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "collection/window"

    /// `{viewModel, collection, offset, count}`.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model that holds the collection.
        public var viewModel: String
        /// The name of the collection.
        public var collection: String
        /// The part of it the client shows.
        public var window: CollectionWindow

        /// Params showing `window` of `collection` of `viewModel`.
        public init(viewModel: String, collection: String, window: CollectionWindow) {
            self.viewModel = viewModel
            self.collection = collection
            self.window = window
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            collection = try fields.string("collection")
            window = try CollectionWindow(fields: fields)
        }

        public var json: JSONValue {
            guard case .object(var object) = window.json else { return .null }
            object["viewModel"] = .string(viewModel)
            object["collection"] = .string(collection)
            return .object(object)
        }
    }

    /// `{version, total, offset, items}`: the window's items now, written before any later change.
    public struct Result: JSONConvertible, Hashable {
        /// The view model's version now; every later change arrives with a higher one.
        public var version: Int64
        /// How many items the whole collection holds.
        public var total: Int
        /// The index of `items`' first in the whole collection.
        public var offset: Int
        /// The items of the window, as a collection snapshot writes them.
        public var items: [JSONValue]

        /// A result at `version` of `items` from `offset` in a collection of `total`.
        public init(version: Int64, total: Int, offset: Int, items: [JSONValue]) {
            self.version = version
            self.total = total
            self.offset = offset
            self.items = items
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.result(json, method: method)
            version = try fields.int64("version")
            total = try fields.count("total")
            offset = try fields.count("offset")
            items = try fields.array("items")
        }

        public var json: JSONValue {
            [
                "version": .integer(version), "total": .integer(Int64(total)), "offset": .integer(Int64(offset)),
                "items": .array(items),
            ]
        }
    }
}
