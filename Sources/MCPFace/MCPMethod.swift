/// The MCP methods the server takes and sends (the MCP specification, "Base Protocol" and
/// "Server Features").
enum MCPMethod {
    static let initialize = "initialize"
    static let initialized = "notifications/initialized"
    static let ping = "ping"
    static let listTools = "tools/list"
    static let callTool = "tools/call"
    static let listResources = "resources/list"
    static let listResourceTemplates = "resources/templates/list"
    static let readResource = "resources/read"
    static let subscribe = "resources/subscribe"
    static let unsubscribe = "resources/unsubscribe"
    static let setLevel = "logging/setLevel"
    static let cancelled = "notifications/cancelled"
    static let rootsListChanged = "notifications/roots/list_changed"
    static let progress = "notifications/progress"
    static let logMessage = "notifications/message"
    static let resourceUpdated = "notifications/resources/updated"
    static let resourceListChanged = "notifications/resources/list_changed"
    static let elicit = "elicitation/create"

    /// The requests answered after `initialize`; any other is not found, before it too.
    static let answered: Set<String> = [
        listTools, callTool, listResources, listResourceTemplates, readResource, subscribe, unsubscribe, setLevel,
    ]
}
