import Protocol

extension OutgoingMessage.Payload {
    /// The unit as compact JSON, exactly the bytes an NDJSON frame holds before its newline: what a
    /// recording keeps, and what the MCP session reads back.
    var compactJSON: [UInt8] {
        var body = ByteWriter(capacity: 256)
        var scratch = ByteWriter(capacity: 0)
        var changes = PropertyDidChangeWriter()
        Connection.encode(self, framing: .ndjson, to: &body, scratch: &scratch, changes: &changes)
        var json = body.makeArray()
        json.removeLast()
        return json
    }
}
