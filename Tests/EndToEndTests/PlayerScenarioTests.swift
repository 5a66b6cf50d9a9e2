import Foundation
import Protocol
import TestSupport
import Testing

/// The Player scenario of seed 000 against the built binary. Its golden form is a recording per
/// framing, replayed message by message by ReplayTests; here the example itself runs live.
@Suite("Player end to end")
struct PlayerScenarioTests {
    /// Sends examples/player.jsonl and returns the transcript: one request at a time, or all at once
    /// except that an upload (which completes in the background) is awaited before what follows.
    private func runExample(framing: Framing, pipelined: Bool) async throws -> (transcript: [String], status: Int32) {
        let server = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()], framing: framing)
        let requests = try Repository.lines(of: "examples/player.jsonl").map { try JSONParser.parse($0) }
        for request in requests {
            server.client.send(request)
            let isUpload = request["params"]?["command"] == "upload"
            if !pipelined || isUpload, let id = request["id"] { _ = await server.client.exchange(until: id) }
        }
        while await server.client.next() != nil {}
        return (server.client.transcript, await server.exitStatus())
    }

    private func serverLines(_ transcript: [String]) -> [String] {
        transcript.filter { $0.hasPrefix("< ") }
    }

    /// The golden recording of this session in `framing`: ReplayTests replays it; its name says how.
    static func goldenRecording(_ framing: Framing) -> String {
        "Tests/EndToEndTests/Recordings/\(framing == .lsp ? "player-lsp" : "player").jsonl"
    }

    @Test(
        "the golden recordings hold exactly this example's requests, the LSP one made with --framing lsp so its replay speaks LSP",
        arguments: Framing.allCases)
    func goldenRecordingIsTheExample(framing: Framing) throws {
        let lines = try Repository.lines(of: Self.goldenRecording(framing)).map { try JSONParser.parse($0) }
        let header = try #require(lines.first)
        let arguments = header["arguments"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(header["clock"] == "controlled", "only a controlled clock compares every message")
        #expect(zip(arguments, arguments.dropFirst()).contains { $0 == ("--framing", "lsp") } == (framing == .lsp))
        let sent = lines.dropFirst().filter { $0["from"] == "client" }.map { $0["message"] }
        let example = try Repository.lines(of: "examples/player.jsonl").map { try JSONParser.parse($0) }
        #expect(sent == example)
    }

    @Test("pipelined requests get the same messages in the same order (notifications before their response)")
    func pipelinedOrdering() async throws {
        let sequential = try await runExample(framing: .ndjson, pipelined: false)
        let pipelined = try await runExample(framing: .ndjson, pipelined: true)
        #expect(serverLines(pipelined.transcript) == serverLines(sequential.transcript))
    }

    @Test("every message of the transcript is valid against schema/")
    func transcriptMatchesSchema() async throws {
        let (transcript, _) = try await runExample(framing: .ndjson, pipelined: false)
        let violations = try await Repository.schemaViolations(in: transcript)
        #expect(violations == nil, "\(violations ?? "")")
    }
}

@Suite("The schema and its examples")
struct SchemaExamplesTests {
    @Test("every example under schema/examples is valid and every method has one")
    func examplesAreValid() async throws {
        let violations = try await Repository.validate(["--examples"])
        #expect(violations == nil, "\(violations ?? "")")
    }
}
