import Testing

@testable import Protocol

/// A `property/set` whose method comes before its params has its params read typed; every other
/// shape of params goes the generic way. Both must decode to the same request.
@Suite("Typed property/set params")
struct PropertySetParamsReadingTests {
    private static let expected = Request(
        id: 3, method: "property/set", params: ["viewModel": "vm-1", "property": "playerName", "value": "Colin"])

    /// The request `text` decodes to, recording an issue for anything else.
    private func decoded(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Request? {
        guard case .single(.message(.request(let request))) = MessageDecoder.decode(Array(text.utf8)) else {
            Issue.record("expected a request from \(text)", sourceLocation: sourceLocation)
            return nil
        }
        return request
    }

    @Test(
        "the three members, each once, in any order and with escaped keys, are read typed",
        arguments: [
            #"{"jsonrpc":"2.0","id":3,"method":"property/set","params":{"viewModel":"vm-1","property":"playerName","value":"Colin"}}"#,
            #"{"id":3,"method":"property/set","jsonrpc":"2.0","params":{"value":"Colin","property":"playerName","viewModel":"vm-1"}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"property/set","params":{ "view\u004dodel" : "vm-1" , "property":"playerName","value":"Colin" }}"#,
        ])
    func typed(text: String) throws {
        let request = try #require(decoded(text))
        #expect(
            request.propertySetParams
                == SetPropertyRequest.Params(viewModel: "vm-1", property: "playerName", value: "Colin"))
        #expect(request == Self.expected)
        #expect(request.hashValue == Self.expected.hashValue)
        #expect(request.params == Self.expected.params)
    }

    @Test("a value of any kind, null and nested ones included, is read as the generic reading reads it")
    func values() throws {
        let values: [(String, JSONValue)] = [
            ("null", .null), ("12.5", 12.5), ("[1,{\"a\":[true]}]", [1, ["a": [true]]]), ("\"a\\\"b\"", "a\"b"),
        ]
        for (text, value) in values {
            let frame =
                #"{"jsonrpc":"2.0","id":1,"method":"property/set","params":{"viewModel":"vm-1","property":"p","value":"#
                + text + "}}"
            let request = try #require(decoded(frame))
            #expect(request.propertySetParams?.value == value, "\(text)")
        }
    }

    @Test(
        "params the typed reading does not cover decode as JSON, with their members as sent",
        arguments: [
            #"{"viewModel":"vm-1","property":"playerName","value":"Colin","extra":1}"#,
            #"{"viewModel":"vm-1","viewModel":"vm-2","property":"playerName","value":"Colin"}"#,
            #"{"viewModel":1,"property":"playerName","value":"Colin"}"#,
            #"{"viewModel":"vm-1","property":"playerName"}"#,
            #"{}"#,
            #"[1]"#,
        ])
    func generic(params: String) throws {
        let frame = #"{"jsonrpc":"2.0","id":3,"method":"property/set","params":"# + params + "}"
        let request = try #require(decoded(frame))
        #expect(request.propertySetParams == nil)
        #expect(request.params == (try JSONParser.parse(Array(params.utf8))))
    }

    @Test("params before the method, or a method repeated after them, leave the params JSON with the final method")
    func methodOrder() throws {
        let before = try #require(
            decoded(
                #"{"jsonrpc":"2.0","id":3,"params":{"viewModel":"vm-1","property":"playerName","value":"Colin"},"method":"property/set"}"#
            ))
        #expect(before.propertySetParams == nil)
        #expect(before == Self.expected)
        let renamed = try #require(
            decoded(
                #"{"jsonrpc":"2.0","id":3,"method":"property/set","params":{"viewModel":"vm-1","property":"playerName","value":"Colin"},"method":"x"}"#
            ))
        #expect(renamed.propertySetParams == nil)
        #expect(renamed.method == "x")
        #expect(renamed.params == Self.expected.params)
        let replaced = try #require(
            decoded(
                #"{"jsonrpc":"2.0","id":3,"method":"property/set","params":{"viewModel":"vm-1","property":"playerName","value":"Colin"},"params":[2]}"#
            ))
        #expect(replaced.propertySetParams == nil)
        #expect(replaced.params == [2])
    }

    @Test("a set without an id is a notification whose params are JSON")
    func notification() {
        let text = #"{"jsonrpc":"2.0","method":"property/set","params":{"viewModel":"vm-1","property":"p","value":1}}"#
        #expect(
            MessageDecoder.decode(Array(text.utf8))
                == .single(
                    .message(
                        .notification(
                            Notification(
                                method: "property/set", params: ["viewModel": "vm-1", "property": "p", "value": 1])
                        ))))
    }

    /// The generic frame names a method of the same length, so that every offset in the errors is the same.
    @Test(
        "broken params fail exactly as the generic reading fails: a syntax error, nesting too deep, malformed UTF-8",
        arguments: [
            Array(#"{"viewModel":"vm-1","property":"p","value":tru}"#.utf8),
            Array(#"{"viewModel":"vm-1","property":"p","value":[[[[[[[[1]]]]]]]]}"#.utf8),
            Array(#"{"viewModel":"vm-1","property":"p","value":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
        ])
    func failures(params: [UInt8]) {
        func frame(_ method: String) -> [UInt8] {
            Array(#"{"jsonrpc":"2.0","id":3,"method":"\#(method)","params":"#.utf8) + params + [UInt8(ascii: "}")]
        }
        let typed = MessageDecoder.decode(frame("property/set"), maxDepth: 6)
        let generic = MessageDecoder.decode(frame("property/sex"), maxDepth: 6)
        guard case .single(.failure(let id, let error)) = typed else {
            Issue.record("expected a failure, got \(typed)")
            return
        }
        #expect(error.code == .parseError)
        #expect(typed == generic)
        #expect(id == (error.message.contains("malformed") || error.message.contains("deeper") ? 3 : nil))
    }
}
