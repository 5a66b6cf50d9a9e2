/// `viewModel/didDispose` (server → client): the server released a view model the client knew
/// (an item removed from a collection, a popped screen); its id now answers ViewModelNotFound.
public enum ViewModelDidDispose: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/didDispose"

    /// `{viewModel}`: the id of the view model that was released.
    public typealias Params = ViewModelReference<ViewModelDidDispose>
}
