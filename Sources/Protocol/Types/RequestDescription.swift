/// One kind of question a view model type asks its frontend, as `viewModel/describe` reports it.
public struct RequestDescription: JSONConvertible, FieldDecodable, Hashable {
    /// The JSON-RPC method the server sends it as.
    public var method: String
    /// A JSON Schema of the request's params.
    public var paramsSchema: JSONValue
    /// A JSON Schema of the answer the frontend sends as the response's `result`.
    public var answerSchema: JSONValue
    /// When the view model asks it and what the answer decides, for a frontend author.
    public var doc: String

    /// A description of the request `method`.
    public init(method: String, paramsSchema: JSONValue, answerSchema: JSONValue, doc: String = "") {
        self.method = method
        self.paramsSchema = paramsSchema
        self.answerSchema = answerSchema
        self.doc = doc
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "RequestDescription"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        method = try fields.string("method")
        paramsSchema = try fields.value("paramsSchema")
        answerSchema = try fields.value("answerSchema")
        doc = try fields.optionalString("doc") ?? ""
    }

    /// `{method, paramsSchema, answerSchema, doc}`.
    public var json: JSONValue {
        ["method": .string(method), "paramsSchema": paramsSchema, "answerSchema": answerSchema, "doc": .string(doc)]
    }
}
