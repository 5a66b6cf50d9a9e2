/// `viewModel/get`: the whole current state of a view model, for a client that lost track.
public enum GetRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/get"

    /// `{viewModel}`: the id of the view model to read.
    public typealias Params = ViewModelReference<GetRequest>

    /// `{viewModel: Snapshot}`: its whole current state.
    public typealias Result = SnapshotResult<GetRequest>
}
