/// `exit`: ends the process, with status 0 when `shutdown` came first and 1 otherwise, as in LSP.
public enum ExitNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "exit"

    /// Takes no params: `exit` never reads them.
    public typealias Params = EmptyObject
}
