/// Frames message bodies for the wire, in the framing the client used.
public enum FrameEncoder {
    /// lsp: `Content-Length: N\r\n\r\n` + body; ndjson: body + `\n`.
    ///
    /// An ndjson body must not contain a raw newline; ``JSONWriter`` never writes one.
    public static func append(body: [UInt8], framing: Framing, to buffer: inout [UInt8]) {
        switch framing {
        case .lsp:
            var header = ByteWriter(capacity: 32)
            header.append("Content-Length: ")
            header.appendInteger(Int64(body.count))
            header.append("\r\n\r\n")
            header.copy(to: &buffer)
            buffer.append(contentsOf: body)
        case .ndjson:
            buffer.append(contentsOf: body)
            buffer.append(UInt8(ascii: "\n"))
        }
    }

    /// Frames the body that `writeBody` appends to the buffer it is given. For ndjson that is
    /// `buffer` itself, so the body is written once, in place; an LSP header needs the body's
    /// length first, so there the body is written aside and copied after the header.
    public static func append(framing: Framing, to buffer: inout [UInt8], body writeBody: (inout [UInt8]) -> Void) {
        switch framing {
        case .lsp:
            var body: [UInt8] = []
            writeBody(&body)
            append(body: body, framing: .lsp, to: &buffer)
        case .ndjson:
            writeBody(&buffer)
            buffer.append(UInt8(ascii: "\n"))
        }
    }
}
