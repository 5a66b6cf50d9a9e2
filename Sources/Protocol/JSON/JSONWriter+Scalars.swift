extension JSONWriter {
    /// Writes a double as ECMAScript's `Number.prototype.toString` does, as RFC 8785 requires: the
    /// shortest digits that read back as the same double; a whole number without a fraction (`101`);
    /// positions from 10^21 up and below 10^-6 in exponent form (`1e+21`, `1.5e-7`), all others
    /// plain (`0.000001`, `123456789012345680000`); `-0` as `0`. Non-finite doubles, which JSON cannot
    /// express, are `null`.
    ///
    /// Clients in JavaScript, Python, Lua and Emacs Lisp then read an integer wherever the value is
    /// one, and two writers of the same double agree byte for byte.
    static func writeDouble(_ value: Double, to writer: inout ByteWriter) {
        guard value.isFinite else {
            writer.append("null")
            return
        }
        // Below 2^53 every whole number is a double of its own, so its digits are the shortest that
        // round-trip; writing them directly skips the general conversion, which costs several times
        // more. -0 becomes the integer 0.
        if value.magnitude < 0x1p53 {
            let integer = Int64(value)
            if Double(integer) == value {
                writer.appendInteger(integer)
                return
            }
        }
        if writeShortDecimal(value, to: &writer) { return }
        writeShortestDigits(value, to: &writer)
    }

    /// Writes a double that is exactly some n / 10^k with one to three fraction digits (a price in
    /// cents) without the general shortest-digits search; false for any other.
    ///
    /// `Double(n) / 10^k` divides two exact values, so it is the correctly rounded n / 10^k, the same
    /// double that parsing those digits gives: when it equals `value`, the digits round-trip. Below
    /// 10^9 doubles are far closer together than 0.001, so no other decimal with as few fraction
    /// digits round-trips too, and the shortest is found by trying one, two, then three digits;
    /// from 0.001 up, ECMAScript writes such a number without an exponent.
    ///
    /// The nearest n is found by truncating the scaled value plus 0.5 (`rounded()` calls the C library):
    /// the two differ only where that value lies near a half, and there no n round-trips anyway.
    private static func writeShortDecimal(_ value: Double, to writer: inout ByteWriter) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 1e-3, magnitude < 1e9 else { return false }
        var scale: Int64 = 10
        for fractionDigits in 1...3 {
            let digits = Int64(magnitude * Double(scale) + 0.5)
            if Double(digits) / Double(scale) == magnitude {
                if value < 0 { writer.append(UInt8(ascii: "-")) }
                writer.appendDecimal(digits, fractionDigits: fractionDigits)
                return true
            }
            scale *= 10
        }
        return false
    }

    /// The general case. Swift's `description` finds the shortest round-tripping digits (and of
    /// those the closest, as ECMAScript asks); they are taken from it and laid out again.
    private static func writeShortestDigits(_ value: Double, to writer: inout ByteWriter) {
        if value.sign == .minus { writer.append(UInt8(ascii: "-")) }
        var text = value.magnitude.description
        text.withUTF8 { utf8 in
            // At most 17 significant digits, and the zeros that end a form such as "1000.0".
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digits in
                let (count, position) = decimalDigits(of: utf8, into: digits)
                writeECMAScriptLayout(UnsafeBufferPointer(rebasing: digits[..<count]), position: position, to: &writer)
            }
        }
    }

    /// Reads `description`'s text of a positive finite double ("1.5e+20", "0.0001", "5e-324") into
    /// its significant digits, without leading or trailing zeros, and the position of the decimal
    /// point relative to them: the value is 0.d₁d₂…dₖ × 10^position.
    private static func decimalDigits(
        of text: UnsafeBufferPointer<UInt8>, into digits: UnsafeMutableBufferPointer<UInt8>
    ) -> (count: Int, position: Int) {
        var count = 0
        var digitsRead = 0
        var leadingZeros = 0
        var integerDigits: Int?
        var exponent = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            switch byte {
            case UInt8(ascii: "."):
                integerDigits = digitsRead
            case UInt8(ascii: "e"):
                let sign = text[index]
                if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
                for digit in text[index...] { exponent = exponent * 10 + Int(digit &- UInt8(ascii: "0")) }
                if sign == UInt8(ascii: "-") { exponent = -exponent }
                index = text.count
            default:
                digitsRead += 1
                if count == 0, byte == UInt8(ascii: "0") {
                    leadingZeros += 1
                } else if count < digits.count {
                    digits[count] = byte
                    count += 1
                }
            }
        }
        while count > 1, digits[count - 1] == UInt8(ascii: "0") { count -= 1 }
        return (count, (integerDigits ?? digitsRead) + exponent - leadingZeros)
    }

    /// Lays out digits d₁…dₖ whose value is 0.d₁…dₖ × 10^position as ECMAScript's Number::toString.
    private static func writeECMAScriptLayout(
        _ digits: UnsafeBufferPointer<UInt8>, position: Int, to writer: inout ByteWriter
    ) {
        let count = digits.count
        if count <= position, position <= 21 {
            writer.append(digits)
            for _ in count..<position { writer.append(UInt8(ascii: "0")) }
        } else if 0 < position, position <= 21 {
            writer.append(UnsafeBufferPointer(rebasing: digits[..<position]))
            writer.append(UInt8(ascii: "."))
            writer.append(UnsafeBufferPointer(rebasing: digits[position...]))
        } else if -6 < position, position <= 0 {
            writer.append("0.")
            for _ in 0..<(-position) { writer.append(UInt8(ascii: "0")) }
            writer.append(digits)
        } else {
            writer.append(digits[0])
            if count > 1 {
                writer.append(UInt8(ascii: "."))
                writer.append(UnsafeBufferPointer(rebasing: digits[1...]))
            }
            writer.append(position > 0 ? "e+" : "e-")
            writer.appendInteger(Int64((position - 1).magnitude))
        }
    }

    /// Reads the UTF-8 in place when the string has it contiguous (native and small strings, nearly
    /// all of them): making it contiguous first takes a copy of the string, a retain and a release.
    @usableFromInline
    static func writeString(_ string: String, to writer: inout ByteWriter) {
        let written: Void? = string.utf8.withContiguousStorageIfAvailable { writeString(utf8: $0, to: &writer) }
        if written == nil {
            var string = string
            string.withUTF8 { writeString(utf8: $0, to: &writer) }
        }
    }

    private static func writeString(utf8: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) {
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
