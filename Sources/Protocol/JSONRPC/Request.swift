/// A call that expects exactly one response with the same id.
public struct Request: Sendable, Hashable {
    public var id: RequestID
    public var method: String
    /// An object or an array; nil when the message had no `params` member or `"params": null`.
    public var params: JSONValue?

    public init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }
}
