/// Any JSON-RPC 2.0 message, in either direction.
public enum Message: Sendable, Hashable {
    case request(Request)
    case notification(Notification)
    case response(Response)

    /// The message as JSON, always with `"jsonrpc":"2.0"` and keys in the order
    /// jsonrpc, id, method, params / jsonrpc, id, result-or-error.
    public var json: JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0"]
        switch self {
        case .request(let request):
            object["id"] = request.id.json
            object["method"] = .string(request.method)
            object["params"] = request.params
        case .notification(let notification):
            object["method"] = .string(notification.method)
            object["params"] = notification.params
        case .response(let response):
            object["id"] = response.id?.json ?? .null
            switch response.result {
            case .success(let result): object["result"] = result
            case .failure(let error): object["error"] = error.json
            }
        }
        return .object(object)
    }
}
