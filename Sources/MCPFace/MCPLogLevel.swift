/// MCP's log levels (RFC 5424's), least severe first: the agent picks the least it wants.
enum MCPLogLevel: String, CaseIterable, Comparable {
    case debug, info, notice, warning, error, critical, alert, emergency

    static func < (lhs: MCPLogLevel, rhs: MCPLogLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
