import Protocol
import ServerLog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One client's two byte streams, read, decoded, handled and written on the thread the view models
/// live on: a request is answered with no hand-off between threads (SPEC §2, docs/performance.md).
///
/// Rules:
/// - Nothing here blocks but a read the driver chose to wait in. Input is read when the loop saw it
///   readable, or when it waits for it in the `read` itself (`PollLoop` with a `MainQueueWatcher`);
///   output is written without blocking where the descriptor allows it (a pipe or a socket), and what
///   the client has not taken yet waits in `pending`.
/// - Flow control, not buffering: input is not read while the client leaves output unread
///   (`wantsInput`), so a client that floods requests and stops reading holds the server at one
///   read's worth of requests, their answers and the outbox (docs/protocol.md §11).
/// - Output leaves in the outbox's order, in the framing the client used first.
/// - Important: Main actor only. A driver (`PollLoop` or `BackgroundPollLoop`) calls `readInput()` when
///   input is readable and `flush()` when output is writable or anything was sent.
@MainActor
package final class Connection {
    let input: Int32
    let output: Int32
    let outbox: Outbox
    /// Hands the session what each read decoded, in order. Each event is handed over, not lent: the
    /// session keeps what must wait without copying it, and copies of a decoded request cost as much
    /// as freeing it.
    ///
    /// A constant, given to `init`: a closure in a variable is retained for each call, since the call
    /// could replace it, and each retain and release is an atomic operation.
    let deliver: (consuming InputEvent) -> Void
    /// Told when the session sent something: a driver that does not flush after every wake-up
    /// schedules a flush.
    var onOutput: (() -> Void)?
    /// `--record`: told of every frame read and every message written.
    package var recording: SessionRecording?

    /// Unchecked, as `pending` and the three after it: passed `inout` only to its own methods, which
    /// call nothing outside the decoder. The five pay in `benchmarks/profile`'s set and push
    /// (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) private var decoder: FrameDecoder
    private let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 1)
    /// Encoded output the client has not taken yet; `written` bytes of it are gone.
    ///
    /// Unchecked, as the four below: passed `inout` only to the encoders and to `Outbox.take`, none of
    /// which calls back into the connection.
    @exclusivity(unchecked) private var pending = ByteWriter(capacity: Connection.turnCapacity)
    @exclusivity(unchecked) private var written = 0
    @exclusivity(unchecked) private var scratch = ByteWriter(capacity: Connection.turnCapacity)
    @exclusivity(unchecked) private var taken = MessageQueue()
    /// Writes the property changes, keeping the JSON of the last property's name. Unchecked: pays in
    /// `benchmarks/profile`'s push on the controlled clock (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) private var changes = PropertyDidChangeWriter()
    /// A read is being handed over: its frames are decoded straight out of `chunk`, which a read
    /// from inside the session's handling of one of them would overwrite.
    private var isHandingOver = false
    /// The last write would have blocked; nothing is written until the driver sees the descriptor
    /// writable again, so a backed-up client costs no system call per message sent.
    private(set) var isOutputBlocked = false
    private(set) var isInputEnded = false
    /// The client closed its end of the output: nothing more can reach it.
    private(set) var isOutputGone = false

    private let maxDepth: Int

    package init(
        input: Int32, output: Int32, outbox: Outbox, framing: Framing?, maxMessageBytes: Int,
        maxDepth: Int = JSONParser.defaultMaxDepth, deliver: @escaping (consuming InputEvent) -> Void
    ) {
        self.input = input
        self.deliver = deliver
        self.maxDepth = maxDepth
        self.output = output
        self.outbox = outbox
        decoder = FrameDecoder(framing: framing, maxMessageBytes: maxMessageBytes)
        Self.makeNonBlocking(output)
        outbox.connection = self
    }

    /// Logged (at debug level) each time the client stops taking output and reading pauses.
    static let backedUpMessage = "the client is not reading its output; input waits until it does"

    /// How many pending messages make the connection write in the middle of a job.
    static let backlog = 256

    isolated deinit {
        chunk.deallocate()
    }

    /// The outbox took messages.
    ///
    /// A long job (a tick of 10,000 quotes) is written as it goes, a few hundred at a time. The loop
    /// cannot see the client drain the pipe until the job ends, so a blocked output is tried again:
    /// one failed `write` per few hundred messages while the client is stalled, instead of an idle
    /// client and a growing backlog while it is not.
    func outboxDidEnqueue() {
        if outbox.pendingCount >= Self.backlog {
            isOutputBlocked = false
            flush()
        }
        onOutput?()
    }

    /// Whether the driver should wait for input: not after its end, not once the session ended, and
    /// not while the client leaves what it was sent unread.
    var wantsInput: Bool {
        !isInputEnded && !outbox.isClosed && !isOutputBlocked && outbox.pendingCount < outbox.coalescingThreshold
    }

    /// Whether the driver should wait for the output to become writable.
    var wantsOutput: Bool { isOutputBlocked && !isOutputGone }

    /// The session ended and everything it sent was written, or can no longer be.
    var isFinished: Bool {
        isOutputGone || (outbox.isClosed && outbox.pendingCount == 0 && written == pending.count)
    }

    /// What one `readInput()` came to.
    enum ReadOutcome {
        /// Bytes were read and what they completed was handed over.
        case read
        /// The input ended (or failed), and the session was told.
        case ended
        /// A signal interrupted the read before anything came (`MainQueueWatcher`).
        case interrupted
        /// The input is non-blocking and had nothing.
        case wouldBlock
    }

    /// Reads once (the driver saw input readable, or waits in the read itself), decodes, and hands
    /// the session what was read; at end of input, hands over what the decoder still held. The
    /// driver closes the descriptors: dispatch must let go of them first.
    @discardableResult
    func readInput() -> ReadOutcome {
        let count = read(input, chunk.baseAddress, chunk.count)
        if count < 0 && errno == EINTR { return .interrupted }
        if count < 0 && errno == EAGAIN { return .wouldBlock }
        guard count > 0 else {
            isInputEnded = true
            for event in decoder.finish() {
                switch event {
                case .frame(let frame): deliver(.frame(frame.withUnsafeBufferPointer { decode($0) }))
                case .error(let error): deliver(.frame(.error(error)))
                }
            }
            deliver(.endOfInput)
            return .ended
        }
        precondition(!isHandingOver, "the input was read again while a read was being handed over")
        isHandingOver = true
        defer { isHandingOver = false }
        // Each frame is decoded in place, where it was read: no array is made for it.
        let bytes = UnsafeRawBufferPointer(rebasing: chunk[0..<count])
        var index = 0
        while let span = decoder.next(in: bytes, from: &index) {
            // Consumed: each case then ends only what it holds, and a range holds nothing.
            switch consume span {
            case .bytes(let range):
                deliver(
                    .frame(decode(UnsafeRawBufferPointer(rebasing: bytes[range]).assumingMemoryBound(to: UInt8.self))))
            case .frame(let frame):
                deliver(.frame(frame.withUnsafeBufferPointer { decode($0) }))
            case .error(let error):
                deliver(.frame(.error(error)))
            }
        }
        return .read
    }

    /// Whether a `read` of the input waits for data, rather than failing with `EAGAIN`: a non-blocking
    /// input (a socket shared with the output, which `init` made non-blocking) must be polled.
    var inputBlocks: Bool {
        let flags = fcntl(input, F_GETFL)
        return flags >= 0 && flags & O_NONBLOCK == 0
    }

    /// The driver saw the output writable again.
    func outputBecameWritable() {
        isOutputBlocked = false
    }

    /// Encodes what the outbox holds and writes until everything is out or the client stops taking it.
    func flush() {
        while !isOutputBlocked && !isOutputGone {
            if written == pending.count {
                guard refill() else { return }
            }
            let count = pending.withUnsafeBytes { bytes in
                write(output, bytes.baseAddress! + written, bytes.count - written)
            }
            if count >= 0 {
                written += count
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                isOutputBlocked = true
                Log.debug(Self.backedUpMessage)
            } else if errno != EINTR {
                Log.info("the client closed its end of the output")
                isOutputGone = true
            }
        }
    }

    /// Encodes everything pending in the outbox into `pending`, in one buffer for one `write`;
    /// false when there was nothing.
    private func refill() -> Bool {
        // A burst (a huge snapshot, a slow client's backlog) must not pin its memory for good.
        if pending.count > Self.keptCapacity { pending = ByteWriter(capacity: Self.turnCapacity) }
        if scratch.count > Self.keptCapacity { scratch = ByteWriter(capacity: Self.turnCapacity) }
        if taken.capacity > Self.keptMessages { taken = MessageQueue() }
        pending.removeAll()
        written = 0
        guard outbox.take(into: &taken) else { return false }
        let framing = decoder.framing ?? .lsp
        // Each message is moved out of its slot, not copied: a copy and its release cost more than
        // encoding a small notification.
        taken.drain { message in
            recording?.server(message.payload)
            Self.encode(message.payload, framing: framing, to: &pending, scratch: &scratch, changes: &changes)
        }
        return true
    }

    private static let turnCapacity = 64 << 10
    private static let keptCapacity = 4 << 20
    private static let keptMessages = 1 << 16

    /// Frames and encodes one outgoing unit into `output`; `scratch` holds an LSP body while its
    /// length is not yet known, and `changes` writes a property change.
    nonisolated static func encode(
        _ payload: OutgoingMessage.Payload, framing: Framing, to output: inout ByteWriter,
        scratch: inout ByteWriter, changes: inout PropertyDidChangeWriter
    ) {
        switch payload {
        case .single(let message):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) {
                MessageEncoder.write(message, to: &$0)
            }
        case .result(let result):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) { result.write(to: &$0) }
        case .propertySetResult(let id, let version):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) {
                MessageEncoder.writeResponse(id: id, result: SetPropertyRequest.Result(version: version), to: &$0)
            }
        case .batch(let messages):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) {
                MessageEncoder.write(batch: messages, to: &$0)
            }
        case .propertyChange(let params):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) {
                changes.write(params, to: &$0)
            }
        case .notification(let notification):
            FrameEncoder.write(framing: framing, to: &output, scratch: &scratch) { notification.write(to: &$0) }
        }
    }

    private func decode(_ frame: UnsafeBufferPointer<UInt8>) -> DecodedFrame {
        if let recording { recording.client(frame: Array(frame)) }
        return .message(MessageDecoder.decode(frame, maxDepth: maxDepth))
    }

    /// Makes writes to a pipe or socket return instead of waiting for the client. A terminal or a file
    /// keeps blocking writes: its description may be shared with the shell that started the server,
    /// and neither applies back-pressure worth waiting out.
    private static func makeNonBlocking(_ descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFIFO || kind == S_IFSOCK else { return }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }
}
