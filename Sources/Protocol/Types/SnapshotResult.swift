/// `{viewModel: Snapshot}`: the result of every request that answers with one whole view model.
///
/// Generic over the request only so that a malformed one is reported under its own method name.
public struct SnapshotResult<Message: NamedMethod>: JSONConvertible, Hashable {
    /// The view model's whole state when the answer was written.
    public var viewModel: Snapshot

    /// A result carrying `viewModel`.
    public init(viewModel: Snapshot) {
        self.viewModel = viewModel
    }

    public init(json: JSONValue) throws(ResponseError) {
        viewModel = try FieldReader.result(json, method: Message.method).decode("viewModel")
    }

    public var json: JSONValue {
        ["viewModel": viewModel.json]
    }
}
