import Protocol
import ServerLog
import ServerTransport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh server process that a replay talks to over pipes: this very executable, started with a
/// recording's arguments.
///
/// - Important: One thread only; reads block in `poll` for at most the timeout they are given.
final class ReplayedServer {
    private let process: pid_t
    private let input: Int32
    private let output: Int32
    private let framing: Framing
    private var decoder: FrameDecoder
    private var received: [[UInt8]] = []
    private var isAtEnd = false

    /// Starts `arguments` on this executable.
    /// - Throws: `ServerStartError` when the process cannot be started.
    init(arguments: [String], framing: Framing) throws(ServerStartError) {
        self.framing = framing
        decoder = FrameDecoder(framing: framing)
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else {
            throw ServerStartError("--replay cannot make pipes: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toServer[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromServer[1], STDOUT_FILENO)
        for descriptor in toServer + fromServer { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let program = Self.executable
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, nil, argv, environ)
        close(toServer[0])
        close(fromServer[1])
        guard status == 0 else {
            close(toServer[1])
            close(fromServer[0])
            throw ServerStartError("--replay cannot start \(program): \(String(cString: strerror(status)))")
        }
        process = pid
        input = toServer[1]
        output = fromServer[0]
        signal(SIGPIPE, SIG_IGN)
    }

    /// This executable's path: the link the kernel keeps on Linux, else how it was started.
    private static var executable: String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 { return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return CommandLine.arguments[0]
    }

    /// Sends one frame with `body`; false when the server no longer reads.
    @discardableResult
    func send(_ body: [UInt8]) -> Bool {
        var bytes: [UInt8] = []
        FrameEncoder.append(body: body, framing: framing, to: &bytes)
        return bytes.withUnsafeBytes { BlockingWrite.all($0, to: input) }
    }

    /// The next message the server wrote, waiting at most `timeout`; nil when it wrote nothing more in
    /// that time or closed its output.
    func next(within timeout: Duration) -> [UInt8]? {
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while received.isEmpty, !isAtEnd {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return nil }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                isAtEnd = true
                break
            }
            for event in decoder.feed(Array(chunk[0..<count])) {
                if case .frame(let body) = event { received.append(body) }
            }
        }
        return received.isEmpty ? nil : received.removeFirst()
    }

    /// Closes the server's input, as a client that is done.
    func closeInput() {
        close(input)
    }

    /// Waits for the process to end, killing it first when it has not closed its output (it did not
    /// end by itself within the time `next` waited); returns the raw wait status.
    func end() -> Int32 {
        if !isAtEnd { kill(process, SIGKILL) }
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
        close(output)
        return status
    }
}
