/// `$/cancelRequest`: the client no longer wants the answer to a request. A pending request then
/// answers RequestCancelled; one already answered is left alone. Either way exactly one response
/// is sent per request.
public enum CancelRequestNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "$/cancelRequest"

    /// `{id}`.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the request to cancel, exactly as the client wrote it.
        public var id: RequestID

        /// Params that cancel the request `id`.
        public init(id: RequestID) {
            self.id = id
        }

        public init(json: JSONValue) throws(ResponseError) {
            id = try FieldReader.params(json, method: method).requestID("id")
        }

        public var json: JSONValue {
            ["id": id.json]
        }
    }
}
