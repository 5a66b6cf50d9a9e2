import Protocol
import ServerLog
import ServerTransport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A recording made with `--record`, read back for `--replay` (docs/protocol.md §17.2).
struct Recording {
    /// One message of the session.
    struct Line {
        /// Whether the client sent it.
        let isClient: Bool
        /// The message, or for a client frame that was not JSON, its text.
        let content: Content
        /// The line's number in the file, counting the header as 1, for reports.
        let number: Int
    }

    enum Content {
        case message(JSONValue)
        case text(String)
    }

    /// The server's command line, without `--record` and its path.
    let arguments: [String]
    /// Whether the server ran on a controlled clock, where everything must match exactly.
    let isClockControlled: Bool
    let lines: [Line]

    /// Reads the recording at `path`.
    /// - Throws: `ServerStartError` naming what is wrong with the file.
    init(path: String) throws(ServerStartError) {
        guard let text = Self.contents(of: path) else {
            throw ServerStartError("--replay cannot read \(path): \(String(cString: strerror(errno)))")
        }
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter {
            !$0.element.isEmpty
        }.makeIterator()
        guard let first = rows.next(), let header = try? JSONParser.parse(String(first.element)),
            header["recording"]?.stringValue == SessionRecording.format
        else { throw ServerStartError("\(path) is not a recording (its first line is no \(SessionRecording.format) header)") }
        guard let arguments = header["arguments"]?.arrayValue?.compactMap(\.stringValue) else {
            throw ServerStartError("\(path): the header has no arguments")
        }
        self.arguments = arguments
        isClockControlled = header["clock"]?.stringValue == "controlled"
        var lines: [Line] = []
        while let (offset, row) = rows.next() {
            let number = offset + 1
            guard let line = try? JSONParser.parse(String(row)), let from = line["from"]?.stringValue,
                from == "client" || from == "server"
            else { throw ServerStartError("\(path):\(number): not a line of a recording") }
            if let message = line["message"] {
                lines.append(Line(isClient: from == "client", content: .message(message), number: number))
            } else if from == "client", let text = line["text"]?.stringValue {
                lines.append(Line(isClient: true, content: .text(text), number: number))
            } else {
                throw ServerStartError("\(path):\(number): a line needs a message")
            }
        }
        self.lines = lines
    }

    private static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += chunk[0..<count]
        }
    }
}
