import Protocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes what the outbox holds to the protocol descriptor, one `write` per drained turn.
///
/// Encoding happens here, on the writer thread, so the main actor only builds values and the two
/// cores share the work.
struct OutputWriter: Sendable {
    let descriptor: Int32
    let outbox: Outbox
    let framing: SharedFraming

    /// Runs until the outbox is closed and drained (returns true) or the descriptor refuses more
    /// bytes because the client closed its end (returns false); closes the descriptor either way.
    func run() -> Bool {
        defer { close(descriptor) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(64 << 10)
        while let messages = outbox.takeAll() {
            let framing = framing.current
            buffer.removeAll(keepingCapacity: true)
            for message in messages {
                Self.append(message.payload, framing: framing, to: &buffer)
            }
            guard writeAll(buffer) else { return false }
            if buffer.capacity > 4 << 20 { buffer = [] }
        }
        return true
    }

    static func append(_ payload: OutgoingMessage.Payload, framing: Framing, to buffer: inout [UInt8]) {
        switch payload {
        case .single(let message):
            FrameEncoder.append(body: MessageEncoder.encode(message), framing: framing, to: &buffer)
        case .batch(let messages):
            FrameEncoder.append(body: MessageEncoder.encode(batch: messages), framing: framing, to: &buffer)
        case .notification(let notification):
            FrameEncoder.append(framing: framing, to: &buffer) { notification.append(to: &$0) }
        }
    }

    private func writeAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
