/// `viewModel/get`: the whole current state of a view model, for a client that lost track.
public enum GetRequest: RequestType {
    public static let method = "viewModel/get"

    public typealias Params = ViewModelReference<GetRequest>

    public typealias Result = SnapshotResult<GetRequest>
}
