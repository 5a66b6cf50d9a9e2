/// Finds the first malformed byte in UTF-8, so the parser can refuse a string and say where.
///
/// Well-formed means RFC 3629: shortest form, no surrogates, nothing above U+10FFFF. The parser
/// calls this only for strings that hold non-ASCII bytes.
enum UTF8Validator {
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return index
            }
            for offset in 1..<length {
                guard index + offset < bytes.count else { return index }
                let range = offset == 1 ? secondRange : 0x80...0xBF
                guard range.contains(bytes[index + offset]) else { return index }
            }
            index += length
        }
        return nil
    }
}
