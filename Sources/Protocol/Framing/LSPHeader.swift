/// The header block of one LSP frame, consumed line by line so a block is never held whole.
///
/// Header names are case-insensitive. `Content-Length` is required and must be decimal digits;
/// `Content-Type` is accepted and only its charset is checked; other headers are ignored, as LSP
/// asks. Blank lines before the first header are tolerated, because some clients end a body
/// with a stray newline.
struct LSPHeader: Sendable {
    enum LineResult: Equatable {
        case needsMore
        case complete
        case invalid(String)
    }

    /// Bytes of this block so far, newlines included, to enforce the header size limit.
    var byteCount = 0
    var lineCount = 0
    var contentLength: Int?
    /// Set when `Content-Type` names a charset other than UTF-8; the body is then skipped.
    var unsupportedCharset: String?

    /// More digits than this could overflow `Int`; no real body is that long.
    private static let maxLengthDigits = 18

    mutating func consume(line rawLine: UnsafeBufferPointer<UInt8>) -> LineResult {
        var line = rawLine
        if line.last == UInt8(ascii: "\r") {
            line = UnsafeBufferPointer(rebasing: line.dropLast())
        }
        if line.isEmpty {
            guard lineCount > 0 else {
                byteCount = 0
                return .needsMore
            }
            return .complete
        }
        lineCount += 1
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return .invalid("header line without ':' (\(Self.preview(line)))")
        }
        let name = Self.trimmed(UnsafeBufferPointer(rebasing: line[..<colon]))
        let value = Self.trimmed(UnsafeBufferPointer(rebasing: line[(colon + 1)...]))
        if Self.equalsIgnoringCase(name, "content-length") {
            return consumeContentLength(value)
        }
        if Self.equalsIgnoringCase(name, "content-type") {
            unsupportedCharset = Self.unsupportedCharset(in: String(decoding: value, as: UTF8.self))
        } else if name.isEmpty || !name.allSatisfy(Self.isTokenByte) {
            return .invalid("malformed header name (\(Self.preview(line)))")
        }
        return .needsMore
    }

    private mutating func consumeContentLength(_ value: UnsafeBufferPointer<UInt8>) -> LineResult {
        guard !value.isEmpty, value.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else {
            return .invalid("Content-Length must be decimal digits, got '\(Self.preview(value))'")
        }
        guard value.count <= Self.maxLengthDigits else {
            return .invalid("Content-Length \(Self.preview(value)) is too large")
        }
        let length = value.reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) }
        if let contentLength, contentLength != length {
            return .invalid("conflicting Content-Length headers (\(contentLength) and \(length))")
        }
        contentLength = length
        return .needsMore
    }

    /// The charset parameter of a Content-Type value when it is not UTF-8 (`utf8` is accepted too).
    private static func unsupportedCharset(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingSpaces().lowercased() == "charset" else { continue }
            var charset = pair[1].trimmingSpaces()
            if charset.count >= 2, charset.first == "\"", charset.last == "\"" {
                charset = charset.dropFirst().dropLast()
            }
            let lowercased = charset.lowercased()
            return lowercased == "utf-8" || lowercased == "utf8" ? nil : String(charset)
        }
        return nil
    }

    /// RFC 9110 token characters, the only ones a header name may hold; anything else (a `{`
    /// from a JSON body, say) means the bytes are not a header at all.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Compares against a lowercase ASCII name.
    private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercaseName: StaticString) -> Bool {
        guard bytes.count == lowercaseName.utf8CodeUnitCount else { return false }
        let name = lowercaseName.utf8Start
        for offset in 0..<bytes.count where asciiLowercased(bytes[offset]) != name[offset] {
            return false
        }
        return true
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Up to 40 bytes of client input for an error message, with anything unprintable as '?'.
    static func preview(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let printable = bytes.prefix(40).map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }
        return String(decoding: printable, as: UTF8.self) + (bytes.count > 40 ? "…" : "")
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " || result.first == "\t" { result = result.dropFirst() }
        while result.last == " " || result.last == "\t" { result = result.dropLast() }
        return result
    }
}
