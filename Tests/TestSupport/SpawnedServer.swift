import Dispatch
import Protocol

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

    /// The binary SwiftPM built beside the test bundle.
    package static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        precondition(length > 0, "cannot locate the test binary")
        let testBinary = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var directory = testBinary[..<(testBinary.lastIndex(of: "/") ?? testBinary.endIndex)]
        if directory.hasSuffix(".xctest/Contents/MacOS") { directory = directory.dropLast(29) }
        return directory + "/mvvm-server"
    }

    package init(arguments: [String] = [], framing: Framing = .ndjson) throws(SpawnError) {
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw SpawnError(reason: "pipe failed: \(errno)") }
        stderrPath = "/tmp/mvvm-server-test-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).stderr"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toServer[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromServer[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        for descriptor in toServer + fromServer { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = ([Self.executablePath] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let result = posix_spawn(&child, Self.executablePath, &actions, nil, argv, environ)
        close(toServer[0])
        close(fromServer[1])
        guard result == 0 else {
            close(toServer[1])
            close(fromServer[0])
            throw SpawnError(reason: "posix_spawn \(Self.executablePath) failed: \(result)")
        }
        pid = child
        client = WireClient(writingTo: toServer[1], readingFrom: fromServer[0], framing: framing)
    }

    /// Waits for the process to end and returns its exit status (128 + n for a signal n).
    package func exitStatus() async -> Int32 {
        let pid = pid
        return await withCheckedContinuation { continuation in
            DispatchQueue(label: "SpawnedServer.wait").async {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                let signal = status & 0x7f
                continuation.resume(returning: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
            }
        }
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

package struct SpawnError: Error, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }
}
