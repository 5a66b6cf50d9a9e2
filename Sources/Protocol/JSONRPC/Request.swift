/// A call that expects exactly one response with the same id.
public struct Request: Sendable, Hashable {
    /// The id its response echoes.
    public var id: RequestID
    /// The method to call.
    public var method: String
    /// An object or an array; nil when the message had no `params` member or `"params": null`.
    public var params: JSONValue?

    /// A request to call `method`, answered under `id`.
    public init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }
}
