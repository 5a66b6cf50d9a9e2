/// How messages are delimited on the byte stream.
public enum Framing: String, Sendable, CaseIterable {
    /// The LSP base protocol: `Content-Length: N\r\n\r\n` followed by N bytes of UTF-8 JSON.
    case lsp
    /// Newline-delimited JSON, one message per line, as MCP's stdio transport uses.
    case ndjson
}
