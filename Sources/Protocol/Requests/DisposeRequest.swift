/// `viewModel/dispose`: disposes the view model and every view model it owns, cancelling their
/// work; their ids then answer ViewModelNotFound. Answers `{}`.
public enum DisposeRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/dispose"

    /// `{}`.
    public typealias Result = EmptyObject

    /// `{viewModel}`: the id of the view model to dispose.
    public typealias Params = ViewModelReference<DisposeRequest>
}
