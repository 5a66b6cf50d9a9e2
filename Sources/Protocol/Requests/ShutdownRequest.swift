/// `shutdown`: the client is about to send `exit`; from now on every request is refused.
/// Takes no params and answers `null`, as in LSP.
public enum ShutdownRequest: RequestType {
    public static let method = "shutdown"

    public typealias Params = EmptyObject

    /// `null`.
    public struct Result: JSONConvertible, Hashable {
        public init() {}

        public init(json: JSONValue) throws(ResponseError) {
            guard json == .null else { throw .invalidParams("\(method) result: must be null") }
        }

        public var json: JSONValue { .null }
    }
}
