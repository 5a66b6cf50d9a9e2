import Protocol

/// What one running tool call has seen its view model do: the events it raised and the screens it
/// pushed, which the call's result reports (an agent reads results, not logs).
@MainActor
final class MCPCallWatch {
    /// The view model the call acts on.
    let viewModel: String
    var events: [JSONValue] = []
    var pushed: [JSONValue] = []

    init(viewModel: String) {
        self.viewModel = viewModel
    }
}
