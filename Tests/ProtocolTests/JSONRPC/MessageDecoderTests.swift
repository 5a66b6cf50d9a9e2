import Testing

@testable import Protocol

@Suite("MessageDecoder")
struct MessageDecoderTests {
    func decode(_ text: String) -> Incoming {
        MessageDecoder.decode(Array(text.utf8))
    }

    /// The single result of `text`, recording an issue for a batch.
    func single(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> MessageResult? {
        guard case .single(let result) = decode(text) else {
            Issue.record("expected a single message", sourceLocation: sourceLocation)
            return nil
        }
        return result
    }

    func failure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> (
        id: RequestID?, error: ResponseError
    )? {
        guard case .failure(let id, let error)? = single(text, sourceLocation: sourceLocation) else {
            Issue.record("expected a failure for \(text)", sourceLocation: sourceLocation)
            return nil
        }
        return (id, error)
    }

    @Test("requests keep integer, fractional and string ids exactly")
    func requests() {
        #expect(
            single(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1.0"}}"#)
                == .message(
                    .request(Request(id: .integer(1), method: "initialize", params: ["protocolVersion": "1.0"]))))
        #expect(
            single(#"{"jsonrpc":"2.0","id":"a-1","method":"shutdown"}"#)
                == .message(.request(Request(id: "a-1", method: "shutdown"))))
        #expect(
            single(#"{"id":2.5,"method":"m","params":[1],"jsonrpc":"2.0"}"#)
                == .message(.request(Request(id: .number(JSONNumber(text: "2.5")), method: "m", params: [1]))))
    }

    @Test("a message without an id is a notification")
    func notifications() {
        #expect(
            single(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
                == .message(.notification(Notification(method: "initialized", params: [:]))))
        #expect(single(#"{"jsonrpc":"2.0","method":"exit"}"#) == .message(.notification(Notification(method: "exit"))))
    }

    @Test("params null is taken as omitted, in requests and notifications alike")
    func nullParams() {
        #expect(
            single(#"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":null}"#)
                == .message(.request(Request(id: 1, method: "shutdown"))))
        #expect(
            single(#"{"jsonrpc":"2.0","method":"exit","params":null}"#)
                == .message(.notification(Notification(method: "exit"))))
        guard case .batch(let elements) = decode(#"[{"jsonrpc":"2.0","id":2,"method":"m","params":null}]"#) else {
            Issue.record("expected a batch")
            return
        }
        #expect(elements == [.message(.request(Request(id: 2, method: "m")))])
    }

    @Test(
        "an id beyond the range of a double is refused with a null id, and the request is not decoded",
        arguments: ["1e400", "-1e400", "1E+999", "123e99999999999999999999"]
    )
    func unkeepableID(id: String) {
        let result = failure(#"{"jsonrpc":"2.0","id":\#(id),"method":"property/set","params":{}}"#)
        #expect(result != nil)
        #expect(result?.id == nil)
        #expect(result?.error.code == .invalidRequest)
        #expect(result?.error.message.contains("beyond the range of a double") == true)
        guard
            case .batch(let elements) = decode(
                #"[{"jsonrpc":"2.0","id":\#(id),"method":"m"},"#
                    + #"{"jsonrpc":"2.0","id":1,"method":"m"}]"#)
        else {
            Issue.record("expected a batch")
            return
        }
        #expect(elements.first?.isFailure(id: nil, code: .invalidRequest) == true)
        #expect(elements.last == .message(.request(Request(id: 1, method: "m"))))
    }

    @Test("responses from the peer decode with result or error")
    func responses() {
        #expect(
            single(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .message(.response(Response(id: 3, result: .null))))
        let error = ResponseError.methodNotFound("x")
        #expect(
            single(#"{"jsonrpc":"2.0","id":null,"error":\#(error.json)}"#)
                == .message(.response(Response(id: nil, error: error))))
        let foreign = single(#"{"jsonrpc":"2.0","id":4,"error":{"code":-1,"message":"m","data":[1]}}"#)
        #expect(
            foreign
                == .message(
                    .response(
                        Response(
                            id: 4,
                            error: ResponseError(
                                code: ErrorCode(-1), message: "m", kind: "unknown", data: ["value": [1]])))))
    }

    @Test("invalid JSON is a parse error with a null id, even when an id came first")
    func parseError() {
        let result = failure(#"{"jsonrpc":"2.0","id":1,"method":"foobar,"params":"bar","baz]"#)
        #expect(result?.id == nil)
        #expect(result?.error.code == .parseError)
        #expect(result?.error.kind == "parseError")
        #expect(result?.error.data["offset"] != nil)
        #expect(failure("")?.error.code == .parseError)
    }

    @Test("a request nested too deep is a tooDeep parse error answered with its id")
    func tooDeep() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let result = failure(#"{"jsonrpc":"2.0","id":"deep","method":"m","params":\#(deep)}"#)
        #expect(result?.error.code == .parseError)
        #expect(result?.error.kind == "tooDeep")
        #expect(result?.id == "deep")
        let idLast = failure(#"{"jsonrpc":"2.0","method":"m","params":\#(deep),"id":1}"#)
        #expect(idLast?.id == nil)
        #expect(idLast?.error.kind == "tooDeep")
    }

    @Test("malformed UTF-8 is an invalidUTF8 parse error answered with the id read before it")
    func invalidUTF8() {
        let frame = Array(#"{"jsonrpc":"2.0","id":7,"method":"m","params":{"a":""#.utf8) + [0xFF] + Array(#""}}"#.utf8)
        guard case .single(.failure(let id, let error)) = MessageDecoder.decode(frame) else {
            Issue.record("expected a failure")
            return
        }
        #expect(id == 7)
        #expect(error.code == .parseError)
        #expect(error.kind == "invalidUTF8")
    }

    @Test(
        "a message that is not an object is an invalid request with a null id",
        arguments: ["1", #""text""#, "null", "true", "[1]", "[[]]"]
    )
    func notAnObject(text: String) {
        let results: [MessageResult]
        switch decode(text) {
        case .single(let result): results = [result]
        case .batch(let batch): results = batch
        }
        for result in results {
            guard case .failure(let id, let error) = result else {
                Issue.record("expected a failure for \(text)")
                continue
            }
            #expect(id == nil)
            #expect(error.code == .invalidRequest)
            #expect(error.kind == "invalidRequest")
        }
    }

    @Test(
        "a wrong envelope is an invalid request that keeps the id",
        arguments: [
            #"{"id":1,"method":"m"}"#,
            #"{"jsonrpc":"1.0","id":1,"method":"m"}"#,
            #"{"jsonrpc":2.0,"id":1,"method":"m"}"#,
            #"{"jsonrpc":"2.0","id":1,"method":5}"#,
            #"{"jsonrpc":"2.0","id":1,"method":null}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"m","params":"bar"}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#,
            #"{"jsonrpc":"2.0","id":1}"#,
            #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"error":{"code":1}}"#,
        ]
    )
    func wrongEnvelope(text: String) {
        let result = failure(text)
        #expect(result?.id == 1)
        #expect(result?.error.code == .invalidRequest)
    }

    @Test(
        "an id of the wrong type is an invalid request with a null id",
        arguments: [
            #"{"jsonrpc":"2.0","id":true,"method":"m"}"#,
            #"{"jsonrpc":"2.0","id":{"a":1},"method":"m"}"#,
            #"{"jsonrpc":"2.0","id":[1],"method":"m"}"#,
            #"{"jsonrpc":"2.0","id":null,"method":"m"}"#,
            #"{"jsonrpc":"2.0","result":1}"#,
        ]
    )
    func wrongID(text: String) {
        let result = failure(text)
        #expect(result != nil)
        #expect(result?.id == nil)
        #expect(result?.error.code == .invalidRequest)
    }

    @Test("a batch decodes each element in order, keeping good and bad ones apart")
    func batch() {
        let text =
            #"[{"jsonrpc":"2.0","id":1,"method":"a"},1,{"jsonrpc":"2.0","method":"b"},{"jsonrpc":"2.0","id":"x","method":4}]"#
        guard case .batch(let results) = decode(text) else {
            Issue.record("expected a batch")
            return
        }
        #expect(results.count == 4)
        #expect(results[0] == .message(.request(Request(id: 1, method: "a"))))
        #expect(results[1] == .failure(id: nil, error: .invalidRequest("a message must be a JSON object")))
        #expect(results[2] == .message(.notification(Notification(method: "b"))))
        #expect(results[3] == .failure(id: "x", error: .invalidRequest("'method' must be a string")))
    }

    @Test("an empty batch is a single invalid request with a null id")
    func emptyBatch() {
        for text in ["[]", " [ ] "] {
            let result = failure(text)
            #expect(result?.id == nil)
            #expect(result?.error.code == .invalidRequest)
        }
    }

    @Test("unknown members are ignored and method names are not judged here")
    func lenientMembers() {
        #expect(
            single(#"{"jsonrpc":"2.0","id":1,"method":"rpc.x","extra":{}}"#)
                == .message(.request(Request(id: 1, method: "rpc.x"))))
    }

    /// A whole frame's object is read straight into its envelope, a batch's elements as objects:
    /// both must follow one set of rules, the object's.
    @Test(
        "a message's members follow the object's rules: escaped keys, the last of repeated members, unknown ones ignored",
        arguments: [
            #"{"jsonrpc":"2.0","\u0069d":7,"m\u0065thod":"shutdown"}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"initialize","method":"shutdown"}"#,
            #"{"extra":{"id":1,"method":"x"},"jsonrpc":"2.0","id":7,"résumé":[1],"method":"shutdown"}"#,
            #"{"jsonrpc":"1.0","jsonrpc":"2.0","id":"x","id":7,"method":"shutdown"}"#,
        ])
    func envelopeRules(text: String) {
        let expected = MessageResult.message(.request(Request(id: .integer(7), method: "shutdown")))
        #expect(single(text) == expected)
        #expect(decode("[" + text + "]") == .batch([expected]))
    }

    /// "2.0" is matched by its bytes; any other spelling goes the generic way.
    @Test("the version is \"2.0\" however it is spelled, the last one counting, and nothing else")
    func version() {
        #expect(
            single(#"{"jsonrpc":"2\u002e0","id":1,"method":"shutdown"}"#)
                == .message(.request(Request(id: 1, method: "shutdown"))))
        #expect(
            single(#"{"jsonrpc":"2.1","jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
                == .message(.request(Request(id: 1, method: "shutdown"))))
        for text in [
            #"{"jsonrpc":"2.00","id":1,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","jsonrpc":"2.1","id":1,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0 ","id":1,"method":"shutdown"}"#,
        ] {
            #expect(single(text)?.isFailure(id: 1, code: .invalidRequest) == true, "\(text)")
        }
    }

    @Test("a frame whose object is followed by more than whitespace is a parse error, not a message")
    func trailingText() {
        let trailing = failure(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"} x"#)
        #expect(trailing?.error.code == .parseError)
        #expect(trailing?.id == nil)
    }
}

extension MessageResult {
    fileprivate func isFailure(id expected: RequestID?, code expectedCode: ErrorCode) -> Bool {
        guard case .failure(let id, let error) = self else { return false }
        return id == expected && error.code == expectedCode
    }
}
