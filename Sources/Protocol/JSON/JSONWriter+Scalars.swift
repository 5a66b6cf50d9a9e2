extension JSONWriter {
    static func writeDouble(_ value: Double, to writer: inout ByteWriter) {
        guard value.isFinite else {
            writer.append("null")
            return
        }
        // Whole numbers below 10^15 print as their digits and ".0"; writing them directly skips
        // the general shortest-digits conversion, which costs several times more.
        if value.magnitude < 1e15, value != 0 || value.sign == .plus {
            let integer = Int64(value)
            if Double(integer) == value {
                writer.appendInteger(integer)
                writer.append(".0")
                return
            }
        }
        if writeShortDecimal(value, to: &writer) { return }
        var text = value.description
        text.withUTF8 { writer.append($0) }
    }

    /// Writes a double that is exactly some n / 10^k with one to three fraction digits (a price in
    /// cents), as `description` would, without its general shortest-digits search; false for any other.
    ///
    /// `Double(n) / 10^k` divides two exact values, so it is the correctly rounded n / 10^k, the same
    /// double that parsing those digits gives: when it equals `value`, the digits round-trip. Below
    /// 10^9 doubles are far closer together than 0.001, so no other decimal with as few fraction
    /// digits round-trips too, and the shortest is found by trying one, two, then three digits;
    /// from 0.001 up, `description` writes such a number without an exponent.
    private static func writeShortDecimal(_ value: Double, to writer: inout ByteWriter) -> Bool {
        guard value.magnitude >= 1e-3, value.magnitude < 1e9 else { return false }
        var scale: Int64 = 10
        for fractionDigits in 1...3 {
            let scaled = (value * Double(scale)).rounded()
            if scaled / Double(scale) == value {
                let digits = Int64(scaled)
                if digits < 0 { writer.append(UInt8(ascii: "-")) }
                writer.appendInteger(Int64(digits.magnitude) / scale)
                writer.append(UInt8(ascii: "."))
                var fraction = Int64(digits.magnitude) % scale
                var place = scale / 10
                for _ in 0..<fractionDigits {
                    writer.append(UInt8(ascii: "0") + UInt8(fraction / place))
                    fraction %= place
                    place /= 10
                }
                return true
            }
            scale *= 10
        }
        return false
    }

    static func writeString(_ string: String, to writer: inout ByteWriter) {
        var string = string
        string.withUTF8 { utf8 in
            writer.append(UInt8(ascii: "\""))
            var runStart = 0
            var index = nextCandidate(in: utf8, from: 0)
            while index < utf8.count {
                if utf8[index] == 0xE2,
                    !(index + 2 < utf8.count && utf8[index + 1] == 0x80 && utf8[index + 2] & 0xFE == 0xA8)
                {
                    index = nextCandidate(in: utf8, from: index + 1)
                    continue
                }
                writer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                index += writeEscape(for: utf8, at: index, to: &writer)
                runStart = index
                index = nextCandidate(in: utf8, from: index)
            }
            writer.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
            writer.append(UInt8(ascii: "\""))
        }
    }

    /// The offset of the next byte that may need escaping — a quote, a backslash, a control byte,
    /// or 0xE2, which starts U+2028 and U+2029 — or the end. Eight bytes per step, as the parser
    /// scans strings.
    @inline(__always)
    private static func nextCandidate(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        if let base = utf8.baseAddress {
            while index + 8 <= utf8.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                let lineSeparatorLeads = word ^ (ones &* 0xE2)
                let controls = (word &- ones &* 0x20) & ~word
                let flagged =
                    ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
                        | (lineSeparatorLeads &- ones) & ~lineSeparatorLeads | controls) & highBits
                if flagged != 0 {
                    return index + flagged.trailingZeroBitCount / 8
                }
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
                return index
            }
            index += 1
        }
        return index
    }

    /// Writes the escape for the character at `index` and returns how many bytes it replaced.
    private static func writeEscape(
        for utf8: UnsafeBufferPointer<UInt8>,
        at index: Int,
        to writer: inout ByteWriter
    ) -> Int {
        let byte = utf8[index]
        writer.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): writer.append(byte)
        case 0x0A: writer.append(UInt8(ascii: "n"))
        case 0x0D: writer.append(UInt8(ascii: "r"))
        case 0x09: writer.append(UInt8(ascii: "t"))
        case 0x08: writer.append(UInt8(ascii: "b"))
        case 0x0C: writer.append(UInt8(ascii: "f"))
        case 0xE2:
            writer.append(utf8[index + 2] == 0xA8 ? "u2028" : "u2029")
            return 3
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            writer.append("u00")
            writer.append(hexDigits.utf8Start[Int(byte >> 4)])
            writer.append(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
        return 1
    }
}
