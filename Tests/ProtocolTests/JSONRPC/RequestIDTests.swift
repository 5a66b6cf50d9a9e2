import Testing

@testable import Protocol

@Suite("Request ids are echoed exactly")
struct RequestIDTests {
    /// The id of the request `{"jsonrpc":"2.0","id":<id>,"method":"m"}`, or nil when it was refused.
    func decodedID(_ id: String) -> RequestID? {
        guard
            case .single(.message(.request(let request))) = MessageDecoder.decode(
                Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"m"}"#.utf8))
        else { return nil }
        return request.id
    }

    @Test("request ids convert to and from JSON and print as JSON")
    func conversions() {
        #expect(RequestID(json: 1) == .integer(1))
        #expect(RequestID(json: 1.5) == .number(JSONNumber(text: "1.5")))
        #expect(RequestID(json: "a") == .string("a"))
        #expect(RequestID(json: .null) == nil)
        #expect(RequestID(json: true) == nil)
        #expect(RequestID(json: [1]) == nil)
        #expect(RequestID.string("1").description == #""1""#)
        #expect(RequestID.integer(1).description == "1")
        #expect(RequestID.string("1") != .integer(1))
    }

    @Test(
        "a number id comes back with exactly the text it was sent with",
        arguments: [
            "123456789012345678901234567890", "-123456789012345678901234567890", "9223372036854775808", "-0", "1.5",
            "1.50", "0.1", "1E2", "1e+2", "2.5e-3", "1e-400", "0.30000000000000004", "-9223372036854775809",
        ]
    )
    func numberTextIsKept(text: String) throws {
        let id = try #require(decodedID(text))
        #expect(id.description == text)
        let response = MessageEncoder.encode(.response(Response(id: id, result: .null)))
        #expect(String(decoding: response, as: UTF8.self) == #"{"jsonrpc":"2.0","id":\#(text),"result":null}"#)
    }

    @Test("an integer id that fits Int64 is an integer, whose text costs no String")
    func integersStayIntegers() {
        #expect(decodedID("42") == .integer(42))
        #expect(decodedID("-9223372036854775808") == .integer(.min))
        #expect(decodedID("9223372036854775807") == .integer(.max))
    }

    @Test("number ids compare by their text: 1 and 1.0 are different ids, the same text the same id")
    func comparedByText() {
        #expect(decodedID("1") != decodedID("1.0"))
        #expect(decodedID("1.0") != decodedID("1.00"))
        #expect(decodedID("-0") != decodedID("0"))
        #expect(decodedID("1.0") == decodedID("1.0"))
        #expect(Set([decodedID("1e2"), decodedID("1e2"), decodedID("100")]).count == 2)
    }

    @Test("$/cancelRequest names a request by the same text, so the ids match")
    func cancelMatches() throws {
        for text in ["1.50", "123456789012345678901234567890", "-0", "7"] {
            let params = try JSONParser.parse(#"{"id":\#(text)}"#)
            let cancelled = try CancelRequestNotification.Params(json: params).id
            #expect(cancelled == decodedID(text), "\(text)")
            #expect(cancelled.hashValue == decodedID(text)?.hashValue, "\(text)")
        }
    }

    @Test("a double built in code is the id its JSON text spells")
    func doublesFromCode() {
        #expect(RequestID(json: .double(2)) == .integer(2))
        #expect(RequestID(json: .double(-0.0)) == .integer(0))
        #expect(RequestID(json: .double(2.5)) == decodedID("2.5"))
        #expect(RequestID(json: .double(1e21)) == decodedID("1e+21"))
        #expect(RequestID(json: .double(.infinity)) == nil)
        #expect(RequestID(json: .double(.nan)) == nil)
    }
}
