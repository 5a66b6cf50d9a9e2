/// `frontend/answerRefused` (server → client): the client's response to a request from the server
/// was not taken: its answer did not fit the request's answer schema (InvalidValue), or no request
/// with that id is waiting (InvalidRequest: never sent, already answered, withdrawn). A response
/// cannot be answered, so the server says so in a notification of its own.
public enum AnswerRefused: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "frontend/answerRefused"

    /// `{id, error}`.
    public struct Params: JSONConvertible, Hashable {
        /// The id the client's response carried.
        public var id: RequestID?
        /// Why it was refused, as an error response would say it.
        public var error: ResponseError

        /// Params refusing the response to `id` for `error`.
        public init(id: RequestID?, error: ResponseError) {
            self.id = id
            self.error = error
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            id = fields.optionalValue("id").flatMap(RequestID.init(json:))
            guard let error = fields.optionalValue("error").flatMap(ResponseError.init(json:)) else {
                throw .invalidParams("\(method): 'error' must be an error object")
            }
            self.error = error
        }

        public var json: JSONValue {
            ["id": id?.json ?? .null, "error": error.json]
        }
    }
}
