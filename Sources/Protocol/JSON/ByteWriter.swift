/// Output bytes under construction, in memory the writer manages itself.
///
/// Appending to `[UInt8]` checks uniqueness and capacity on every call and costs a generic call
/// per run of bytes; a message is dozens of such small writes. Here each write is one capacity
/// check and a copy, and the finished bytes are moved into an array in one go. Public so that the
/// server's writer thread can encode a whole turn of messages into one buffer it keeps and reuses.
public struct ByteWriter: ~Copyable {
    /// The storage, of `capacity` bytes, the first `written` of them written; usable from inline
    /// code, so that the small appends are inlined into other modules. A pointer: pays in
    /// `benchmarks/profile`'s set and push (docs/performance.md, "Unsafe code").
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var written = 0

    /// How many bytes were written since creation or the last `removeAll()`.
    public var count: Int { written }

    /// An empty writer with room for `capacity` bytes (at least 16) before it grows.
    public init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends one byte, growing the storage only when it is full.
    ///
    /// This and the other small appends are inlinable: the server writes most of its messages from
    /// another module, where a call per fragment would cost more than the copy.
    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if written == capacity { grow(toHold: written + 1) }
        base[written] = byte
        written += 1
    }

    /// Appends `bytes` with one capacity check and one copy.
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if written + bytes.count > capacity { grow(toHold: written + bytes.count) }
        (base + written).initialize(from: source, count: bytes.count)
        written += bytes.count
    }

    /// Appends a literal's UTF-8 bytes, so fixed JSON fragments cost no `String`.
    @inlinable @inline(__always)
    public mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Writes the decimal digits in place, avoiding the `String` that `description` would build.
    ///
    /// Two digits per division, from a table of the hundred pairs: ids and versions, written into
    /// every response and change, are mostly five or six digits long.
    public mutating func appendInteger(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digitCount = 1
        var probe = magnitude
        while probe >= 100 {
            probe /= 100
            digitCount += 2
        }
        if probe >= 10 { digitCount += 1 }
        if count + digitCount > capacity { grow(toHold: count + digitCount) }
        let pairs = Self.digitPairs.utf8Start
        var end = count + digitCount
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) * 2
            magnitude /= 100
            end -= 2
            base[end] = pairs[pair]
            base[end + 1] = pairs[pair + 1]
        }
        if magnitude >= 10 {
            base[end - 2] = pairs[Int(magnitude) * 2]
            base[end - 1] = pairs[Int(magnitude) * 2 + 1]
        } else {
            base[end - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude)
        }
        written += digitCount
    }

    /// Writes `value`, not negative, as a decimal whose last `fractionDigits` digits follow a point
    /// ("12345" and 2 make "123.45", "5" and 2 "0.05"): the digits are written once and the point
    /// put in among them, where cutting the value at the point took a division by a power of ten not
    /// known ahead, several times slower than the rest.
    mutating func appendDecimal(_ value: Int64, fractionDigits: Int) {
        let start = written
        appendInteger(value)
        let digitCount = written - start
        // The integer part is "0" when every digit is a fraction digit, with zeros after the point.
        let shift = digitCount > fractionDigits ? 1 : 2 + fractionDigits - digitCount
        if written + shift > capacity { grow(toHold: written + shift) }
        let point = written - min(fractionDigits, digitCount)
        var from = written
        while from > point {
            from -= 1
            base[from + shift] = base[from]
        }
        if shift == 1 {
            base[point] = UInt8(ascii: ".")
        } else {
            base[start] = UInt8(ascii: "0")
            base[start + 1] = UInt8(ascii: ".")
            for zero in (start + 2)..<(start + shift) { base[zero] = UInt8(ascii: "0") }
        }
        written += shift
    }

    /// "00" to "99", each pair at twice its value.
    private static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// Appends everything `other` holds.
    public mutating func append(contentsOf other: borrowing ByteWriter) {
        append(UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// Forgets what was written but keeps the memory, for the next message or turn.
    public mutating func removeAll() {
        written = 0
    }

    /// Everything written, valid only inside `body`.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Appends everything written to `array`.
    public func copy(to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Everything written, as an array of exactly that size.
    public func makeArray() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
