extension JSONReader {
    /// Exact powers of ten: every one up to 10^22 is representable in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses the number under the cursor, keeping its written form (see ``JSONValue``).
    ///
    /// Integers are accumulated directly. Most doubles take Clinger's fast path — a mantissa of at
    /// most 2^53 scaled by an exact power of ten is one correctly rounded operation — and only the
    /// rest go through the standard library's correctly rounded text conversion.
    mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }

        var mantissa: UInt64 = 0
        var mantissaOverflowed = false
        var isInteger = true
        var fractionDigits = 0

        guard index < bytes.count else { throw endOfInput("expected a digit after '-'") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw syntaxError("leading zeros are not allowed in numbers", at: index - 1)
            }
        } else if isDigit(bytes[index]) {
            accumulateDigits(into: &mantissa, overflowed: &mantissaOverflowed)
        } else {
            throw syntaxError("expected a digit, found \(describeByte(at: index))")
        }

        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw index < bytes.count
                    ? syntaxError("expected a digit after '.', found \(describeByte(at: index))")
                    : endOfInput("expected a digit after '.'")
            }
            let fractionStart = index
            accumulateDigits(into: &mantissa, overflowed: &mantissaOverflowed)
            fractionDigits = index - fractionStart
        }

        var exponent = 0
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            exponent = try parseExponent()
        }

        if isInteger, !mantissaOverflowed {
            if negative {
                if mantissa == 0 { return .double(-0.0) }
                if mantissa <= UInt64(Int64.max) + 1 { return .integer(Int64(truncatingIfNeeded: 0 &- mantissa)) }
            } else if mantissa <= UInt64(Int64.max) {
                return .integer(Int64(mantissa))
            }
        }

        let scale = exponent - fractionDigits
        if !mantissaOverflowed, mantissa <= 1 << 53, (-22...22).contains(scale) {
            var value = Double(mantissa)
            value = scale < 0 ? value / Self.exactPowersOfTen[-scale] : value * Self.exactPowersOfTen[scale]
            return .double(negative ? -value : value)
        }
        return .double(slowDouble(from: start))
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Consumes a run of digits; past 19 digits the mantissa no longer fits and is only flagged.
    private mutating func accumulateDigits(into mantissa: inout UInt64, overflowed: inout Bool) {
        while index < bytes.count, isDigit(bytes[index]) {
            let digit = UInt64(bytes[index] &- UInt8(ascii: "0"))
            if mantissa <= (UInt64.max - 9) / 10 {
                mantissa = mantissa * 10 + digit
            } else {
                overflowed = true
            }
            index += 1
        }
    }

    /// Consumes `e[+-]digits`; the value is clamped because anything that large is 0 or infinity.
    private mutating func parseExponent() throws(JSONError) -> Int {
        index += 1
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw index < bytes.count
                ? syntaxError("expected a digit in the exponent, found \(describeByte(at: index))")
                : endOfInput("expected a digit in the exponent")
        }
        var exponent = 0
        while index < bytes.count, isDigit(bytes[index]) {
            exponent = min(exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 1_000_000)
            index += 1
        }
        return negative ? -exponent : exponent
    }

    /// Converts the validated number text `bytes[start..<index]` with the standard library, which
    /// rounds correctly and yields ±infinity beyond `Double`'s range.
    private func slowDouble(from start: Int) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text) ?? .nan
    }
}
