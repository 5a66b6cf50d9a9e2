import Dispatch
import Protocol
import Synchronization

@testable import RPCServer

#if canImport(Glibc)
    import Glibc
#endif

/// One fuzz input: a mode byte that picks the server's options, then the bytes a client sends.
///
/// Runs on libFuzzer's thread the way `Server.run` wires the server: the real `InputReader` reads the
/// bytes from a pipe, the session handles them on the main actor, and `OutputWriter` encodes what
/// the outbox holds, which `OutputCheck` then reads back as a client would.
struct FuzzCase {
    /// The longest stream a case sends: what a pipe holds, so writing it all before reading never
    /// blocks. `fuzz/run` passes the same `-max_len`.
    static let maxStreamBytes = 65_536

    let mode: FuzzMode
    let stream: [UInt8]

    init(_ input: UnsafeBufferPointer<UInt8>) {
        mode = FuzzMode(input.first ?? 0)
        stream = Array(input.dropFirst().prefix(Self.maxStreamBytes))
    }

    func run() {
        let framing = SharedFraming(mode.framing)
        let events = read(into: framing)
        let messages = Self.onMainActor { [mode] in await FuzzSession(mode: mode).run(events) }
        // Small to start with, grown as needed: under ASan every large allocation poisons and
        // quarantines its whole size, which took a fifth of each case.
        var output = ByteWriter(capacity: 4096)
        var scratch = ByteWriter(capacity: 4096)
        for message in messages {
            OutputWriter.encode(message.payload, framing: framing.current, to: &output, scratch: &scratch)
        }
        OutputCheck.check(output.makeArray(), framing: framing.current)
    }

    /// What the server's reader thread would hand the session for this stream, end of input included.
    private func read(into framing: SharedFraming) -> [InputEvent] {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe failed: errno \(errno)")
        stream.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(ends[1], bytes.baseAddress! + offset, bytes.count - offset)
                precondition(written > 0, "write to the pipe failed: errno \(errno)")
                offset += written
            }
        }
        close(ends[1])
        let reader = InputReader(
            descriptor: ends[0], forcedFraming: mode.framing, maxMessageBytes: mode.maxMessageBytes,
            maxDepth: mode.maxDepth, framing: framing)
        let events = Mutex<[InputEvent]>([])
        reader.run { event in events.withLock { $0.append(event) } }
        return events.withLock { $0 }
    }

    /// Runs `body` on the main actor and blocks this thread until it returns.
    private static func onMainActor<Value: Sendable>(
        _ body: @escaping @MainActor @Sendable () async -> Value
    ) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task { @MainActor in
            let value = await body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }
}
