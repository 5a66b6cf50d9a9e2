import Testing

@testable import Protocol

@Suite("JSONParser rejects everything RFC 8259 does not allow")
struct JSONParserRejectionTests {
    @Test(
        "syntax errors",
        arguments: [
            "", " ", "nul", "tru", "falsy", "True", "NULL", "NaN", "Infinity", "-Infinity", "undefined",
            "01", "-01", "00", "+1", "-", "-a", ".5", "1.", "1.e5", "1e", "1e+", "1E-", "0x10", "1_000", "- 1",
            "[", "]", "{", "}", "[1,]", "[,1]", "[1,,2]", "[1 2]", "[1;2]", #"{"a":1,}"#, #"{,"a":1}"#,
            #"{"a" 1}"#, #"{"a":}"#, "{a:1}", "{'a':1}", "{1:2}", #"{"a":1 "b":2}"#, #"{"a"}"#, "['a']",
            #""abc"#, #""\x""#, #""\u12G4""#, #""\u12""#, #""\"#, #""\U0041""#, "\"a\tb\"", "\"a\nb\"", "\"\u{1}\"",
            "/* c */ 1", "1 // c", "# c\n1", "1 2", "[] []", "{}x", "\"a\" \"b\"", "\u{FEFF}1", "\u{A0}1", "é",
        ]
    )
    func syntax(text: String) {
        let error = parseFailure(text)
        #expect(error?.kind == .syntax, "\(text.debugDescription) → \(String(describing: error))")
    }

    @Test(
        "errors point at the offending byte",
        arguments: [
            ("[1,]", 3), ("01", 0), ("{\"a\" 1}", 5), ("1 2", 2), ("\"a\tb\"", 2), ("[1", 2), ("\"\\q\"", 1),
            ("nul", 3),
            ("truE", 3),
        ]
    )
    func offsets(text: String, offset: Int) {
        #expect(parseFailure(text)?.offset == offset)
    }

    @Test(
        "lone and mismatched surrogate escapes are syntax errors",
        arguments: [
            #""\uD800""#, #""\uDBFF""#, #""\uDC00""#, #""\uDFFF x""#, #""\uD800\u0041""#, #""\uD800\uD800""#,
            #""\uD800\n""#, #""\uD800x""#, #""\ud83d""#, #""\ude00\ud83d""#,
        ]
    )
    func loneSurrogates(text: String) {
        let error = parseFailure(text)
        #expect(error?.kind == .syntax)
        #expect(error?.offset == 1)
    }

    @Test(
        "malformed UTF-8 inside a string is reported as invalidUTF8 at the bad byte",
        arguments: [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],
            [0xC3, 0x41], [0xE2, 0x28, 0xA1],
        ] as [[UInt8]]
    )
    func invalidUTF8(sequence: [UInt8]) {
        let bytes = Array(#"["ok","ab"#.utf8) + sequence + Array(#"cd"]"#.utf8)
        let error = parseFailure(bytes)
        #expect(error?.kind == .invalidUTF8)
        #expect(error?.offset == 9)
    }

    @Test("malformed UTF-8 in a string with escapes is found in the raw input")
    func invalidUTF8WithEscapes() {
        let bytes = Array(#""\n\u0041"#.utf8) + [0xC0, 0xAF] + Array(#"\t""#.utf8)
        let error = parseFailure(bytes)
        #expect(error?.kind == .invalidUTF8)
        #expect(error?.offset == 9)
    }

    @Test("non-ASCII bytes outside strings are syntax errors")
    func bytesOutsideStrings() {
        #expect(parseFailure([0xC3, 0xA9])?.kind == .syntax)
        #expect(parseFailure([0x5B, 0xFF, 0x5D])?.kind == .syntax)
        #expect(parseFailure([0x31, 0x00])?.kind == .syntax)
    }

    @Test("one level past the depth limit is tooDeep, at the bracket that crossed it")
    func tooDeep() {
        let limit = JSONParser.defaultMaxDepth
        let arrays = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = parseFailure(arrays)
        #expect(error?.kind == .tooDeep)
        #expect(error?.offset == limit)
        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(parseFailure(objects)?.kind == .tooDeep)
    }

    @Test("deep input far past the limit fails fast instead of exhausting the stack")
    func hostileDepth() {
        let error = parseFailure(String(repeating: "[", count: 1_000_000))
        #expect(error?.kind == .tooDeep)
    }

    @Test("error messages are one line and never echo raw control bytes")
    func messages() {
        for text in ["\u{1}", "[1,\u{7}]", "\"\u{1B}\"", "{\"a\":x}"] {
            let message = parseFailure(text)?.message ?? ""
            #expect(!message.isEmpty)
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
        }
    }
}
