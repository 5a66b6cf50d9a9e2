/// The parser's cursor over one JSON text.
///
/// A struct over a borrowed buffer so that the hot loop is plain index arithmetic on bytes; it
/// lives only for the duration of one `JSONParser.parse` call.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var index = 0
    /// Reused for every string that contains escapes, so unescaping allocates at most once.
    var scratch: [UInt8] = []
    /// The capacity a new array or object starts with: one allocation covers the small
    /// containers messages are made of, instead of regrowing at 1, 2 and 4 elements.
    fileprivate static let initialCapacity = 8

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        try expectEnd()
        return value
    }

    /// Only whitespace may follow the document's value.
    mutating func expectEnd() throws(JSONError) {
        skipWhitespace()
        guard index == bytes.count else {
            throw syntaxError("unexpected \(describeByte(at: index)) after the JSON value")
        }
    }

    /// See `JSONParser.leadingMembers(of:maxDepth:)`.
    mutating func parseLeadingMembers() -> JSONObject {
        var members = JSONObject()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return members }
        index += 1
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
                let key = try? parseString()
            else { return members }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return members }
            index += 1
            skipWhitespace()
            guard let value = try? parseMemberValue(isID: ObjectBuilder.isID(key), depth: 1) else { return members }
            members[key] = value
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return members }
            index += 1
        } while true
    }

    /// Moves past `token` when the bytes under the cursor spell it, and says whether they did; the
    /// cursor stays put otherwise. For a whole token whose end its own bytes mark (a string, or a
    /// key with its colon).
    mutating func skip(_ token: StaticString) -> Bool {
        let end = index + token.utf8CodeUnitCount
        guard end <= bytes.count, UnsafeBufferPointer(rebasing: bytes[index..<end]).spells(token) else { return false }
        index = end
        return true
    }

    /// Whether the cursor is on a string's opening quote.
    var isAtString: Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONError) -> JSONValue {
        guard index < bytes.count else { throw endOfInput("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "{"): return .object(try parseObject(depth: depth + 1))
        case UInt8(ascii: "["): return .array(try parseArray(depth: depth + 1))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default:
            throw syntaxError("expected a value, found \(describeByte(at: index))")
        }
    }

    /// A member's value. In an id (see ``JSONMemberSink/isID(_:)``), a number that is not an
    /// `integer` keeps its text (see ``JSONNumber``); a small integer id, the common case, costs no
    /// `String`.
    @inline(__always)
    mutating func parseMemberValue(isID: Bool, depth: Int) throws(JSONError) -> JSONValue {
        guard isID, index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] &- UInt8(ascii: "0") < 10
        else { return try parseValue(depth: depth) }
        let start = index
        let number = try parseNumber()
        if case .integer = number { return number }
        return .number(
            JSONNumber(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)))
    }

    private mutating func parseArray(depth: Int) throws(JSONError) -> [JSONValue] {
        try checkDepth(depth)
        index += 1
        skipWhitespace()
        var elements: [JSONValue] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        elements.reserveCapacity(Self.initialCapacity)
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput("expected ',' or ']' in an array") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                return elements
            default:
                throw syntaxError("expected ',' or ']' in an array, found \(describeByte(at: index))")
            }
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONError) -> JSONObject {
        var builder = ObjectBuilder()
        try parseMembers(depth: depth, into: &builder)
        return builder.object
    }

    /// Parses the object under the cursor, handing each member to `sink` in order (a repeated key
    /// is handed over again). Generic rather than building a ``JSONObject`` so that a message's
    /// envelope can keep its few members in fields of its own.
    @inline(__always)
    mutating func parseMembers<Sink: JSONMemberSink>(depth: Int, into sink: inout Sink) throws(JSONError) {
        try checkDepth(depth)
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            guard index < bytes.count else { throw endOfInput("expected a string key in an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("expected a string key in an object, found \(describeByte(at: index))")
            }
            let key: Sink.Key
            if let expected = sink.expectedKey, skip(expected.spelling) {
                key = expected.key
            } else {
                key = try Sink.parseKey(&self)
                skipWhitespace()
                guard index < bytes.count else { throw endOfInput("expected ':' after an object key") }
                guard bytes[index] == UInt8(ascii: ":") else {
                    throw syntaxError("expected ':' after an object key, found \(describeByte(at: index))")
                }
                index += 1
            }
            skipWhitespace()
            try sink.readValue(forKey: key, from: &self, depth: depth)
            skipWhitespace()
            guard index < bytes.count else { throw endOfInput("expected ',' or '}' in an object") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                return
            default:
                throw syntaxError("expected ',' or '}' in an object, found \(describeByte(at: index))")
            }
        }
    }

    /// Builds a ``JSONObject``, allocating its room with the first member so `{}` costs nothing.
    private struct ObjectBuilder: JSONMemberSink {
        var object = JSONObject()

        @inline(__always)
        static func parseKey(_ reader: inout JSONReader) throws(JSONError) -> String {
            try reader.parseString()
        }

        @inline(__always)
        static func isID(_ key: String) -> Bool {
            key.utf8.count == 2 && key == "id"
        }

        @inline(__always)
        mutating func add(_ value: JSONValue, forKey key: String) {
            if object.isEmpty { object.reserveCapacity(JSONReader.initialCapacity) }
            object.setValue(value, forKey: key)
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONError) {
        guard depth <= maxDepth else {
            throw JSONError(
                kind: .tooDeep, offset: index, message: "arrays and objects nest deeper than \(maxDepth) levels")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONError) {
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        for offset in 0..<count {
            guard index + offset < bytes.count else { throw endOfInput("expected '\(literal)'") }
            guard bytes[index + offset] == start[offset] else {
                index += offset
                throw syntaxError("expected '\(literal)', found \(describeByte(at: index))")
            }
        }
        index += count
    }

    // MARK: Errors

    func syntaxError(_ message: String, at offset: Int? = nil) -> JSONError {
        JSONError(kind: .syntax, offset: offset ?? index, message: message)
    }

    func endOfInput(_ expectation: String) -> JSONError {
        JSONError(kind: .syntax, offset: bytes.count, message: "unexpected end of input: \(expectation)")
    }

    /// Names a byte for an error message without ever echoing raw control or non-ASCII bytes.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(byte < 0x10 ? "0" : "")\(hex)"
    }
}
