/// The `{}` that answers requests with nothing to report, and the params of messages that take none.
///
/// Decoding accepts any object (extra members are ignored, as everywhere) and `null`, since LSP
/// clients send `shutdown` and `exit` with no params or `null` params.
public struct EmptyObject: JSONConvertible, Hashable {
    /// The one value, written as `{}`.
    public init() {}

    public init(json: JSONValue) throws(ResponseError) {
        switch json {
        case .object, .null: break
        default: throw .invalidParams("expected an object or null")
        }
    }

    public var json: JSONValue { .object([:]) }
}
