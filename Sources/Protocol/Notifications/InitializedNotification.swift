/// `initialized`: the client has read the `initialize` result. Accepted and optional, as in LSP.
public enum InitializedNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "initialized"

    /// Takes no params: `initialized` never reads them.
    public typealias Params = EmptyObject
}
