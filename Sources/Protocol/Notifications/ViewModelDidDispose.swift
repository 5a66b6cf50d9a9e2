/// `viewModel/didDispose` (server → client): the server released a view model the client knew
/// (an item removed from a collection, a popped screen); its id now answers ViewModelNotFound.
public enum ViewModelDidDispose: NotificationType {
    public static let method = "viewModel/didDispose"

    public typealias Params = ViewModelReference<ViewModelDidDispose>
}
