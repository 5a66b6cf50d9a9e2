import Testing

@testable import Protocol

@Suite("JSONParser reads valid JSON")
struct JSONParserTests {
    @Test(
        "numbers keep their integer or double form",
        arguments: [
            ("0", JSONValue.integer(0)),
            ("-1", .integer(-1)),
            ("42", .integer(42)),
            ("9223372036854775807", .integer(.max)),
            ("-9223372036854775808", .integer(.min)),
            ("1.0", .double(1.0)),
            ("1e2", .double(100)),
            ("1E+2", .double(100)),
            ("1e-2", .double(0.01)),
            ("0.1", .double(0.1)),
            ("-2.5", .double(-2.5)),
            ("123.456e-2", .double(1.23456)),
            ("0e0", .double(0)),
            ("1.7976931348623157e308", .double(.greatestFiniteMagnitude)),
            ("4.9e-324", .double(.leastNonzeroMagnitude)),
            ("0.30000000000000004", .double(0.1 + 0.2)),
        ]
    )
    func numbers(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
    }

    @Test("an integer literal too big for Int64 becomes the nearest double")
    func bigIntegers() throws {
        #expect(try JSONParser.parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try JSONParser.parse("-9223372036854775809") == .double(-0x1p63))
        #expect(try JSONParser.parse("123456789012345678901234567890") == .double(1.2345678901234568e29))
    }

    @Test("a number beyond Double's range becomes infinity, and below it zero")
    func outOfRange() throws {
        #expect(try JSONParser.parse("1e400") == .double(.infinity))
        #expect(try JSONParser.parse("-1e400") == .double(-.infinity))
        #expect(try JSONParser.parse("1e-400") == .double(0))
        #expect(try JSONParser.parse("1e99999999999999999999") == .double(.infinity))
    }

    @Test("a number in a member named id keeps its text, unless it is an integer")
    func idNumbersKeepText() throws {
        let parsed = try JSONParser.parse(
            #"{"id":1.50,"other":1.50,"params":{"id":-0,"ids":[1e2]},"list":[{"id":1E400}],"n":{"id":7}}"#)
        #expect(parsed["id"] == .number(JSONNumber(text: "1.50")))
        #expect(parsed["other"] == .double(1.5))
        #expect(parsed["params"]?["id"] == .number(JSONNumber(text: "-0")))
        #expect(parsed["params"]?["ids"] == [.double(100)])
        #expect(parsed["list"]?.arrayValue?.first?["id"] == .number(JSONNumber(text: "1E400")))
        #expect(parsed["n"]?["id"] == .integer(7))
        #expect(parsed["id"]?.doubleValue == 1.5)
        #expect(parsed["params"]?["id"]?.int64Value == 0)
        #expect(
            Array(#"{"id":2.50,"x":["#.utf8).withUnsafeBufferPointer { JSONParser.leadingMembers(of: $0) }["id"]
                == .number(JSONNumber(text: "2.50")))
    }

    @Test("-0 is a negative-zero double, because Int64 cannot hold its sign")
    func negativeZero() throws {
        for text in ["-0", "-0.0", "-0e5"] {
            let value = try JSONParser.parse(text)
            guard case .double(let double) = value else {
                Issue.record("\(text) parsed as \(value)")
                continue
            }
            #expect(double == 0 && double.sign == .minus)
        }
        #expect(try JSONParser.parse("0") == .integer(0))
    }

    @Test("doubles match the standard library's correctly rounded conversion")
    func doublesMatchStandardLibrary() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<5000 {
            let digits = (0..<Int.random(in: 1...22, using: &generator)).map { _ in
                String(Int.random(in: 0...9, using: &generator))
            }
            let point = Int.random(in: 1...digits.count, using: &generator)
            var text = (digits[..<point].joined().drop { $0 == "0" }).description
            if text.isEmpty { text = "0" }
            text += "." + digits[point...].joined() + (point == digits.count ? "0" : "")
            text += "e\(Int.random(in: -330...310, using: &generator))"
            #expect(try JSONParser.parse(text) == .double(Double(text)!), "\(text)")
        }
    }

    @Test(
        "strings decode every escape",
        arguments: [
            (#""plain""#, "plain"),
            (#""""#, ""),
            (#""a\"b""#, "a\"b"),
            (#""\\\/\b\f\n\r\t""#, "\\/\u{8}\u{C}\n\r\t"),
            (#""\u0041\u00e9\u20AC""#, "Aé€"),
            (#""\u0000""#, "\u{0}"),
            (#""\ud83d\ude00""#, "😀"),
            (#""x\uD834\uDD1Ey""#, "x𝄞y"),
            ("\"é€😀\"", "é€😀"),
            (#""\u2028\u2029""#, "\u{2028}\u{2029}"),
            ("\"\u{7F}\"", "\u{7F}"),
        ]
    )
    func strings(text: String, expected: String) throws {
        #expect(try JSONParser.parse(text) == .string(expected))
    }

    @Test("literals, arrays and objects, with whitespace anywhere between tokens")
    func structures() throws {
        let text = " \t\r\n{ \"a\" : [ true , false , null , 1 , \"s\" ] , \"b\" : { } , \"c\" : [ ] } \n"
        let expected: JSONValue = ["a": [true, false, nil, 1, "s"], "b": [:], "c": []]
        #expect(try JSONParser.parse(text) == expected)
    }

    @Test("objects keep key order, and a duplicate key keeps the first position and the last value")
    func keyOrderAndDuplicates() throws {
        let value = try JSONParser.parse(#"{"z":1,"a":2,"m":3,"a":4}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
        #expect(value["a"] == 4)
        #expect(JSONWriter.string(value) == #"{"z":1,"a":4,"m":3}"#)
    }

    @Test("a large object with duplicate keys keeps the same rules")
    func largeObjectDuplicates() throws {
        let members = (0..<100).map { "\"k\($0)\":\($0)" } + ["\"k5\":\"again\""]
        let value = try JSONParser.parse("{\(members.joined(separator: ","))}")
        #expect(value.objectValue?.count == 100)
        #expect(value["k5"] == "again")
        #expect(value.objectValue?.keys.first == "k0")
        #expect(value["k99"] == 99)
    }

    @Test("nesting up to the depth limit parses; arrays and objects both count")
    func depthLimit() throws {
        let limit = JSONParser.defaultMaxDepth
        let arrays = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONParser.parse(arrays) }
        let mixed = String(repeating: #"{"a":["#, count: 2) + "1" + String(repeating: "]}", count: 2)
        #expect(throws: Never.self) { try JSONParser.parse(mixed, maxDepth: 4) }
        #expect(parseFailure(mixed, maxDepth: 3)?.kind == .tooDeep)
    }

    @Test("the three entry points agree")
    func entryPoints() throws {
        let text = #"{"a":[1,2.5,"é"]}"#
        let bytes = Array(text.utf8)
        let fromString = try JSONParser.parse(text)
        let fromBytes = try JSONParser.parse(bytes)
        let fromRaw = try bytes.withUnsafeBytes { (raw) throws(JSONError) in try JSONParser.parse(raw) }
        #expect(fromString == fromBytes)
        #expect(fromBytes == fromRaw)
    }

    @Test("a bare scalar is a whole document")
    func scalars() throws {
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse(" true ") == true)
        #expect(try JSONParser.parse("\"x\"") == "x")
        #expect(try JSONParser.parse("7") == 7)
    }
}
