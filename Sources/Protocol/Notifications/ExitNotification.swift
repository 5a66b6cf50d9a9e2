/// `exit`: ends the process, with status 0 when `shutdown` came first and 1 otherwise, as in LSP.
public enum ExitNotification: NotificationType {
    public static let method = "exit"

    public typealias Params = EmptyObject
}
