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

    /// Frames the body that `writeBody` writes into the writer it is given. For ndjson that is
    /// `output` itself, so the body is written once, in place; an LSP header needs the body's
    /// length first, so there the body is written into `scratch` and copied after the header.
    public static func write(
        framing: Framing, to output: inout ByteWriter, scratch: inout ByteWriter,
        body writeBody: (inout ByteWriter) -> Void
    ) {
        switch framing {
        case .lsp:
            scratch.removeAll()
            writeBody(&scratch)
            output.append("Content-Length: ")
            output.appendInteger(Int64(scratch.count))
            output.append("\r\n\r\n")
            output.append(contentsOf: scratch)
        case .ndjson:
            writeBody(&output)
            output.append(UInt8(ascii: "\n"))
        }
    }
}
