/// One event of a view model type, as `viewModel/describe` reports it.
public struct EventDescription: JSONConvertible, FieldDecodable, Hashable {
    /// The event's name, as `viewModel/event` carries it.
    public var name: String
    /// A JSON Schema of the `payload` of `viewModel/event`.
    public var payloadSchema: JSONValue
    /// What the event means, for a frontend author.
    public var doc: String

    /// A description of the event `name` and what it carries.
    public init(name: String, payloadSchema: JSONValue, doc: String = "") {
        self.name = name
        self.payloadSchema = payloadSchema
        self.doc = doc
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "EventDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        name = try fields.string("name")
        payloadSchema = try fields.value("payloadSchema")
        doc = try fields.optionalString("doc") ?? ""
    }

    /// `{name, payloadSchema}`.
    public var json: JSONValue {
        ["name": .string(name), "payloadSchema": payloadSchema, "doc": .string(doc)]
    }
}
