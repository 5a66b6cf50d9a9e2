/// `$/cancelRequest`: the client no longer wants the answer to a request. A pending request then
/// answers RequestCancelled; one already answered is left alone. Either way exactly one response
/// is sent per request.
public enum CancelRequestNotification: NotificationType {
    public static let method = "$/cancelRequest"

    /// `{id}`.
    public struct Params: JSONConvertible, Hashable {
        public var id: RequestID

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
