import Protocol

/// The server options a fuzz input runs with, from its first byte, so one corpus covers them all.
///
/// Bits 0–1 pick the framing (detected, forced ndjson, forced LSP); bit 2 sequential mode; bit 3 a
/// coalescing threshold of 2, so the outbox merges almost at once; bit 4 a 64-byte message limit;
/// bit 5 a nesting limit of 4. The small limits reach the refusal paths without huge inputs.
struct FuzzMode: Sendable {
    var framing: Framing?
    var isSequential: Bool
    var coalescingThreshold: Int
    var maxMessageBytes: Int
    var maxDepth: Int

    init(_ byte: UInt8) {
        framing = [nil, .ndjson, .lsp, nil][Int(byte & 3)]
        isSequential = byte & 4 != 0
        coalescingThreshold = byte & 8 != 0 ? 2 : 4096
        maxMessageBytes = byte & 16 != 0 ? 64 : 64 << 20
        maxDepth = byte & 32 != 0 ? 4 : JSONParser.defaultMaxDepth
    }
}
