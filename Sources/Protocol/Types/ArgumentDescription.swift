/// One argument a creatable view-model type takes in `viewModel/create`, as `viewModel/describe`
/// reports it.
public struct ArgumentDescription: JSONConvertible, FieldDecodable, Hashable {
    /// The key in `viewModel/create`'s `arguments`.
    public var name: String
    /// A JSON Schema of its value.
    public var schema: JSONValue
    /// Whether a create without it is refused.
    public var required: Bool
    /// What it sets and its default, for a frontend author.
    public var doc: String

    /// A description of the argument `name`.
    public init(name: String, schema: JSONValue, required: Bool = false, doc: String = "") {
        self.name = name
        self.schema = schema
        self.required = required
        self.doc = doc
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "ArgumentDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        name = try fields.string("name")
        schema = try fields.value("schema")
        required = try fields.optionalBool("required") ?? false
        doc = try fields.optionalString("doc") ?? ""
    }

    /// `{name, schema, required, doc}`.
    public var json: JSONValue {
        ["name": .string(name), "schema": schema, "required": .bool(required), "doc": .string(doc)]
    }
}
