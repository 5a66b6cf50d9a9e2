import Dispatch
import Protocol
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One fuzz input: a mode byte that picks the server's options, then the bytes a client sends.
///
/// Runs on libFuzzer's thread; the server's half runs on the main actor the way `Server.run` wires
/// it: the real `Connection` reads the bytes from a pipe, decodes them, hands them to the session,
/// and encodes and writes what the outbox holds into a file, which `OutputCheck` then reads back as a
/// client would.
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
        let input = filledPipe()
        let output = Self.outputFile()
        Self.onMainActor { [mode] in await FuzzSession(mode: mode).run(input: input, output: output) }
        OutputCheck.check(Self.contents(of: output), framing: detectedFraming)
        close(output)
    }

    /// The framing the server answers in: the forced one, else the one its decoder detects.
    private var detectedFraming: Framing {
        var decoder = FrameDecoder(framing: mode.framing, maxMessageBytes: mode.maxMessageBytes)
        _ = decoder.feed(stream)
        return decoder.framing ?? .lsp
    }

    /// The read end of a pipe that holds the whole stream, its write end closed: the server reads it
    /// to the end without ever waiting.
    private func filledPipe() -> Int32 {
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
        return ends[0]
    }

    /// A fresh unlinked file for the server's output: a file never makes a writer wait, however much
    /// a case sends.
    private static func outputFile() -> Int32 {
        var template = Array("/tmp/mvvm-fuzz-output-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        precondition(descriptor >= 0, "mkstemp failed: errno \(errno)")
        unlink(template)
        return descriptor
    }

    private static func contents(of descriptor: Int32) -> [UInt8] {
        let size = Int(lseek(descriptor, 0, SEEK_END))
        var bytes = [UInt8](repeating: 0, count: size)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, size, 0) }
        precondition(read == size, "reading the output back failed: errno \(errno)")
        return bytes
    }

    /// Runs `body` on the main actor and blocks this thread until it returns.
    private static func onMainActor(_ body: @escaping @MainActor @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task { @MainActor in
            await body()
            done.signal()
        }
        done.wait()
    }
}
