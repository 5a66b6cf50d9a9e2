/// `navigation/didPop` (server → client): the view-model layer closed a pushed view model; the
/// frontend removes its view.
public enum NavigationDidPop: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "navigation/didPop"

    /// `{viewModel}`: the id of the pushed view model that was closed.
    public typealias Params = ViewModelReference<NavigationDidPop>
}
