import Dispatch
import Foundation
import Protocol
import TestSupport
import Testing

/// Golden sessions of the built-in apps, recorded with `--record --clock controlled` and replayed
/// with `--replay` against a fresh server: everything the server says must match, message by
/// message, every time (docs/protocol.md §17.3). The Player's, one per framing, is the session of
/// examples/player.jsonl that docs/protocol.md §14 walks through.
///
/// To record one again after an intended change: `mvvm-server --replay OLD --record NEW` replays the
/// old session and records what the server says now (docs/contributing.md).
@Suite("Recorded sessions replay identically", .timeLimit(.minutes(5)))
struct ReplayTests {
    /// Replays `recording` with `executable` and a fresh data directory; its exit status and output.
    static func replay(
        _ recording: String, with executable: String = SpawnedServer.executablePath, extra: [String] = []
    ) async throws -> (Int32, String) {
        let command = [executable, "--replay", recording, "--data-dir", Repository.temporaryDirectory()] + extra
        return try await Repository.run(command)
    }

    @Test(
        "each built-in app's recorded session (the Player's in both framings and over MCP) replays identically three times in a row",
        arguments: ["player", "player-lsp", "flickr-search", "twitter-search", "quote-list", "asking", "mcp-player"])
    func builtInApps(name: String) async throws {
        let recording = Repository.path("Tests/EndToEndTests/Recordings/\(name).jsonl")
        for _ in 0..<3 {
            let (status, output) = try await Self.replay(recording)
            try #require(status == 0, "\(output)")
            #expect(output.contains("identical"), "\(output)")
        }
    }

    @Test("the recordings are valid transcripts of the protocol, clock/advance included, as schema/validate.py reads them")
    func recordingsAreValid() async throws {
        let paths = ["player", "player-lsp", "flickr-search", "twitter-search", "quote-list", "counter", "asking"].map {
            Repository.path("Tests/EndToEndTests/Recordings/\($0).jsonl")
        }
        let violations = try await Repository.validate(["--values"] + paths)
        #expect(violations == nil, "\(violations ?? "")")
    }

    @Test("a rule changed in a test-only server makes the replay fail, naming the message and its request")
    func changedRuleFails() async throws {
        let recording = Repository.path("Tests/EndToEndTests/Recordings/counter.jsonl")
        let testServer = SpawnedServer.builtPath(of: "mvvm-test-server")
        let (same, sameOutput) = try await Self.replay(recording, with: testServer)
        #expect(same == 0, "under the rule it was recorded with it replays: \(sameOutput)")
        let (status, output) = try await Self.replay(recording, with: testServer, extra: ["--counter-limit", "2"])
        #expect(status == 1, "\(output)")
        #expect(output.contains("recording line 19, belonging to request command/execute (id 5)"), "\(output)")
        #expect(output.contains("first difference at $.params.enabled: expected true, actual false"), "\(output)")
        #expect(output.contains(#"expected: {"jsonrpc":"2.0","method":"command/didChange""#), "\(output)")
    }

    @Test(
        "a golden recording the server no longer matches fails its replay with a readable diff, over LSP too; replayed with --record it is recorded anew in full"
    )
    func changedGoldenFails() async throws {
        let golden = Repository.path("Tests/EndToEndTests/Recordings/player-lsp.jsonl")
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let stepped = #""property":"points","value":151,"#
        #expect(text.components(separatedBy: stepped).count == 2, "the stepper's one change of points")
        let directory = Repository.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let changed = directory + "/changed.jsonl"
        try text.replacingOccurrences(of: stepped, with: #""property":"points","value":152,"#)
            .write(toFile: changed, atomically: true, encoding: .utf8)
        let renewed = directory + "/renewed.jsonl"
        let (status, output) = try await Self.replay(changed, extra: ["--record", renewed])
        #expect(status == 1, "\(output)")
        #expect(output.contains("belonging to request command/execute (id 7)"), "\(output)")
        #expect(output.contains("first difference at $.params.value: expected 152, actual 151"), "\(output)")
        #expect(output.contains(#"actual:   {"jsonrpc":"2.0","method":"property/didChange""#), "\(output)")
        #expect(try Self.messages(in: renewed) == Self.messages(in: golden), "played to the end past the difference")
    }

    /// Every message of a recording as compact JSON, without the header and the times.
    private static func messages(in path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            let entry = try JSONParser.parse(String(line))
            return JSONWriter.string(.array([entry["from"] ?? .null, entry["message"] ?? .null]))
        }
    }

    @Test("a recording made now replays, and a replay that records makes the same recording")
    func recordThenReplay() async throws {
        let directory = Repository.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = directory + "/first.jsonl"
        let server = try SpawnedServer(
            arguments: ["--clock", "controlled", "--data-dir", directory, "--record", first], framing: .lsp)
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        let created = await server.client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["tickInterval": 0.25, "seed": 11]])
        let list = try #require(created.result?["viewModel"]?["id"])
        _ = await server.client.request("viewModel/bind", ["viewModel": list])
        _ = await server.client.request("clock/advance", ["milliseconds": 1_000])
        _ = await server.client.request("shutdown")
        server.client.notify("exit")
        #expect(await server.exitStatus() == 0)
        let second = directory + "/second.jsonl"
        let (status, output) = try await Self.replay(first, extra: ["--record", second])
        #expect(status == 0, "\(output)")
        #expect(try Self.messages(in: second) == Self.messages(in: first))
    }

    @Test("a real-clock recording compares responses only: a list ticking in real time still replays")
    func realClock() async throws {
        let directory = Repository.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recording = directory + "/real.jsonl"
        let server = try SpawnedServer(arguments: ["--data-dir", directory, "--record", recording])
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        let player = await server.client.request("viewModel/create", ["type": "Player"])
        let id = try #require(player.result?["viewModel"]?["id"])
        _ = await server.client.request("property/set", ["viewModel": id, "property": "points", "value": 120])
        // Last: its ticks make quotes, whose ids a view model created after it would not get; and
        // unbound, it notifies nothing, while a bind's answer would hold whatever tick it met.
        let list = await server.client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["tickInterval": 0.001, "seed": 5]])
        #expect(list.result?["viewModel"]?["version"] == 0)
        _ = await server.client.request("property/set", ["viewModel": id, "property": "playerName", "value": "Ada"])
        _ = await server.client.request("shutdown")
        server.client.notify("exit")
        #expect(await server.exitStatus() == 0)
        let (status, output) = try await Self.replay(recording)
        #expect(status == 0, "\(output)")
        #expect(output.contains("responses only: real clock"), "\(output)")
    }
}
