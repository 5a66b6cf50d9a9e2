/// The answer to one request: a result or an error, never both.
public struct Response: Sendable, Hashable {
    /// Nil when the request's id could not be read (a parse error, a bad frame); written as
    /// `"id": null` as JSON-RPC requires.
    public var id: RequestID?
    /// The result on success, the error otherwise.
    public var result: Result<JSONValue, ResponseError>

    /// A response with either outcome.
    public init(id: RequestID?, result: Result<JSONValue, ResponseError>) {
        self.id = id
        self.result = result
    }

    /// A successful response carrying `result`.
    public init(id: RequestID?, result: JSONValue) {
        self.init(id: id, result: .success(result))
    }

    /// An error response carrying `error`.
    public init(id: RequestID?, error: ResponseError) {
        self.init(id: id, result: .failure(error))
    }
}
