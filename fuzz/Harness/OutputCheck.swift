import Protocol

/// Reads the server's output back as a client would and stops the run at the first thing a client
/// could not accept: bytes that do not frame, a frame that is not JSON, or a message that is not
/// JSON-RPC 2.0 as docs/protocol.md promises it (every error with an integer code, a message, and
/// `data.kind`; notifications only of the methods the server sends; batches of responses only).
enum OutputCheck {
    /// Deeper than anything the server builds around a client's value (the parser refuses values
    /// nested past 256 before the server sees them).
    private static let maxDepth = 1024
    private static let serverNotifications = Set(MethodRegistry.serverNotificationTypes.map { $0.method })

    static func check(_ output: [UInt8], framing: Framing) {
        var decoder = FrameDecoder(framing: framing, maxMessageBytes: Int.max)
        for event in decoder.feed(output) + decoder.finish() {
            switch event {
            case .error(let error):
                fail("output that does not frame as \(framing): \(error.message)", output)
            case .frame(let body):
                let message: JSONValue
                do {
                    message = try JSONParser.parse(body, maxDepth: maxDepth)
                } catch {
                    fail("a frame that is not JSON: \(error)", body)
                }
                checkMessage(message, body)
            }
        }
    }

    private static func checkMessage(_ message: JSONValue, _ body: [UInt8]) {
        guard let elements = message.arrayValue else {
            checkSingle(message, body)
            return
        }
        if elements.isEmpty { fail("an empty batch", body) }
        for element in elements {
            if element["method"] != nil { fail("a notification inside a batch reply", body) }
            checkSingle(element, body)
        }
    }

    private static func checkSingle(_ message: JSONValue, _ body: [UInt8]) {
        guard let object = message.objectValue else { fail("a message that is not an object", body) }
        if object["jsonrpc"] != "2.0" { fail("'jsonrpc' is not \"2.0\"", body) }
        if let method = object["method"] {
            guard let name = method.stringValue, serverNotifications.contains(name) else {
                fail("a notification the server does not send", body)
            }
            if object["id"] != nil { fail("the server sent a request", body) }
            if object["params"]?.objectValue == nil { fail("a notification without params", body) }
            return
        }
        switch object["id"] {
        case .integer?, .number?, .string?, .null?: break
        default: fail("a response without a valid id", body)
        }
        switch (object["result"], object["error"]) {
        case (_?, nil): break
        case (nil, let error?): checkError(error, body)
        default: fail("a response needs exactly one of result and error", body)
        }
    }

    private static func checkError(_ error: JSONValue, _ body: [UInt8]) {
        guard case .integer? = error["code"] else {
            fail("an error without an integer code", body)
        }
        if error["message"]?.stringValue == nil { fail("an error without a message", body) }
        if error["data"]?["kind"]?.stringValue == nil { fail("an error without data.kind", body) }
    }

    private static func fail(_ problem: String, _ bytes: [UInt8]) -> Never {
        fatalError("malformed output, \(problem): \(String(decoding: bytes.prefix(2000), as: UTF8.self))")
    }
}
