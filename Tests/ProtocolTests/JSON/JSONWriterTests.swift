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
        "doubles use the shortest round-trip form; non-finite ones are null",
        arguments: [
            (100.0, "100.0"), (0.1, "0.1"), (1e20, "1e+20"), (-0.0, "-0.0"), (1.5, "1.5"), (1e-7, "1e-07"),
            (Double.leastNonzeroMagnitude, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (Double.infinity, "null"), (-Double.infinity, "null"), (Double.nan, "null"),
        ]
    )
    func doubles(value: Double, expected: String) {
        #expect(JSONWriter.string(.double(value)) == expected)
    }

    @Test("whole-number doubles take a shortcut that writes exactly what description would")
    func wholeDoubles() {
        var generator = SplitMix64(seed: 3)
        var samples: [Double] = [
            1, -1, 100, 1e14, 999_999_999_999_999, -999_999_999_999_999, 1e15, 123_456_789, 0, -0.0,
        ]
        for _ in 0..<10_000 {
            samples.append(Double(Int64.random(in: -(1 << 52)...(1 << 52), using: &generator)))
        }
        for value in samples {
            #expect(JSONWriter.string(.double(value)) == value.description, "\(value)")
        }
    }

    @Test("decimals of one to three fraction digits take a shortcut that writes exactly what description would")
    func shortDecimals() {
        var generator = SplitMix64(seed: 5)
        var samples: [Double] = [0.001, -0.001, 0.5, -0.5, 0.05, 1.1, 334.87, 0.1 + 0.2, 999_999_999.999, 1e9 + 0.5]
        for _ in 0..<30_000 {
            let scale = [10.0, 100.0, 1000.0][Int.random(in: 0..<3, using: &generator)]
            let digits = Double(Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator))
            samples.append(digits / scale)
            samples.append(Double.random(in: -1000...1000, using: &generator))
        }
        for value in samples {
            #expect(JSONWriter.string(.double(value)) == value.description, "\(value)")
        }
    }

    @Test("integers are written in full, without a fraction", arguments: [Int64.min, -1, 0, 7, 10, 99, 100, Int64.max])
    func integers(value: Int64) {
        #expect(JSONWriter.string(.integer(value)) == String(value))
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
