import MVVMTesting
import Protocol
import RPCServer
import ServerTransport
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `mvvm-server` binary running as a child process, driven through a `WireClient`.
///
/// Its stderr goes to a file so tests can check what was logged (and that stray output landed there).
package final class SpawnedServer: Sendable {
    package let client: WireClient
    package let pid: pid_t
    package let stderrPath: String
    /// Whether something waits for the process, or has reaped it: then `deinit` leaves it alone.
    private let isAwaited = Mutex(false)

    /// The binary SwiftPM built beside the test bundle, or `$MVVM_SERVER_BINARY` when set (say, a
    /// release build for the full memory-flatness run).
    package static var executablePath: String {
        if let path = getenv("MVVM_SERVER_BINARY"), path.pointee != 0 { return String(cString: path) }
        return builtPath(of: "mvvm-server")
    }

    /// An executable SwiftPM built beside the test bundle.
    package static func builtPath(of executable: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        precondition(length > 0, "cannot locate the test binary")
        let testBinary = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var directory = testBinary[..<(testBinary.lastIndex(of: "/") ?? testBinary.endIndex)]
        if directory.hasSuffix(".xctest/Contents/MacOS") { directory = directory.dropLast(29) }
        return directory + "/" + executable
    }

    /// - Parameter timeout: how long the client waits for the server to say anything, in seconds.
    /// - Parameter executable: the binary to run; the built `mvvm-server` unless a test needs another.
    package init(
        arguments: [String] = [], framing: Framing = .ndjson, keepsTranscript: Bool = true, timeout: Int32 = 30,
        executable: String = SpawnedServer.executablePath
    ) throws(SpawnError) {
        let toServer = TestPipe()
        let fromServer = TestPipe()
        stderrPath = "/tmp/mvvm-server-test-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).stderr"

        var actions = SpawnActions()
        actions.pass(toServer.read, as: STDIN_FILENO)
        actions.pass(fromServer.write, as: STDOUT_FILENO)
        actions.open(stderrPath, as: STDERR_FILENO, flags: O_WRONLY | O_CREAT | O_TRUNC)
        do {
            pid = try actions.spawn(executable, arguments: arguments)
        } catch {
            close(toServer.write)
            close(fromServer.read)
            throw error
        }
        client = WireClient(
            writingTo: toServer.write, readingFrom: fromServer.read, framing: framing, timeout: timeout,
            keepsTranscript: keepsTranscript)
    }

    /// Ends and reaps a server no test waited for. A child left a zombie keeps Swift Testing's
    /// exit-test monitor, which waits for any child without reaping it, spinning on both cores for
    /// the rest of the run.
    deinit {
        guard !isAwaited.withLock({ $0 }) else { return }
        kill(pid, SIGKILL)
        _ = Termination.reaping(pid)
    }

    /// Waits for the process to end and returns its exit status (128 + n for a signal n).
    package func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in waitForExit { continuation.resume(returning: $0) } }
    }

    /// The exit status, or nil if the process is still running after `seconds`; it is then killed,
    /// so a test that expected it to end never leaves it behind.
    package func exitStatus(within seconds: Double) async -> Int32? {
        let status = await BoundedWait.value(within: seconds, waitForExit)
        if status == nil { kill(pid, SIGKILL) }
        return status
    }

    /// Reaps the process on a thread of its own and reports its status there.
    private func waitForExit(_ report: @escaping @Sendable (Int32) -> Void) {
        isAwaited.withLock { $0 = true }
        let pid = pid
        WaitingThread.start { report(Termination.reaping(pid).status) }
    }

    /// A memory figure of the process from `/proc/<pid>/status`, in bytes: "VmRSS" (resident now),
    /// "VmHWM" (its peak). Nil once the process is gone.
    package func memory(_ field: String) -> Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(field + ":") else { continue }
            return text.split(separator: " ").compactMap { Int($0) }.first.map { $0 << 10 }
        }
        return nil
    }

    package func send(signal: Int32) {
        kill(pid, signal)
    }

    /// What the server wrote to stderr so far.
    package var stderr: String {
        guard let file = fopen(stderrPath, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
