/// One property of a view model type, as `viewModel/describe` reports it.
public struct PropertyDescription: JSONConvertible, FieldDecodable, Hashable {
    /// The property's name, as snapshots and `property/set` use it.
    public var name: String
    /// A JSON Schema (draft 2020-12) of the property's value.
    public var schema: JSONValue
    /// Whether `property/set` is refused with ReadOnlyProperty.
    public var readOnly: Bool
    /// What the property means, written for a frontend author.
    public var doc: String
    /// The view-model types a change of the property may push, by name, as a command's `pushes`;
    /// empty for most properties, and then left out of the JSON.
    public var pushes: [String]

    /// A description of the property `name`.
    public init(name: String, schema: JSONValue, readOnly: Bool, doc: String = "", pushes: [String] = []) {
        self.name = name
        self.schema = schema
        self.readOnly = readOnly
        self.doc = doc
        self.pushes = pushes
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "PropertyDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        name = try fields.string("name")
        schema = try fields.value("schema")
        readOnly = try fields.bool("readOnly")
        doc = try fields.optionalString("doc") ?? ""
        pushes = try fields.optionalStrings("pushes") ?? []
    }

    /// `{name, schema, readOnly, doc, pushes?}`; `pushes` only for a property that pushes.
    public var json: JSONValue {
        var object: JSONObject = [
            "name": .string(name), "schema": schema, "readOnly": .bool(readOnly), "doc": .string(doc),
        ]
        if !pushes.isEmpty { object["pushes"] = .array(pushes.map { .string($0) }) }
        return .object(object)
    }
}
