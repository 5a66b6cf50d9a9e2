/// Writes messages as compact JSON, ready for framing.
///
/// Writes the envelope directly instead of building ``Message/json`` first, so a response or
/// notification costs one pass over its params or result. Key order matches ``Message/json``.
public enum MessageEncoder {
    /// The message as compact JSON bytes, ready for framing.
    public static func encode(_ message: Message) -> [UInt8] {
        var writer = ByteWriter(capacity: JSONWriter.typicalSize)
        write(message, to: &writer)
        return writer.makeArray()
    }

    /// A JSON array of the messages, as the answer to a batch.
    public static func encode(batch: [Message]) -> [UInt8] {
        var writer = ByteWriter(capacity: JSONWriter.typicalSize * batch.count)
        write(batch: batch, to: &writer)
        return writer.makeArray()
    }

    /// Writes what ``encode(batch:)`` returns into `writer`.
    public static func write(batch: [Message], to writer: inout ByteWriter) {
        writer.append(UInt8(ascii: "["))
        for (position, message) in batch.enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            write(message, to: &writer)
        }
        writer.append(UInt8(ascii: "]"))
    }

    /// Appends the message to `buffer`, for callers that collect several messages in one buffer.
    public static func append(_ message: Message, to buffer: inout [UInt8]) {
        var writer = ByteWriter(capacity: JSONWriter.typicalSize)
        write(message, to: &writer)
        writer.copy(to: &buffer)
    }

    /// Writes the message into `writer`, for a writer thread that collects a turn in one buffer.
    public static func write(_ message: Message, to writer: inout ByteWriter) {
        writer.append(#"{"jsonrpc":"2.0""#)
        switch message {
        case .request(let request):
            appendMember("id", request.id.json, to: &writer)
            appendMember("method", .string(request.method), to: &writer)
            if let params = request.params { appendMember("params", params, to: &writer) }
        case .notification(let notification):
            appendMember("method", .string(notification.method), to: &writer)
            if let params = notification.params { appendMember("params", params, to: &writer) }
        case .response(let response):
            appendMember("id", response.id?.json ?? .null, to: &writer)
            switch response.result {
            case .success(let result): appendMember("result", result, to: &writer)
            case .failure(let error): appendMember("error", error.json, to: &writer)
            }
        }
        writer.append(UInt8(ascii: "}"))
    }

    /// Writes a successful response whose result writes itself: the same bytes as writing
    /// `.response(Response(id: id, result: result.json))`, without building the result's tree.
    ///
    /// Inlinable, so that the module that answers a `property/set` calls its result's writer directly
    /// rather than through its conformance.
    @inlinable
    public static func writeResponse(id: RequestID, result: some JSONConvertible, to writer: inout ByteWriter) {
        writeResponseStart(id: id, to: &writer)
        result.appendJSON(to: &writer)
        writer.append(UInt8(ascii: "}"))
    }

    /// A successful response up to its result: `{"jsonrpc":"2.0","id":…,"result":`.
    @usableFromInline
    static func writeResponseStart(id: RequestID, to writer: inout ByteWriter) {
        writer.append(#"{"jsonrpc":"2.0","id":"#)
        // An integer id, the usual kind, is written without a trip through `JSONValue`.
        if case .integer(let value) = id { writer.appendInteger(value) } else { JSONWriter.write(id.json, to: &writer) }
        writer.append(#","result":"#)
    }

    private static func appendMember(_ key: StaticString, _ value: JSONValue, to writer: inout ByteWriter) {
        writer.append(UInt8(ascii: ","))
        writer.append(UInt8(ascii: "\""))
        writer.append(key)
        writer.append(#"":"#)
        JSONWriter.write(value, to: &writer)
    }
}
