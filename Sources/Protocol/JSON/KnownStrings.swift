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
    /// Every string's UTF-8, back to back; `starts[i]..<starts[i + 1]` is string `i`.
    private let utf8: [UInt8]
    private let starts: [Int]
    /// Open addressing: each slot holds an index into `strings`, or -1 when empty.
    private let slots: [Int]
    private let mask: Int
    private let maxLength: Int

    init(_ strings: [String]) {
        self.strings = strings
        utf8 = strings.flatMap(\.utf8)
        starts = strings.reduce(into: [0]) { starts, string in starts.append(starts.last! + string.utf8.count) }
        var capacity = 16
        while capacity < strings.count * 4 { capacity *= 2 }
        mask = capacity - 1
        maxLength = strings.map(\.utf8.count).max() ?? 0
        var slots = [Int](repeating: -1, count: capacity)
        for (position, string) in strings.enumerated() {
            var slot = Array(string.utf8).withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = position
        }
        self.slots = slots
    }

    /// The shared string spelled by `bytes`, or nil when it is not one of the known ones.
    @inline(__always)
    func string(for bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2, bytes.count <= maxLength else { return nil }
        var slot = Self.hash(bytes) & mask
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if matches(position, bytes) { return strings[position] }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func matches(_ position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[position]
        guard starts[position + 1] - start == bytes.count else { return false }
        for offset in 0..<bytes.count where utf8[start + offset] != bytes[offset] {
            return false
        }
        return true
    }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        return count &* 0x9E37 ^ Int(bytes[0]) &* 31 ^ Int(bytes[count / 2]) &* 131 ^ Int(bytes[count - 1]) &* 1031
    }
}
