import Protocol
import ServerLog
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--record PATH`: every message of a session, both ways, one JSON object a line (docs/protocol.md
/// §17.2), for `--replay` and for people.
///
/// Rules:
/// - The first line is the header: the format, the server's name and version, its command line
///   without `--record` and its path, and its clock. Every later line is
///   `{"t", "from": "client"|"server", "message"}`, `t` in milliseconds since the recording began;
///   a client frame that is not JSON keeps its text as `"text"` instead of `"message"`.
/// - Each line is written with one `write` as it happens, never buffered, so a crash keeps
///   everything before it; lines never interleave.
/// - The transport calls `client(frame:)` for each frame it read and `server(_:)` for each message it
///   is about to write, in the order it writes them; neither changes what the client sees.
/// - A failed write is logged once and recording stops; the session goes on.
/// - Important: Shareable across threads; the descriptor and the failure flag sit behind a `Mutex`.
package final class SessionRecording: Sendable {
    /// The format's name and version, the header's `recording`.
    package static let format = "mvvm-server/1"

    private let start = ContinuousClock.now
    /// The file, or nil once a write failed.
    private let descriptor: Mutex<Int32?>

    /// Creates (or truncates) the file at `path` and writes the header: the server's name and
    /// version, the command line a replay runs again, and the clock's name.
    /// - Throws: `ServerStartError` when the file cannot be opened or written.
    package init(
        path: String, server: (name: String, version: String), arguments: [String], clock: String
    ) throws(ServerStartError) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard opened >= 0 else {
            throw ServerStartError("--record cannot write \(path): \(String(cString: strerror(errno)))")
        }
        descriptor = Mutex(opened)
        let header: JSONValue = [
            "recording": .string(Self.format),
            "server": ["name": .string(server.name), "version": .string(server.version)],
            "arguments": .array(arguments.map { .string($0) }),
            "clock": .string(clock),
        ]
        var line = JSONWriter.encode(header)
        line.append(UInt8(ascii: "\n"))
        guard append(line) else { throw ServerStartError("--record cannot write \(path)") }
    }

    deinit {
        descriptor.withLock { descriptor in
            if let descriptor { close(descriptor) }
        }
    }

    /// Records one frame the client sent, as its body's JSON, or its text when it is not JSON.
    func client(frame body: [UInt8]) {
        var line = prefix(from: "client")
        if let message = try? JSONParser.parse(body) {
            line += Array(#""message":"#.utf8)
            JSONWriter.append(message, to: &line)
        } else {
            line += Array(#""text":"#.utf8)
            JSONWriter.append(.string(String(decoding: body, as: UTF8.self)), to: &line)
        }
        line += Array("}\n".utf8)
        append(line)
    }

    /// Records one message (or batch) the server is about to write.
    func server(_ payload: OutgoingMessage.Payload) {
        var line = prefix(from: "server")
        line += Array(#""message":"#.utf8)
        line += payload.compactJSON
        line += Array("}\n".utf8)
        append(line)
    }

    /// `{"t":…,"from":"…",` for a line written now.
    private func prefix(from side: String) -> [UInt8] {
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        var line = Array(#"{"t":"#.utf8)
        JSONWriter.append(.double(Double(microseconds) / 1_000), to: &line)
        line += Array(#","from":"#.utf8)
        JSONWriter.append(.string(side), to: &line)
        line.append(UInt8(ascii: ","))
        return line
    }

    /// Writes one whole line; false, and no more recording, once a write fails.
    @discardableResult
    private func append(_ line: [UInt8]) -> Bool {
        descriptor.withLock { descriptor in
            guard let file = descriptor else { return false }
            let written = line.withUnsafeBytes { BlockingWrite.all($0, to: file) }
            if !written {
                Log.error("the recording could not be written (\(String(cString: strerror(errno)))); recording stops")
                close(file)
                descriptor = nil
            }
            return written
        }
    }
}
