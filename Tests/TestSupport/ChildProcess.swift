import Dispatch
import MVVMTesting
import RPCServer
import ServerTransport
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tool a test checks the server against (python3, node, nvim, the built binary itself), run to
/// its end as a child process: what it wrote, and how it ended.
///
/// It is started with `posix_spawn` (`SpawnActions`), not with Foundation's `Process`, whose `run()`
/// reads past the end of a buffer on Linux: AddressSanitizer stopped the whole suite there.
///
/// - Important: the reads and the wait block a thread of their own (`WaitingThread`), never one of
///   Swift's cooperative pool: that pool has a thread per core, and a browser or Python suite that
///   held one for a minute starved every test beside it into its time-outs.
package struct ChildProcess: Sendable {
    /// Where the child's stdout and stderr go.
    package enum Streams: Sendable {
        /// Both into one pipe, read as one text: a failing tool's own words, in the order it wrote
        /// them, for the test's failure message.
        case merged
        /// Each into a pipe of its own, read apart.
        case separate
        /// stdout into a pipe whose reading end is closed at once, so that the child's first write to
        /// it fails; stderr read.
        case stdoutClosed
    }

    /// What the child wrote, and how it ended.
    package struct Outcome: Sendable {
        /// Its stdout: with its stderr in it when `.merged`, empty when `.stdoutClosed`.
        package var output: String
        /// Its stderr, unless `.merged`.
        package var errors: String
        package var termination: Termination
    }

    package var executable: String
    package var arguments: [String]
    package var directory: String?
    package var environment: [String: String]?
    package var input: String?
    package var streams: Streams
    package var killAfter: Double?

    /// - Parameters:
    ///   - executable: the tool's path (`executable(named:)` finds one on `PATH`).
    ///   - directory: where it starts; the test's working directory when nil.
    ///   - environment: all of its environment; the test process's when nil.
    ///   - input: what it reads on stdin before its end; `/dev/null` when nil.
    ///   - killAfter: seconds after which it is killed (SIGKILL) if it is still running, for tools
    ///     that are stuck rather than slow past them.
    package init(
        _ executable: String, arguments: [String] = [], directory: String? = nil,
        environment: [String: String]? = nil, input: String? = nil, streams: Streams = .merged,
        killAfter: Double? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.input = input
        self.streams = streams
        self.killAfter = killAfter
    }

    /// The first executable file called `name` in a directory of `PATH`, or nil when there is none.
    package static func executable(named name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Runs the child to its end: returns once it has exited and every process holding its output
    /// (it, or one it started) has closed it.
    package func run() async throws(SpawnError) -> Outcome {
        var actions = SpawnActions()
        if let directory { try actions.changeDirectory(to: directory) }
        let stdin = input.map { _ in TestPipe() }
        let stdout = TestPipe()
        let stderr = streams == .merged ? nil : TestPipe()
        if let stdin {
            actions.pass(stdin.read, as: STDIN_FILENO)
        } else {
            actions.open("/dev/null", as: STDIN_FILENO, flags: O_RDONLY)
        }
        if let stderr {
            actions.pass(stdout.write, as: STDOUT_FILENO)
            actions.pass(stderr.write, as: STDERR_FILENO)
        } else {
            actions.pass(stdout.write, as: STDOUT_FILENO, STDERR_FILENO)
        }
        let pid: pid_t
        do {
            pid = try actions.spawn(executable, arguments: arguments, environment: environment)
        } catch {
            [stdin?.write, stdout.read, stderr?.read].compactMap { $0 }.forEach { close($0) }
            throw error
        }

        if let stdin, let input { Self.feed(input, to: stdin.write) }
        if streams == .stdoutClosed { close(stdout.read) }
        let outputEnd = streams == .stdoutClosed ? nil : stdout.read
        let errorsEnd = stderr?.read
        // The wait marks the exit before it reaps the child, whose pid no other process can have
        // until then: a kill past the time limit hits the child or nobody.
        let hasExited = Mutex(false)
        if let killAfter {
            DispatchQueue.global().asyncAfter(deadline: .now() + killAfter) {
                hasExited.withLock { if !$0 { kill(pid, SIGKILL) } }
            }
        }
        return await withCheckedContinuation { continuation in
            WaitingThread.start {
                let texts = Self.readToEnd([outputEnd, errorsEnd].compactMap { $0 })
                var info = siginfo_t()
                while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
                hasExited.withLock { $0 = true }
                let outcome = Outcome(
                    output: outputEnd.flatMap { texts[$0] } ?? "", errors: errorsEnd.flatMap { texts[$0] } ?? "",
                    termination: .reaping(pid))
                continuation.resume(returning: outcome)
            }
        }
    }

    /// Writes `input` to `end` and closes it, on a thread of its own: a child may read its input only
    /// as fast as its output is read. SIGPIPE is blocked on that thread, so a child that ends without
    /// reading it all ends the write (EPIPE), not the test process.
    private static func feed(_ input: String, to end: Int32) {
        WaitingThread.start {
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            _ = Array(input.utf8).withUnsafeBytes { BlockingWrite.all($0, to: end) }
            close(end)
        }
    }

    /// All that was written to each of `ends` until every writer closed it; closes them. They are
    /// read together: a child blocked on one full pipe would never close the other.
    private static func readToEnd(_ ends: [Int32]) -> [Int32: String] {
        var bytes: [Int32: [UInt8]] = [:]
        var open = ends
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
            for ready in polled where ready.revents != 0 {
                let count = read(ready.fd, &chunk, chunk.count)
                if count > 0 {
                    bytes[ready.fd, default: []] += chunk[..<count]
                } else if count == 0 || errno != EINTR {
                    close(ready.fd)
                    open.removeAll { $0 == ready.fd }
                }
            }
        }
        open.forEach { close($0) }
        return bytes.mapValues { String(decoding: $0, as: UTF8.self) }
    }
}
