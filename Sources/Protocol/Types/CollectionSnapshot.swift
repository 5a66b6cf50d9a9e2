/// The full content of one collection at one version.
///
/// Items are JSON values; for a collection of view models each item is that view model's
/// ``Snapshot`` as JSON, so a frontend can draw a row without another round trip.
public struct CollectionSnapshot: JSONConvertible, FieldDecodable, Hashable {
    /// The version at which the collection last changed; 0 if it never has.
    public var version: Int64
    /// The number of items in the whole collection, windowed or not.
    public var count: Int
    /// In a windowed snapshot, the index of `items`' first in the whole collection; nil when `items`
    /// is the whole collection.
    public var offset: Int?
    /// In order: plain values, or each item's snapshot for a collection of view models; only the
    /// window's when the client shows a window.
    public var items: [JSONValue]

    /// A snapshot of `items` from `offset` (nil: the whole collection); `count` defaults to their number.
    public init(version: Int64, count: Int? = nil, offset: Int? = nil, items: [JSONValue]) {
        self.version = version
        self.count = count ?? items.count
        self.offset = offset
        self.items = items
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "CollectionSnapshot"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        version = try fields.int64("version")
        count = try fields.count("count")
        offset = try fields.optionalCount("offset")
        items = try fields.array("items")
    }

    /// `{version, count, offset?, items}`.
    public var json: JSONValue {
        guard let offset else {
            return ["version": .integer(version), "count": .integer(Int64(count)), "items": .array(items)]
        }
        return [
            "version": .integer(version), "count": .integer(Int64(count)), "offset": .integer(Int64(offset)),
            "items": .array(items),
        ]
    }
}
