import Protocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes what the outbox holds to the protocol descriptor, one `write` per drained turn.
///
/// Encoding happens here, on the writer thread, so the main actor only builds values and the two
/// cores share the work. A turn is encoded in place into one buffer that lives as long as the
/// writer, and the array of messages goes back to the outbox for the next turn, so a turn
/// allocates nothing of its own.
struct OutputWriter: Sendable {
    let descriptor: Int32
    let outbox: Outbox
    let framing: SharedFraming
    /// `--record`: told of every message written.
    var recording: SessionRecording?

    /// Runs until the outbox is closed and drained (returns true) or the descriptor refuses more
    /// bytes because the client closed its end (returns false); closes the descriptor either way.
    func run() -> Bool {
        defer { close(descriptor) }
        var taken: [OutgoingMessage?] = []
        var output = ByteWriter(capacity: Self.turnCapacity)
        var scratch = ByteWriter(capacity: Self.turnCapacity)
        while outbox.take(into: &taken) {
            let framing = framing.current
            output.removeAll()
            // Each message is moved out of its slot, not copied: a copy and its release cost more than
            // encoding a small notification.
            for index in taken.indices {
                guard let message = taken[index].take() else { continue }
                recording?.server(message.payload)
                Self.encode(message.payload, framing: framing, to: &output, scratch: &scratch)
            }
            guard output.withUnsafeBytes(writeAll) else { return false }
            // A burst (a huge snapshot, a slow client's backlog) must not pin its memory for good.
            if output.count > Self.keptCapacity { output = ByteWriter(capacity: Self.turnCapacity) }
            if scratch.count > Self.keptCapacity { scratch = ByteWriter(capacity: Self.turnCapacity) }
            if taken.count > Self.keptMessages { taken = [] }
        }
        return true
    }

    private static let turnCapacity = 64 << 10
    private static let keptCapacity = 4 << 20
    private static let keptMessages = 1 << 16

    /// Frames and encodes one outgoing unit into `output`; `scratch` holds an LSP body while its
    /// length is not yet known.
    static func encode(
        _ payload: OutgoingMessage.Payload, framing: Framing, to output: inout ByteWriter,
        scratch: inout ByteWriter
    ) {
        switch payload {
        case .single(let message):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) {
                MessageEncoder.write(message, to: &$0)
            }
        case .batch(let messages):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) {
                MessageEncoder.write(batch: messages, to: &$0)
            }
        case .notification(let notification):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) { notification.write(to: &$0) }
        }
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
