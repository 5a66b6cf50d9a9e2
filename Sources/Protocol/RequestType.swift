/// A request method with its typed params and result, so the server can register a handler per
/// type and a client can build the request without spelling the method name.
public protocol RequestType: NamedMethod {
    associatedtype Params: JSONConvertible
    associatedtype Result: JSONConvertible
}

extension RequestType {
    /// The request `id` carrying `params` under this type's method, so no caller spells the name.
    public static func request(id: RequestID, _ params: Params) -> Request {
        Request(id: id, method: method, params: params.json)
    }
}
