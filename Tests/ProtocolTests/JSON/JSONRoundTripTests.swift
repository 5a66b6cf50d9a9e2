import Testing

@testable import Protocol

@Suite("JSON round trips")
struct JSONRoundTripTests {
    /// Builds a random document that exercises every kind, nesting, escapes, non-ASCII text and
    /// numbers at the edges of their forms.
    static func randomValue(depth: Int, using generator: inout SplitMix64) -> JSONValue {
        let kind = Int.random(in: 0..<(depth > 0 ? 9 : 7), using: &generator)
        switch kind {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2:
            let edges: [Int64] = [0, 1, -1, .max, .min, 1 << 53, -(1 << 53) - 1]
            return .integer(
                Bool.random(using: &generator)
                    ? edges.randomElement(using: &generator)! : Int64.random(in: .min ... .max, using: &generator))
        case 3:
            let edges: [Double] = [
                -0.0, 0.1, 100, 1e20, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 2.0e22, 1e23,
            ]
            if Bool.random(using: &generator) { return .double(edges.randomElement(using: &generator)!) }
            var double: Double
            repeat {
                double = Double(bitPattern: generator.next())
            } while !double.isFinite
            return .double(double)
        case 4, 5, 6:
            return .string(randomString(using: &generator))
        case 7:
            return .array(
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    randomValue(depth: depth - 1, using: &generator)
                })
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                object[randomString(using: &generator)] = randomValue(depth: depth - 1, using: &generator)
            }
            return .object(object)
        }
    }

    static func randomString(using generator: inout SplitMix64) -> String {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "€", "\u{2028}", "😀",
            "𝄞", "\u{FFFF}",
        ]
        let scalars = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator)!
        }
        return String(String.UnicodeScalarView(scalars))
    }

    @Test("parse(write(v)) reads back as v, and writing again gives the same bytes, for generated documents")
    func generatedDocuments() throws {
        var generator = SplitMix64(seed: 20_240_601)
        for _ in 0..<2000 {
            let value = Self.randomValue(depth: 4, using: &generator)
            let written = JSONWriter.encode(value)
            let parsed = try JSONParser.parse(written)
            #expect(Self.readsBack(parsed, as: value), "\(parsed) from \(value)")
            #expect(JSONWriter.encode(parsed) == written)
        }
    }

    /// Whether `parsed` is `value` read back: equal, except that a double, which is written as
    /// ECMAScript writes it, may come back as an integer (`100`) and only its value is kept.
    static func readsBack(_ parsed: JSONValue, as value: JSONValue) -> Bool {
        switch (parsed, value) {
        case (_, .double(let double)):
            return parsed.doubleValue == double
        case (.array(let parsedElements), .array(let elements)):
            return parsedElements.count == elements.count
                && zip(parsedElements, elements).allSatisfy { readsBack($0, as: $1) }
        case (.object(let parsedObject), .object(let object)):
            return parsedObject.keys == object.keys
                && zip(parsedObject.values, object.values).allSatisfy { readsBack($0, as: $1) }
        default:
            return parsed == value
        }
    }

    @Test("every double written parses back to the identical bit pattern")
    func doubleBits() throws {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<20_000 {
            let double = Double(bitPattern: generator.next())
            guard double.isFinite else { continue }
            let parsed = try JSONParser.parse(JSONWriter.encode(.double(double)))
            #expect(parsed.doubleValue?.bitPattern == double.bitPattern, "\(double)")
        }
    }

    @Test("parse then write reproduces canonical text byte for byte")
    func canonicalText() throws {
        let texts = [
            #"{"jsonrpc":"2.0","id":1,"method":"property/set","params":{"viewModel":"vm-1","property":"points","value":150.5}}"#,
            #"[1,-1,0.5,0,100000000000000000000,1e+21,1.5e-7,"\u2028",null,true,false,{},[]]"#,
            #"{"id":1.50,"params":{"id":-0},"other":{"id":123456789012345678901234567890}}"#,
            #"{"nested":{"deeper":[[[{"a":"\"\\\n"}]]]}}"#,
        ]
        for text in texts {
            #expect(JSONWriter.string(try JSONParser.parse(text)) == text)
        }
    }
}
