import Protocol

/// A `tools/call` of a command, running until it answers or the agent cancels it.
struct MCPRunningCall {
    let execution: Execution
    /// The agent's `_meta.progressToken`, forgotten with the call: nothing is said of a call that ended.
    let progressToken: JSONValue?
}
