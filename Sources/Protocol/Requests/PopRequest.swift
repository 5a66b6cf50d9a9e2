/// `navigation/pop`: the user went back; the pushed view model is disposed. Answers `{}`.
public enum PopRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "navigation/pop"

    /// `{}`.
    public typealias Result = EmptyObject

    /// `{viewModel}`: the id of the pushed view model to close.
    public typealias Params = ViewModelReference<PopRequest>
}
