import Protocol

/// One replay's walk through a recording: sends the client's lines, receives the server's, and stops
/// at the first difference (see `Replay`).
struct ReplayComparison {
    let recording: Recording
    let server: ReplayedServer
    /// How many server messages matched.
    private(set) var compared = 0
    /// The client's requests by id (as JSON text), for naming what a message belongs to.
    private var requests: [String: String] = [:]

    init(recording: Recording, server: ReplayedServer) {
        self.recording = recording
        self.server = server
    }

    /// Plays the recording; the report of the first difference, or nil when there is none.
    ///
    /// Without `playsToEnd` it stops at the first difference. With it (a replay that records the
    /// session anew) it plays every client line all the same, each once the server has answered the
    /// requests the recording had answered before it, so that the new recording holds the whole
    /// session as the server now runs it.
    mutating func run(playsToEnd: Bool) -> String? {
        var expected: [Recording.Line] = []
        var difference: String?
        for line in recording.lines {
            guard line.isClient else {
                if isCompared(line) { expected.append(line) }
                continue
            }
            if difference == nil { difference = receive(&expected) }
            if difference != nil {
                guard playsToEnd else { return difference }
                awaitResponses(&expected)
            }
            send(line)
        }
        if difference == nil { difference = receive(&expected) }
        if difference != nil {
            guard playsToEnd else { return difference }
            awaitResponses(&expected)
        }
        server.closeInput()
        while let extra = server.next(within: Replay.patience) {
            let message = (try? JSONParser.parse(extra)) ?? .string(String(decoding: extra, as: UTF8.self))
            guard difference == nil, recording.isClockControlled || Self.isResponse(message) else { continue }
            difference = "the server sent a message the recording does not have, after its last line\n"
                + "  actual:   \(JSONWriter.string(message))\n"
            guard playsToEnd else { return difference }
        }
        return difference
    }

    /// Past a difference: receives whatever comes until every response among `expected` has its
    /// answer, by id, emptying it.
    private func awaitResponses(_ expected: inout [Recording.Line]) {
        var awaited = Set(expected.flatMap(Self.responseIDs))
        expected.removeAll()
        while !awaited.isEmpty, let bytes = server.next(within: Replay.patience) {
            guard let message = try? JSONParser.parse(bytes), Self.isResponse(message) else { continue }
            for response in message.arrayValue ?? [message] {
                awaited.remove(JSONWriter.string(response["id"] ?? .null))
            }
        }
    }

    /// The ids a recorded response line answers (a batch's several), as JSON text.
    private static func responseIDs(_ line: Recording.Line) -> [String] {
        guard case .message(let message) = line.content, isResponse(message) else { return [] }
        return (message.arrayValue ?? [message]).map { JSONWriter.string($0["id"] ?? .null) }
    }

    /// Under a real clock only responses are compared.
    private func isCompared(_ line: Recording.Line) -> Bool {
        guard !recording.isClockControlled else { return true }
        guard case .message(let message) = line.content else { return false }
        return Self.isResponse(message)
    }

    private static func isResponse(_ message: JSONValue) -> Bool {
        if case .array = message { return true }
        return message["method"] == nil
    }

    private mutating func send(_ line: Recording.Line) {
        switch line.content {
        case .text(let text):
            server.send(Array(text.utf8))
        case .message(let message):
            for request in message.arrayValue ?? [message] {
                if let id = request["id"], let method = request["method"]?.stringValue {
                    requests[JSONWriter.string(id)] = method
                }
            }
            server.send(JSONWriter.encode(message))
        }
    }

    /// Receives and compares what `expected` holds, emptying it.
    private mutating func receive(_ expected: inout [Recording.Line]) -> String? {
        while !expected.isEmpty {
            guard let bytes = server.next(within: Replay.patience) else {
                return report(expected[0], actual: nil, note: "the server sent nothing more within \(Replay.patience)")
            }
            let actual = (try? JSONParser.parse(bytes)) ?? .string(String(decoding: bytes, as: UTF8.self))
            if recording.isClockControlled {
                let line = expected.removeFirst()
                if let difference = compare(line, actual) { return difference }
            } else {
                guard Self.isResponse(actual) else { continue }
                let index = expected.firstIndex { Self.responseKey($0) == Self.responseKey(actual) }
                guard let index else {
                    return "the server sent a response the recording does not have at this point\n"
                        + "  actual:   \(JSONWriter.string(actual))\n"
                }
                if let difference = compare(expected.remove(at: index), actual) { return difference }
            }
        }
        return nil
    }

    /// What pairs a response with its recorded twin under a real clock: its id, or a batch's ids.
    private static func responseKey(_ line: Recording.Line) -> String {
        guard case .message(let message) = line.content else { return "" }
        return responseKey(message)
    }

    private static func responseKey(_ message: JSONValue) -> String {
        JSONWriter.string(.array((message.arrayValue ?? [message]).map { $0["id"] ?? .null }))
    }

    private mutating func compare(_ line: Recording.Line, _ actual: JSONValue) -> String? {
        guard case .message(let expected) = line.content else { return nil }
        guard let path = Self.firstDifference(expected, actual, at: "$") else {
            compared += 1
            return nil
        }
        return report(line, actual: actual, note: "first difference at \(path)")
    }

    private func report(_ line: Recording.Line, actual: JSONValue?, note: String) -> String {
        guard case .message(let expected) = line.content else { return note }
        var text = "difference at server message of recording line \(line.number), \(owner(of: line)):\n"
        text += "  \(note)\n"
        text += "  expected: \(JSONWriter.string(expected))\n"
        if let actual { text += "  actual:   \(JSONWriter.string(actual))\n" }
        return text
    }

    /// The client request a server line belongs to: the one a response answers, or for a
    /// notification the request whose response comes next (what it caused comes before it, SPEC §6.1).
    private func owner(of line: Recording.Line) -> String {
        let later = recording.lines.drop { $0.number <= line.number }
        let answered = ([line] + later.filter { !$0.isClient }).lazy.compactMap { candidate -> JSONValue? in
            guard case .message(let message) = candidate.content else { return nil }
            let first = message.arrayValue?.first ?? message
            return first["method"] == nil ? first["id"] : nil
        }.first
        guard let id = answered else { return "caused by no request (sent after the last response)" }
        let key = JSONWriter.string(id)
        return "belonging to request \(requests[key] ?? "?") (id \(key))"
    }

    /// Where `expected` and `actual` first differ, or nil when they are equal: the member's path, with
    /// both values when they are not containers that differ further in.
    static func firstDifference(_ expected: JSONValue, _ actual: JSONValue, at path: String) -> String? {
        switch (expected, actual) {
        case (.object(let left), .object(let right)):
            for (key, value) in left {
                guard let other = right[key] else { return "\(path).\(key) (missing)" }
                if let found = firstDifference(value, other, at: "\(path).\(key)") { return found }
            }
            for (key, _) in right where left[key] == nil { return "\(path).\(key) (unexpected)" }
            return nil
        case (.array(let left), .array(let right)):
            for (index, pair) in zip(left, right).enumerated() {
                if let found = firstDifference(pair.0, pair.1, at: "\(path)[\(index)]") { return found }
            }
            return left.count == right.count ? nil : "\(path) (\(left.count) elements, not \(right.count))"
        default:
            return expected == actual ? nil : "\(path): expected \(excerpt(expected)), actual \(excerpt(actual))"
        }
    }

    /// A value short enough to read beside the path where it differs; the whole messages follow it.
    private static func excerpt(_ value: JSONValue) -> String {
        let text = JSONWriter.string(value)
        return text.count <= 80 ? text : text.prefix(77) + "..."
    }
}
