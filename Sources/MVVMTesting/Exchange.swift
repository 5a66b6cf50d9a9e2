import Protocol

/// A response and the messages the server sent before it.
public struct Exchange: Sendable {
    /// Every message that arrived before the response, in order.
    public var before: [JSONValue] = []
    /// The response; nil when the server closed its output or went silent first.
    public var response: JSONValue?

    /// An exchange with nothing received yet.
    public init() {}

    /// The response's `result`; nil for an error or no response.
    public var result: JSONValue? { response?["result"] }
    /// The response's `error`; nil for a success or no response.
    public var error: JSONValue? { response?["error"] }
    /// The error's `code`; nil unless the response is an error.
    public var errorCode: Int64? { error?["code"]?.int64Value }

    /// The methods of the notifications that came before the response, in order.
    public var methods: [String] { before.compactMap { $0["method"]?.stringValue } }

    /// The requests the server sent before the response (the questions its view models asked), in order.
    public var requests: [JSONValue] { before.filter { $0["method"] != nil && $0["id"] != nil } }

    /// The params of the messages of `method` that came before the response, in order.
    public func notifications(_ method: String) -> [JSONValue] {
        before.filter { $0["method"]?.stringValue == method }.compactMap { $0["params"] }
    }
}
