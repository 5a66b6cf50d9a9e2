import Protocol
import ServerLog

/// `SERVER --replay RECORDING`: plays the client's side of a recording against a fresh server and
/// compares what the server says, message by message (docs/protocol.md §17.3).
///
/// Rules:
/// - The server is this executable, started with the recording's arguments followed by the replay's
///   own other options (so `--data-dir` can point a replay at a fresh directory, and `--record NEW`
///   records the replayed session: how a golden recording is made again after an intended change).
/// - Client lines are sent in order; before each, every server line recorded before it is received
///   and compared. After the last, the rest is received, the input closed, and anything more the
///   server says is a difference too.
/// - Controlled clock: every server message must be the same, in the same order (ids, versions,
///   everything but `t`). Real clock: only responses are compared, matched by id in any order;
///   notifications, which depend on when timers fired and work finished, are not.
/// - The first difference is reported with the expected and actual message, the path of the first
///   member that differs, and the client request it belongs to; the status is then 1, else 0.
/// - A replay that records (`--record NEW`) plays the whole recording even past a difference, so
///   that NEW holds the session as the server now runs it.
package enum Replay {
    /// How long a replay waits for a message the recording says comes next. Generous: a replay that
    /// matches never waits it out, and a server built with a sanitizer on a loaded machine took over
    /// 10 s to build the offline photo catalog on its first search.
    static let patience = Duration.seconds(60)

    /// Runs the replay and returns the exit status: 0 identical, 1 a difference, 2 no replay.
    package static func run(path: String, extraArguments: [String], report: (String) -> Void) -> Int32 {
        do throws(ServerStartError) {
            let recording = try Recording(path: path)
            let arguments = recording.arguments + extraArguments
            let framing: Framing = zip(arguments, arguments.dropFirst()).contains { $0 == ("--framing", "lsp") }
                ? .lsp : .ndjson
            let server = try ReplayedServer(arguments: arguments, framing: framing)
            var comparison = ReplayComparison(recording: recording, server: server)
            let difference = comparison.run(playsToEnd: extraArguments.contains("--record"))
            let status = server.end()
            if let difference {
                report(difference)
                return 1
            }
            report(
                "\(path): identical (\(comparison.compared) server messages\(recording.isClockControlled ? "" : ", responses only: real clock"), server exit status \(status >> 8 & 0xff))"
            )
            return 0
        } catch {
            report("--replay: \(error)")
            return 2
        }
    }
}
