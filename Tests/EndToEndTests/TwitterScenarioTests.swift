import Foundation
import Protocol
import TestSupport
import Testing

/// Twitter search against the built binary: search, rows as item view models, a selection that opens one.
@Suite("Twitter search end to end")
struct TwitterScenarioTests {
    @Test("a search fills the rows; selecting one pushes its TweetDetail; an unknown id is InvalidValue")
    func searchAndSelect() async throws {
        let server = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()])
        let client = server.client
        _ = await client.request("initialize", ["protocolVersion": "1.0"])
        // Described first, so the transcript check holds every value to its described schema.
        _ = await client.request("viewModel/describe")
        let created = await client.request(
            "viewModel/create", ["type": "TwitterSearch", "arguments": ["latencyMs": 0]])
        let id = try #require(created.result?["viewModel"]?["id"])
        _ = await client.request("viewModel/bind", ["viewModel": id])
        _ = await client.request("property/set", ["viewModel": id, "property": "searchText", "value": "kyoto"])
        let searched = await client.request("command/execute", ["viewModel": id, "command": "search"])
        #expect(searched.methods.first == "command/didChange" && searched.methods.last == "command/didChange")
        let rows =
            searched.notifications("collection/didChange").first?["changes"]?.arrayValue?.first?["items"]?.arrayValue
            ?? []
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0["type"] == "Tweet" })

        let tweetID = try #require(rows.first?["properties"]?["tweetID"])
        let selected = await client.request(
            "property/set", ["viewModel": id, "property": "selectedTweet", "value": rows.first?["id"] ?? .null])
        let pushed = try #require(selected.notifications("navigation/push").first)
        #expect(pushed["viewModel"]?["type"] == "TweetDetail")
        #expect(pushed["viewModel"]?["properties"]?["tweetID"] == tweetID)

        let refused = await client.request(
            "property/set", ["viewModel": id, "property": "selectedTweet", "value": "0"])
        #expect(refused.errorCode == -31005)
        #expect(refused.error?["data"]?["kind"] == "invalidValue")
        #expect(refused.notifications("navigation/push").isEmpty)

        _ = await client.request("shutdown")
        client.notify("exit")
        #expect(await server.exitStatus() == 0)
        let violations = try await Repository.schemaViolations(in: client.transcript)
        #expect(violations == nil, "\(violations ?? "")")
    }
}
