import Apps
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Twitter search over the wire", .timeLimit(.minutes(5)))
@MainActor
struct TwitterSessionTests {
    @Test(
        "latencyMs must be milliseconds from 0 to 60000, and TwitterSearch takes no other argument",
        arguments: [["latencyMs": -1], ["latencyMs": "5"], ["latencyMs": 60_001], ["seed": 1]] as [JSONValue]
    )
    func badArguments(arguments: JSONValue) async {
        let server = await InProcessServer.initialized()
        let created = await server.client.request(
            "viewModel/create", ["type": "TwitterSearch", "arguments": arguments])
        #expect(created.errorCode == Int64(ErrorCode.invalidParams.rawValue))
    }

    @Test("search resets searchResults to nested Tweet snapshots; selection raises the event before the response")
    func searchAndSelect() async throws {
        let server = await InProcessServer.initialized()
        let id = JSONValue.string(await server.createBound("TwitterSearch", arguments: ["latencyMs": 0]))
        _ = await server.client.request("property/set", ["viewModel": id, "property": "searchText", "value": "kyoto"])
        let searched = await server.client.request("command/execute", ["viewModel": id, "command": "search"])
        let change = try #require(searched.notifications("collection/didChange").first)
        let reset = change["changes"]?.arrayValue?.first
        let items = reset?["items"]?.arrayValue ?? []
        #expect(reset?["op"] == "reset")
        #expect(searched.result?["output"] == .integer(Int64(items.count)))
        let tweet = try #require(items.dropFirst().first)
        #expect(tweet["type"] == "Tweet")
        #expect(
            tweet["properties"]?.objectValue?.keys.sorted() == [
                "profileBannerUrl", "profileImageUrl", "status", "tweetID", "username",
            ])

        let tweetID = tweet["properties"]?["tweetID"] ?? .null
        let selected = await server.client.request(
            "command/execute", ["viewModel": id, "command": "tweetSelected", "input": tweet["id"] ?? .null])
        let event = try #require(selected.notifications("viewModel/event").first)
        #expect(event["event"] == "didSelectTweet")
        #expect(event["payload"]?["id"] == tweetID)
        #expect(event["payload"]?["status"] == tweet["properties"]?["status"])
        #expect(selected.result?["output"] == event["payload"])

        let refused = await server.client.request(
            "command/execute", ["viewModel": id, "command": "tweetSelected", "input": id])
        #expect(refused.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        #expect(refused.notifications("viewModel/event").isEmpty)
        #expect(refused.error?["data"]?["expected"] == ["type": "string", "x-viewModelType": "Tweet"])
        let missing = await server.client.request(
            "command/execute", ["viewModel": id, "command": "tweetSelected", "input": "vm-999"])
        #expect(missing.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        let wrongType = await server.client.request(
            "command/execute", ["viewModel": id, "command": "tweetSelected", "input": 5])
        #expect(wrongType.errorCode == Int64(ErrorCode.invalidValue.rawValue))
    }

    @Test("a new search disposes the tweets it replaced, announcing each the client knew")
    func replacedTweetsAreDisposed() async throws {
        let server = await InProcessServer.initialized()
        let id = JSONValue.string(await server.createBound("TwitterSearch", arguments: ["latencyMs": 0]))
        _ = await server.client.request(
            "property/set", ["viewModel": id, "property": "searchText", "value": "kyoto dawn"])
        let first = await server.client.request("command/execute", ["viewModel": id, "command": "search"])
        let old =
            first.notifications("collection/didChange").first?["changes"]?.arrayValue?.first?["items"]?.arrayValue ?? []
        _ = await server.client.request("property/set", ["viewModel": id, "property": "searchText", "value": "owl"])
        let second = await server.client.request("command/execute", ["viewModel": id, "command": "search"])
        #expect(!old.isEmpty)
        #expect(second.notifications("viewModel/didDispose").map { $0["viewModel"] } == old.map { $0["id"] })
        let gone = await server.client.request("viewModel/get", ["viewModel": old[0]["id"] ?? .null])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
    }
}
