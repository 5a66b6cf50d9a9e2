import Protocol

/// One call's MCP progress token and how far it has got: MCP wants `progress` to grow with each
/// notification, so a report that does not move it forward is not sent.
struct MCPProgress {
    let token: JSONValue
    private var last = -1.0

    init(token: JSONValue) {
        self.token = token
    }

    /// The params of `notifications/progress` for a work-done progress value (begin, report or
    /// end), or nil when it does not move the progress forward.
    mutating func update(_ value: ProgressNotification.Value) -> JSONValue? {
        let progress: Double
        let message: String?
        switch value {
        case .begin(let title, _, let said, _):
            (progress, message) = (0, said ?? title)
        case .report(let said, let percentage):
            (progress, message) = (percentage.map(Double.init) ?? last, said)
        case .end(let said):
            (progress, message) = (100, said)
        }
        guard progress > last else { return nil }
        last = progress
        var params: JSONObject = ["progressToken": token, "progress": .double(progress), "total": 100]
        if let message { params["message"] = .string(message) }
        return .object(params)
    }
}
