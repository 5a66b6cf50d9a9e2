import Foundation
import Protocol
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// How the process ends when the client or the system ends it: `exit`, a closed stdout, SIGTERM
/// (docs/protocol.md §3.4). Every wait is bounded; a server that does not end fails the test and
/// is killed.
@Suite("The process ends cleanly: exit, closed stdout, SIGTERM and SIGINT")
struct ProcessEndTests {
    /// Far beyond the one-second grace a stop by signal allows the writer, on a slow shared machine.
    private static let exitBound = 20.0

    private func started(_ arguments: [String] = []) async throws -> SpawnedServer {
        let server = try SpawnedServer(arguments: arguments + ["--data-dir", Repository.temporaryDirectory()])
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        return server
    }

    /// A QuoteList ticking every millisecond, bound, so the server writes without pause.
    private func flood(_ server: SpawnedServer) async -> Int {
        let created = await server.client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["tickInterval": 0.001]])
        let id = created.result?["viewModel"]?["id"] ?? .null
        _ = await server.client.request("viewModel/bind", ["viewModel": id])
        var changes = 0
        while changes < 50, let message = await server.client.next() {
            if message["method"] == "collection/didChange" { changes += 1 }
        }
        return changes
    }

    /// What a crash leaves on stderr: the Swift runtime's fatal error and backtracer reports.
    private func crashReport(in stderr: String) -> Bool {
        ["Fatal error", "crashed", "Backtrace", "Received signal"].contains { stderr.contains($0) }
    }

    @Test("a client that closes stdout while the server pushes: it exits by itself, status 1, no crash report")
    func closedStdoutWhilePushing() async throws {
        let server = try await started()
        #expect(await flood(server) == 50)
        server.client.closeServerOutput()
        #expect(await server.exitStatus(within: Self.exitBound) == 1)
        #expect(server.stderr.contains("the client closed its end of the output"))
        #expect(!crashReport(in: server.stderr), "\(server.stderr)")
    }

    @Test("shutdown then exit, both with params null as Emacs's eglot sends them: a null result, then status 0")
    func eglotShutdown() async throws {
        let server = try await started()
        server.client.sendRaw(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#.utf8) + [0x0A])
        let shutdown = await server.client.exchange(until: 2)
        #expect(shutdown.response?["error"] == nil)
        #expect(shutdown.result == .null)
        server.client.sendRaw(Array(#"{"jsonrpc":"2.0","method":"exit","params":null}"#.utf8) + [0x0A])
        #expect(await server.exitStatus(within: Self.exitBound) == 0)
        #expect(await server.client.next() == nil, "exit is a notification: nothing answers it")
    }

    @Test("SIGTERM ends the process promptly: status 1 without shutdown, 0 after it", arguments: [false, true])
    func sigterm(afterShutdown: Bool) async throws {
        let server = try await started()
        if afterShutdown {
            #expect(await server.client.request("shutdown").result == .null)
        }
        server.send(signal: SIGTERM)
        #expect(await server.exitStatus(within: Self.exitBound) == (afterShutdown ? 0 : 1))
        #expect(server.stderr.contains("stopping on signal \(SIGTERM)"))
        #expect(!crashReport(in: server.stderr), "\(server.stderr)")
    }

    @Test("SIGINT right after initialize is answered ends the process, every time (SPEC §6.9)")
    func sigintAfterInitialize() async throws {
        for attempt in 0..<40 {
            let server = try await started()
            server.send(signal: SIGINT)
            let status = await server.exitStatus(within: Self.exitBound)
            #expect(status == 1, "try \(attempt): exit status \(status.map(String.init) ?? "none within \(Self.exitBound) s")")
            if status != 1 { return }
        }
    }

    @Test("SIGINT before anything was read, and with exit sent to a server whose client stopped reading: the process still ends")
    func sigintAtTheEdges() async throws {
        let early = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()])
        early.send(signal: SIGINT)
        let status = await early.exitStatus(within: Self.exitBound)
        #expect(status == 1 || status == 128 + SIGINT, "exit status \(status.map(String.init) ?? "none")")

        let late = try await started(["--log-level", "debug"])
        #expect(await flood(late) == 50)
        late.client.pauseReading()
        // Backed up, the server reads no input: exit alone would never end it.
        #expect(
            await BoundedWait.until(within: Self.exitBound) {
                late.stderr.contains("the client is not reading its output; input waits until it does")
            }, "the server never found the pipe full")
        late.client.notify("exit")
        late.send(signal: SIGINT)
        #expect(await late.exitStatus(within: Self.exitBound) == 1)
        late.client.resumeReading()
    }

    @Test("SIGTERM while the client has stopped reading and the pipe is full: the server does not wait for it")
    func sigtermWhileBackedUp() async throws {
        let server = try await started(["--log-level", "debug"])
        #expect(await flood(server) == 50)
        server.client.pauseReading()
        #expect(
            await BoundedWait.until(within: Self.exitBound) {
                server.stderr.contains("the client is not reading its output; input waits until it does")
            }, "the server never found the pipe full")
        server.send(signal: SIGTERM)
        #expect(await server.exitStatus(within: Self.exitBound) == 1)
        server.client.resumeReading()
    }

    @Test("SIGTERM during an upload leaves the journal whole, and the next server appends to it")
    func sigtermKeepsJournal() async throws {
        let dataDirectory = Repository.temporaryDirectory()
        let journal = dataDirectory + "/uploads.jsonl"
        let first = try SpawnedServer(arguments: ["--data-dir", dataDirectory])
        let player = try await playerWithUploads(first, count: 2)
        first.client.send([
            "jsonrpc": "2.0", "id": 100, "method": "command/execute",
            "params": ["viewModel": player, "command": "upload"],
        ])
        first.send(signal: SIGTERM)
        let status = await first.exitStatus(within: Self.exitBound)
        #expect(status == 1, "exit status \(status.map(String.init) ?? "none within \(Self.exitBound) s"); stderr: \(first.stderr)")
        let kept = try journalRecords(journal)
        #expect(kept.count == 2 || kept.count == 3, "acknowledged uploads are kept; the last may be cut short")

        let second = try SpawnedServer(arguments: ["--data-dir", dataDirectory])
        _ = try await playerWithUploads(second, count: 1)
        _ = await second.client.request("shutdown")
        second.client.notify("exit")
        #expect(await second.exitStatus(within: Self.exitBound) == 0)
        #expect(try journalRecords(journal).count == kept.count + 1)
    }

    /// Initializes, creates a Player and uploads `count` times, each acknowledged; returns its id.
    private func playerWithUploads(_ server: SpawnedServer, count: Int) async throws -> JSONValue {
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        let created = await server.client.request("viewModel/create", ["type": "Player"])
        let id = created.result?["viewModel"]?["id"] ?? .null
        for _ in 0..<count {
            let upload = await server.client.request("command/execute", ["viewModel": id, "command": "upload"])
            #expect(upload.result?["output"]?["message"] == "Updated Colin with 100 points")
        }
        return id
    }

    /// The journal's records; fails the test on a line that is not a whole record or a missing
    /// final newline, either of which would mean a write was torn.
    private func journalRecords(_ path: String) throws -> [JSONValue] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { line in
            let record = try JSONParser.parse(String(line))
            #expect(record["playerName"] == "Colin" && record["points"] != nil, "\(line)")
            return record
        }
    }
}
