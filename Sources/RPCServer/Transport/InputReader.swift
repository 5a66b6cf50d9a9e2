import Protocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the reader hands to the session, in the order it was read.
enum InputEvent: Sendable {
    case frames([DecodedFrame])
    case endOfInput
}

/// Reads the protocol descriptor with blocking reads and turns bytes into decoded messages; closes
/// it at EOF.
///
/// Each read's messages travel to the session together, so a client that pipelines many small
/// messages costs one hop to the main actor per read, not one per message.
struct InputReader: Sendable {
    let descriptor: Int32
    let forcedFraming: Framing?
    let maxMessageBytes: Int
    var maxDepth = JSONParser.defaultMaxDepth
    let framing: SharedFraming
    /// `--record`: told of every frame read.
    var recording: SessionRecording?

    func run(deliver: @Sendable (InputEvent) -> Void) {
        var decoder = FrameDecoder(framing: forcedFraming, maxMessageBytes: maxMessageBytes)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = read(descriptor, chunk.baseAddress, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let events = decoder.feed(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            if let detected = decoder.framing { framing.set(detected) }
            if !events.isEmpty { deliver(.frames(decode(events))) }
        }
        close(descriptor)
        let last = decoder.finish()
        if !last.isEmpty { deliver(.frames(decode(last))) }
        deliver(.endOfInput)
    }

    private func decode(_ events: [FrameEvent]) -> [DecodedFrame] {
        events.map { event in
            if let recording, case .frame(let bytes) = event { recording.client(frame: bytes) }
            return switch event {
            case .frame(let bytes): .message(MessageDecoder.decode(bytes, maxDepth: maxDepth))
            case .error(let error): .error(error)
            }
        }
    }
}
