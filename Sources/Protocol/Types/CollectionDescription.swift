/// One collection of a view model type, as `viewModel/describe` reports it.
///
/// A collection of view models names their type in `itemType` (describe that type for its
/// members); a collection of plain values gives their JSON Schema in `itemSchema`.
public struct CollectionDescription: JSONConvertible, FieldDecodable, Hashable {
    /// The collection's name, as snapshots and `collection/didChange` use it.
    public var name: String
    /// The type of the items of a collection of view models; nil for plain values.
    public var itemType: String?
    /// A JSON Schema of the items of a collection of plain values; nil for view models.
    public var itemSchema: JSONValue?
    /// What the collection holds, for a frontend author.
    public var doc: String
    /// Set when the collection may grow large: show it through a window (`collection/window`); an
    /// agent is shown this many rows at a time.
    public var pageSize: Int?

    /// A description of the collection `name`; give `itemType` or `itemSchema`, not both.
    public init(
        name: String, itemType: String? = nil, itemSchema: JSONValue? = nil, doc: String = "", pageSize: Int? = nil
    ) {
        self.name = name
        self.itemType = itemType
        self.itemSchema = itemSchema
        self.doc = doc
        self.pageSize = pageSize
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "CollectionDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        name = try fields.string("name")
        itemType = try fields.optionalString("itemType")
        itemSchema = fields.optionalValue("itemSchema")
        doc = try fields.optionalString("doc") ?? ""
        pageSize = try fields.optionalCount("pageSize")
    }

    /// `{name, itemType?, itemSchema?, doc, pageSize?}`.
    public var json: JSONValue {
        var object: JSONObject = ["name": .string(name)]
        object["itemType"] = itemType.map { .string($0) }
        object["itemSchema"] = itemSchema
        object["doc"] = .string(doc)
        object["pageSize"] = pageSize.map { .integer(Int64($0)) }
        return .object(object)
    }
}
