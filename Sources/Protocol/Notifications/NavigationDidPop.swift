/// `navigation/didPop` (server → client): the view-model layer closed a pushed view model; the
/// frontend removes its view.
public enum NavigationDidPop: NotificationType {
    public static let method = "navigation/didPop"

    public typealias Params = ViewModelReference<NavigationDidPop>
}
