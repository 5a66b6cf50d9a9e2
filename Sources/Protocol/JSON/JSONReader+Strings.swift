extension JSONReader {
    /// Parses the string starting at the opening quote under the cursor.
    ///
    /// A string without escapes (nearly every key and most values) becomes a `String` straight from
    /// the input bytes, or is one of the ``KnownStrings`` and costs no new `String` at all; only
    /// strings with escapes are unescaped into the scratch buffer first.
    /// - Parameter mayBeKnown: false for a value that is never one of the protocol's own names (a
    ///   view model's id, a member's name), which then skips the look-up that would miss.
    mutating func parseString(mayBeKnown: Bool = true) throws(JSONError) -> String {
        let start = index + 1
        var cursor = start
        var isASCII = true
        while true {
            cursor = nextSpecialByte(from: cursor, stoppingAtNonASCII: isASCII)
            guard cursor < bytes.count else { throw endOfInput("unterminated string") }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<cursor])
                guard isASCII else { return try makeString(utf8, rawStart: start) }
                // The table is reached here, not held by the reader: a frame that looks nothing up
                // (a set, whose strings are all read as they are) then pays nothing for it.
                if mayBeKnown, let known = KnownStrings.shared.string(for: utf8) { return known }
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(start: start, firstEscape: cursor)
            }
            if byte < 0x20 {
                throw syntaxError("unescaped control character in a string", at: cursor)
            }
            isASCII = false
            cursor += 1
        }
    }

    /// The bytes of the string under the cursor, moving past it, when it is plain ASCII without
    /// escapes; otherwise nil, with the cursor left for `parseString` (which also reports what is
    /// wrong with it, if anything). For keys matched by their bytes, which need no `String`.
    mutating func parsePlainString() -> UnsafeBufferPointer<UInt8>? {
        let start = index + 1
        let end = nextSpecialByte(from: start, stoppingAtNonASCII: true)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        index = end + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The key under the cursor as `match` names it from its bytes, unescaped first when it has
    /// escapes: for a sink that knows its members by their spelling and needs no `String` of a key.
    @inline(__always)
    mutating func parseKey<Key>(_ match: (UnsafeBufferPointer<UInt8>) -> Key) throws(JSONError) -> Key {
        if let key = parsePlainString() { return match(key) }
        var unescaped = try parseString()
        return unescaped.withUTF8 { match($0) }
    }

    /// The offset of the first quote, backslash or control byte at or after `start` (and of the
    /// first non-ASCII byte, if asked), or the end of input.
    ///
    /// Tests eight bytes per step with the classic "has zero byte" bit tricks; the lowest flagged
    /// byte is always exact, because borrows only travel towards higher bytes.
    @inline(__always)
    private func nextSpecialByte(from start: Int, stoppingAtNonASCII: Bool) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let extraMask = stoppingAtNonASCII ? highBits : 0
        var cursor = start
        if let base = bytes.baseAddress {
            while cursor + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
                let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                let flagged =
                    ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word)
                    & highBits
                    | word & extraMask
                if flagged != 0 {
                    return cursor + flagged.trailingZeroBitCount / 8
                }
                cursor += 8
            }
        }
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
                || (stoppingAtNonASCII && byte >= 0x80)
            {
                return cursor
            }
            cursor += 1
        }
        return cursor
    }

    private mutating func parseEscapedString(start: Int, firstEscape: Int) throws(JSONError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstEscape]))
        var cursor = firstEscape
        var runStart = firstEscape
        while true {
            cursor = nextSpecialByte(from: cursor, stoppingAtNonASCII: false)
            guard cursor < bytes.count else { throw endOfInput("unterminated string") }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor]))
                index = cursor + 1
                return try scratch.withUnsafeBufferPointer { (buffer) throws(JSONError) -> String in
                    try makeString(buffer, rawStart: start)
                }
            }
            guard byte == UInt8(ascii: "\\") else {
                throw syntaxError("unescaped control character in a string", at: cursor)
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<cursor]))
            cursor = try appendEscape(at: cursor)
            runStart = cursor
        }
    }

    /// Appends the character escaped at `backslash` to the scratch buffer; returns the offset after it.
    private mutating func appendEscape(at backslash: Int) throws(JSONError) -> Int {
        let letter = backslash + 1
        guard letter < bytes.count else { throw endOfInput("unterminated string") }
        let decoded: UInt8
        switch bytes[letter] {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            let (scalar, end) = try parseUnicodeEscape(at: backslash)
            appendUTF8(scalar)
            return end
        default:
            throw syntaxError("invalid escape sequence '\\\(describeByte(at: letter))'", at: backslash)
        }
        scratch.append(decoded)
        return letter + 1
    }

    /// Decodes `\uXXXX`, joining a high surrogate with the `\uXXXX` low surrogate that must follow.
    private func parseUnicodeEscape(at backslash: Int) throws(JSONError) -> (UInt32, end: Int) {
        let first = try hexQuad(at: backslash + 2)
        switch first {
        case 0xD800...0xDBFF:
            let next = backslash + 6
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u")
            else {
                throw syntaxError("lone high surrogate \\u\(hex(first)) in a string", at: backslash)
            }
            let second = try hexQuad(at: next + 2)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw syntaxError("high surrogate \\u\(hex(first)) is not followed by a low surrogate", at: backslash)
            }
            return (0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00), next + 6)
        case 0xDC00...0xDFFF:
            throw syntaxError("lone low surrogate \\u\(hex(first)) in a string", at: backslash)
        default:
            return (first, backslash + 6)
        }
    }

    private func hexQuad(at start: Int) throws(JSONError) -> UInt32 {
        guard start + 4 <= bytes.count else { throw endOfInput("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for offset in start..<start + 4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntaxError("expected a hex digit after \\u, found \(describeByte(at: offset))", at: offset)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func hex(_ codeUnit: UInt32) -> String {
        let digits = String(codeUnit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Makes a `String` from unescaped bytes, or reports the first malformed UTF-8 byte in the raw
    /// input. Escapes are ASCII, so the raw bytes are well-formed exactly when the unescaped ones are.
    ///
    /// Validates with ``UTF8Validator`` and then decodes, because `String(validating:)` costs
    /// several times more than the two together for the short strings messages are made of; once
    /// validated, decoding never has anything to repair.
    private func makeString(_ utf8: UnsafeBufferPointer<UInt8>, rawStart: Int) throws(JSONError) -> String {
        guard UTF8Validator.firstInvalidOffset(in: utf8) == nil else {
            let raw = UnsafeBufferPointer(rebasing: bytes[rawStart..<index - 1])
            let offset = rawStart + (UTF8Validator.firstInvalidOffset(in: raw) ?? 0)
            throw JSONError(kind: .invalidUTF8, offset: offset, message: "malformed UTF-8 in a string")
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
