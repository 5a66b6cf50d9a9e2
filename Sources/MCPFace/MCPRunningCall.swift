import Protocol

/// A `tools/call` of a command, running until it answers or the agent cancels it; registered before
/// it starts, so one that finishes without ever suspending is already known when it unregisters.
@MainActor
final class MCPRunningCall {
    var task: Task<Void, Never>?
    /// The agent's `_meta.progressToken`, forgotten with the call: nothing is said of a call that ended.
    let progressToken: JSONValue?

    init(progressToken: JSONValue?) {
        self.progressToken = progressToken
    }
}
