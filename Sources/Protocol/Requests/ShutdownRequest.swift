/// `shutdown`: the client is about to send `exit`; from now on every request is refused.
/// Takes no params and answers `null`, as in LSP.
public enum ShutdownRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "shutdown"

    /// Takes no params: `shutdown` never reads them.
    public typealias Params = EmptyObject

    /// `null`.
    public struct Result: JSONConvertible, Hashable {
        /// The one value, written as `null`.
        public init() {}

        public init(json: JSONValue) throws(ResponseError) {
            guard json == .null else { throw .invalidParams("\(method) result: must be null") }
        }

        public var json: JSONValue { .null }
    }
}
