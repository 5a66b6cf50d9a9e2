/// A message without an id: it is never answered, not even with an error.
public struct Notification: Sendable, Hashable {
    /// The method the notification is for.
    public var method: String
    /// An object or an array; nil when the message had no `params` member or `"params": null`.
    public var params: JSONValue?

    /// A notification of `method`, with `params` when it has any.
    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }
}
