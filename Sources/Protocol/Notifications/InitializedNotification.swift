/// `initialized`: the client has read the `initialize` result. Accepted and optional, as in LSP.
public enum InitializedNotification: NotificationType {
    public static let method = "initialized"

    public typealias Params = EmptyObject
}
