import Protocol

/// How a test's client answers a request from the server (a question a view model asks).
public enum ScriptedAnswer: Sendable {
    /// Answers with `result`.
    case result(JSONValue)
    /// Answers with a JSON-RPC error.
    case error(code: Int, message: String)

    /// The response to the server's request `id`.
    func response(to id: JSONValue) -> JSONValue {
        switch self {
        case .result(let result):
            ["jsonrpc": "2.0", "id": id, "result": result]
        case .error(let code, let message):
            ["jsonrpc": "2.0", "id": id, "error": ["code": .integer(Int64(code)), "message": .string(message)]]
        }
    }
}
