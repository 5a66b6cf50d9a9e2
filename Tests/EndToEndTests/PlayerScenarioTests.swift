import Foundation
import Protocol
import TestSupport
import Testing

/// The Player scenario of seed 000 against the built binary, message by message.
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

    @Test("the transcript is exactly the reviewed one, in both framings", arguments: Framing.allCases)
    func goldenTranscript(framing: Framing) async throws {
        let (transcript, status) = try await runExample(framing: framing, pipelined: false)
        let goldenPath = "Tests/EndToEndTests/Transcripts/player.txt"
        if ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1", framing == .ndjson {
            try (transcript.joined(separator: "\n") + "\n").write(
                toFile: Repository.path(goldenPath), atomically: true, encoding: .utf8)
        }
        let golden = try Repository.lines(of: goldenPath)
        #expect(transcript == golden)
        #expect(status == 0)
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
        let violations = try Repository.schemaViolations(in: transcript)
        #expect(violations == nil, "\(violations ?? "")")
    }
}

@Suite("The schema and its examples")
struct SchemaExamplesTests {
    @Test("every example under schema/examples is valid and every method has one")
    func examplesAreValid() throws {
        let violations = try Repository.validate(["--examples"])
        #expect(violations == nil, "\(violations ?? "")")
    }
}
