import Protocol

/// One call's MCP progress token and how far it has got: MCP wants `progress` to grow with each
/// notification, so a report that does not move it forward is not sent.
struct MCPProgress {
    let token: JSONValue
    private var last = -1.0

    init(token: JSONValue) {
        self.token = token
    }

    /// The params of `notifications/progress` for a `$/progress` value (begin, report or end), or nil
    /// when it does not move the progress forward.
    mutating func update(_ value: JSONValue) -> JSONValue? {
        let progress: Double =
            switch value["kind"]?.stringValue {
            case "begin": 0
            case "end": 100
            default: value["percentage"]?.doubleValue ?? last
            }
        guard progress > last else { return nil }
        last = progress
        var params: JSONObject = ["progressToken": token, "progress": .double(progress), "total": 100]
        if let message = value["message"] ?? value["title"] { params["message"] = message }
        return .object(params)
    }
}
