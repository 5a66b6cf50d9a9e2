import Testing

@testable import Protocol

@Suite("MessageEncoder")
struct MessageEncoderTests {
    func text(_ message: Message) -> String {
        String(decoding: MessageEncoder.encode(message), as: UTF8.self)
    }

    @Test("messages are compact, carry jsonrpc 2.0 and list members in a fixed order")
    func envelopes() {
        #expect(
            text(.request(Request(id: 1, method: "m", params: ["a": 1])))
                == #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1}}"#)
        #expect(text(.request(Request(id: "s", method: "m"))) == #"{"jsonrpc":"2.0","id":"s","method":"m"}"#)
        #expect(
            text(.notification(Notification(method: "n", params: [1])))
                == #"{"jsonrpc":"2.0","method":"n","params":[1]}"#)
        #expect(
            text(.response(Response(id: RequestID(json: 2.5), result: ["version": 3])))
                == #"{"jsonrpc":"2.0","id":2.5,"result":{"version":3}}"#)
        #expect(text(.response(Response(id: 1, result: .null))) == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
    }

    @Test("an error response without a known id says id null")
    func errorResponse() {
        let message = Message.response(Response(id: nil, error: .parseError("bad")))
        #expect(
            text(message)
                == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: bad","data":{"kind":"parseError"}}}"#
        )
    }

    @Test("the encoder and Message.json agree for every kind of message")
    func agreesWithJSON() throws {
        let messages: [Message] = [
            .request(Request(id: 9, method: "x", params: [:])),
            .notification(Notification(method: "y")),
            .response(Response(id: "r", result: [1, 2])),
            .response(Response(id: nil, error: .methodNotFound("z"))),
        ]
        for message in messages {
            #expect(MessageEncoder.encode(message) == JSONWriter.encode(message.json))
            #expect(MessageDecoder.decode(MessageEncoder.encode(message)) == .single(.message(message)))
        }
    }

    @Test("a response written from its typed result is the response written from its JSON, for every kind of id")
    func typedResponse() {
        let ids: [RequestID] = [7, -3, "a\"b\u{2028}", RequestID(json: 2.5)!, RequestID(json: .number(JSONNumber(text: "1.50")))!]
        let results: [any JSONConvertible] = [
            SetPropertyRequest.Result(version: 42), UnbindRequest.Result(), ShutdownRequest.Result(),
        ]
        for id in ids {
            for result in results {
                var writer = ByteWriter(capacity: 16)
                MessageEncoder.writeResponse(id: id, result: result, to: &writer)
                #expect(writer.makeArray() == MessageEncoder.encode(.response(Response(id: id, result: result.json))))
            }
        }
    }

    @Test("a batch answer is a JSON array in the given order")
    func batch() {
        let encoded = MessageEncoder.encode(batch: [
            .response(Response(id: 1, result: true)),
            .response(Response(id: 2, error: .invalidRequest("x"))),
        ])
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.hasPrefix(#"[{"jsonrpc":"2.0","id":1,"result":true},{"jsonrpc":"2.0","id":2,"error":"#))
        #expect(text.hasSuffix("}]"))
    }
}
