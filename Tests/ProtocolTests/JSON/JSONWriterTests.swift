import Testing

@testable import Protocol

@Suite("JSONWriter writes compact JSON")
struct JSONWriterTests {
    @Test(
        "strings escape quotes, backslashes, control characters and U+2028/U+2029 only",
        arguments: [
            ("plain", #""plain""#),
            ("", #""""#),
            ("a\"b", #""a\"b""#),
            ("a\\b", #""a\\b""#),
            ("/", #""/""#),
            ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
            ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
            ("\u{7F}", "\"\u{7F}\""),
            ("é€😀", "\"é€😀\""),
            ("\u{2028}x\u{2029}", #""\u2028x\u2029""#),
            ("\u{2027}\u{202A}", "\"\u{2027}\u{202A}\""),
        ]
    )
    func strings(value: String, expected: String) {
        #expect(JSONWriter.string(.string(value)) == expected)
    }

    @Test(
        "doubles are written as ECMAScript writes them; non-finite ones are null",
        arguments: [
            (100.0, "100"), (101, "101"), (0.1, "0.1"), (1.5, "1.5"), (-0.0, "0"), (1e20, "100000000000000000000"),
            (1e21, "1e+21"), (9.999999999999999e20, "999999999999999900000"), (0x1p53, "9007199254740992"),
            (0x1p60, "1152921504606847000"), (-0x1p60, "-1152921504606847000"), (1e-6, "0.000001"),
            (1.5e-6, "0.0000015"), (1e-7, "1e-7"), (-1.5e-7, "-1.5e-7"), (0.00001234, "0.00001234"),
            (0.3 + 0.6, "0.8999999999999999"), (1234.5678, "1234.5678"), (Double.leastNonzeroMagnitude, "5e-324"),
            (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (Double.infinity, "null"),
            (-Double.infinity, "null"), (Double.nan, "null"),
        ]
    )
    func doubles(value: Double, expected: String) {
        #expect(JSONWriter.string(.double(value)) == expected)
    }

    @Test("a kept number is written verbatim")
    func keptNumbers() {
        for text in ["1.50", "-0", "1E400", "123456789012345678901234567890"] {
            #expect(JSONWriter.string(.number(JSONNumber(text: text))) == text)
        }
    }

    @Test("integers are written in full, without a fraction", arguments: [Int64.min, -1, 0, 7, 10, 99, 100, Int64.max])
    func integers(value: Int64) {
        #expect(JSONWriter.string(.integer(value)) == String(value))
    }

    /// Digits go out two at a time: every count of digits, and each side of every power of ten.
    @Test("every integer up to 100,000, and each side of every power of ten, is written as its decimal text")
    func integerDigits() {
        var values = Array(Int64(-1_000)...100_000)
        var power: Int64 = 1
        while power <= Int64.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1, -power - 1, -power, -power + 1]
        }
        for value in values {
            var writer = ByteWriter(capacity: 16)
            writer.appendInteger(value)
            let text = writer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
            if text != String(value) {
                Issue.record("\(value) was written as \(text)")
                return
            }
        }
    }

    @Test("output is compact and keeps insertion order")
    func compact() {
        let value: JSONValue = ["b": [1, 2.5, nil, true, false], "a": ["x": "y"], "c": [], "d": [:]]
        #expect(JSONWriter.string(value) == #"{"b":[1,2.5,null,true,false],"a":{"x":"y"},"c":[],"d":{}}"#)
    }

    @Test("sorted keys sort every level")
    func sortedKeys() {
        let value: JSONValue = ["b": ["z": 1, "y": 2], "a": [["d": 1, "c": 2]]]
        #expect(JSONWriter.string(value, sortedKeys: true) == #"{"a":[{"c":2,"d":1}],"b":{"y":2,"z":1}}"#)
    }

    @Test("append adds to what the buffer already holds")
    func appendsToBuffer() {
        var buffer = Array("prefix:".utf8)
        JSONWriter.append(["k": "v"], to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == #"prefix:{"k":"v"}"#)
        #expect(JSONWriter.encode(["k": "v"]) == Array(#"{"k":"v"}"#.utf8))
    }

    @Test("escaped output parses back to the same string")
    func escapesRoundTrip() throws {
        let every = String(
            String.UnicodeScalarView((0...0x7F).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{2029}", "é", "😀"]))
        #expect(try JSONParser.parse(JSONWriter.encode(.string(every))) == .string(every))
    }
}
