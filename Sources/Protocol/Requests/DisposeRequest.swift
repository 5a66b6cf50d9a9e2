/// `viewModel/dispose`: disposes the view model and every view model it owns, cancelling their
/// work; their ids then answer ViewModelNotFound. Answers `{}`.
public enum DisposeRequest: RequestType {
    public static let method = "viewModel/dispose"

    public typealias Result = EmptyObject

    public typealias Params = ViewModelReference<DisposeRequest>
}
