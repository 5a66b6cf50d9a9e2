/// The full content of one collection at one version.
///
/// Items are JSON values; for a collection of view models each item is that view model's
/// ``Snapshot`` as JSON, so a frontend can draw a row without another round trip.
public struct CollectionSnapshot: JSONConvertible, FieldDecodable, Hashable {
    /// The version at which the collection last changed; 0 if it never has.
    public var version: Int64
    /// The number of items.
    public var count: Int
    /// In order: plain values, or each item's snapshot for a collection of view models.
    public var items: [JSONValue]

    /// A snapshot of `items`; `count` defaults to their number.
    public init(version: Int64, count: Int? = nil, items: [JSONValue]) {
        self.version = version
        self.count = count ?? items.count
        self.items = items
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "CollectionSnapshot"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        version = try fields.int64("version")
        count = try fields.count("count")
        items = try fields.array("items")
    }

    /// `{version, count, items}`.
    public var json: JSONValue {
        ["version": .integer(version), "count": .integer(Int64(count)), "items": .array(items)]
    }
}
