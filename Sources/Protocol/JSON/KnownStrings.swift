/// The strings the protocol itself spells — member names and method names — so the parser can
/// hand out a shared `String` instead of building a new one for every key of every message.
///
/// Building a `String` from bytes costs far more than recognising one of these: the hash looks
/// at the length and three bytes, then one comparison confirms. A miss costs about as much as the
/// hash, so unknown strings lose next to nothing.
final class KnownStrings: Sendable {
    static let shared = KnownStrings(
        [
            "jsonrpc", "2.0", "id", "method", "params", "result", "error", "code", "message", "data", "kind",
            "protocolVersion", "clientInfo", "serverInfo", "name", "version", "capabilities", "viewModelTypes",
            "type", "arguments", "viewModel", "property", "value", "command", "input", "output", "collection",
            "properties", "commands", "collections", "events", "event", "payload", "enabled", "executing", "from",
            "to", "changes", "op", "index", "count", "items", "types", "doc", "schema", "readOnly", "inputSchema",
            "outputSchema", "policy", "itemType", "itemSchema", "payloadSchema",
        ] + MethodRegistry.requests + MethodRegistry.notifications
    )

    private let strings: [String]
    /// Per slot of the open-addressing table: the string's length and its UTF-8, zero-padded to
    /// `slotBytes`, or a length of zero when the slot is empty. Looking a string up then reads one
    /// slot's bytes in 8-byte words, with no bounds checks and no indirection through arrays.
    private let table: [UInt64]
    private let slotStrings: [Int]
    private let mask: Int
    private let maxLength: Int
    private let slotBytes: Int

    init(_ strings: [String]) {
        self.strings = strings
        let maxLength = strings.map(\.utf8.count).max() ?? 0
        let slotBytes = 8 + (maxLength + 7) / 8 * 8
        self.maxLength = maxLength
        self.slotBytes = slotBytes
        var capacity = 16
        while capacity < strings.count * 4 { capacity *= 2 }
        let mask = capacity - 1
        self.mask = mask
        var table = [UInt64](repeating: 0, count: capacity * slotBytes / 8)
        var slotStrings = [Int](repeating: -1, count: capacity)
        for (position, string) in strings.enumerated() {
            let utf8 = Array(string.utf8)
            var slot = utf8.withUnsafeBufferPointer { Self.hash($0) } & mask
            while slotStrings[slot] >= 0 { slot = (slot + 1) & mask }
            slotStrings[slot] = position
            table.withUnsafeMutableBytes { words in
                let entry = words.baseAddress! + slot * slotBytes
                entry.storeBytes(of: utf8.count, as: Int.self)
                utf8.withUnsafeBytes { (entry + 8).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            }
        }
        self.table = table
        self.slotStrings = slotStrings
    }

    /// The shared string spelled by `bytes`, or nil when it is not one of the known ones.
    @inline(__always)
    func string(for bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        guard count >= 2, count <= maxLength, let base = bytes.baseAddress else { return nil }
        var slot = Self.hash(bytes) & mask
        return table.withUnsafeBytes { words in
            while true {
                let entry = words.baseAddress! + slot * slotBytes
                let length = entry.load(as: Int.self)
                if length == 0 { return nil }
                if length == count, Self.equal(entry + 8, UnsafeRawPointer(base), count: count) {
                    return strings[slotStrings[slot]]
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Whether `count` bytes at `stored` and at `bytes` are equal; `stored` is padded with zeros
    /// to a whole word, `bytes` is read no further than `count`.
    @inline(__always)
    private static func equal(_ stored: UnsafeRawPointer, _ bytes: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if stored.load(fromByteOffset: offset, as: UInt8.self) != bytes.load(fromByteOffset: offset, as: UInt8.self)
            {
                return false
            }
            offset += 1
        }
        return true
    }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        return count &* 0x9E37 ^ Int(bytes[0]) &* 31 ^ Int(bytes[count / 2]) &* 131 ^ Int(bytes[count - 1]) &* 1031
    }
}
