/// Every method of the protocol, so documentation, schemas and handlers can be checked for
/// coverage: a new message that is missing from one of them fails a test instead of shipping.
public enum MethodRegistry {
    /// Client → server requests.
    public static let requestTypes: [any RequestType.Type] = [
        InitializeRequest.self, ShutdownRequest.self, DescribeRequest.self, CreateRequest.self,
        GetRequest.self, BindRequest.self, UnbindRequest.self, DisposeRequest.self,
        SetPropertyRequest.self, ExecuteCommandRequest.self, PopRequest.self, AdvanceClockRequest.self, WindowRequest.self,
    ]

    /// Client → server notifications.
    public static let clientNotificationTypes: [any NotificationType.Type] = [
        InitializedNotification.self, ExitNotification.self, CancelRequestNotification.self,
    ]

    /// Server → client notifications.
    public static let serverNotificationTypes: [any NotificationType.Type] = [
        PropertyDidChange.self, CommandDidChange.self, CollectionDidChange.self, ViewModelEvent.self,
        NavigationPush.self, NavigationDidPop.self, ViewModelDidDispose.self, ProgressNotification.self,
        AnswerRefused.self,
    ]

    /// The methods of the server → client requests a view model can ask with the framework's own
    /// kinds (a catalog's own kinds add theirs); `$/cancelRequest` withdraws one.
    public static let serverRequests = [
        "window/showMessageRequest", "window/showDocument", "frontend/choose", "frontend/input",
    ]

    /// The method names of `requestTypes`, in the same order.
    public static let requests: [String] = requestTypes.map { $0.method }

    /// Notifications in both directions, client → server first.
    public static let notifications: [String] = (clientNotificationTypes + serverNotificationTypes).map { $0.method }
}
