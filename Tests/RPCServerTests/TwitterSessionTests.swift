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

    @Test("search inserts Tweet rows; selecting one pushes its TweetDetail, once; popping it clears the selection")
    func searchAndSelect() async throws {
        let server = await InProcessServer.initialized()
        let id = JSONValue.string(await server.createBound("TwitterSearch", arguments: ["latencyMs": 0]))
        _ = await server.client.request("property/set", ["viewModel": id, "property": "searchText", "value": "kyoto"])
        let searched = await server.client.request("command/execute", ["viewModel": id, "command": "search"])
        let change = try #require(searched.notifications("collection/didChange").first)
        let insert = change["changes"]?.arrayValue?.first
        let items = insert?["items"]?.arrayValue ?? []
        #expect(insert?["op"] == "insert" && insert?["index"] == 0)
        #expect(searched.result?["output"] == .integer(Int64(items.count)))
        let tweet = try #require(items.dropFirst().first)
        #expect(tweet["type"] == "Tweet")
        #expect(
            tweet["properties"]?.objectValue?.keys.sorted() == [
                "profileBannerUrl", "profileImageUrl", "status", "tweetID", "username",
            ])

        let selected = await server.client.request(
            "property/set", ["viewModel": id, "property": "selectedTweet", "value": tweet["id"] ?? .null])
        let pushed = try #require(selected.notifications("navigation/push").first)
        #expect(pushed["from"] == id && pushed["viewModel"]?["type"] == "TweetDetail")
        #expect(pushed["viewModel"]?["properties"]?["tweetID"] == tweet["properties"]?["tweetID"])
        #expect(pushed["viewModel"]?["properties"]?["status"] == tweet["properties"]?["status"])
        let again = await server.client.request(
            "property/set", ["viewModel": id, "property": "selectedTweet", "value": tweet["id"] ?? .null])
        #expect(again.notifications("navigation/push").isEmpty)
        #expect(again.result?["version"] == selected.result?["version"])
        let popped = await server.client.request("navigation/pop", ["viewModel": pushed["viewModel"]?["id"] ?? .null])
        #expect(popped.notifications("property/didChange").map { $0["value"] } == [.null])

        let refused = await server.client.request(
            "property/set", ["viewModel": id, "property": "selectedTweet", "value": id])
        #expect(refused.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        #expect(refused.notifications("navigation/push").isEmpty)
        #expect(refused.error?["message"]?.stringValue?.contains("is a TwitterSearch, not a Tweet") == true)
        let missing = await server.client.request(
            "property/set", ["viewModel": id, "property": "selectedTweet", "value": "vm-999"])
        #expect(missing.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        let wrongType = await server.client.request(
            "property/set", ["viewModel": id, "property": "selectedTweet", "value": 5])
        #expect(wrongType.errorCode == Int64(ErrorCode.invalidValue.rawValue))
    }

    @Test("a new search keeps the rows of tweets it finds again and disposes the others, announcing each")
    func tweetsNotFoundAgainAreDisposed() async throws {
        let server = await InProcessServer.initialized()
        let id = JSONValue.string(await server.createBound("TwitterSearch", arguments: ["latencyMs": 0]))
        _ = await server.client.request("property/set", ["viewModel": id, "property": "searchText", "value": "kyoto"])
        let first = await server.client.request("command/execute", ["viewModel": id, "command": "search"])
        let old =
            first.notifications("collection/didChange").first?["changes"]?.arrayValue?.first?["items"]?.arrayValue ?? []
        _ = await server.client.request(
            "property/set", ["viewModel": id, "property": "searchText", "value": "kyoto dawn"])
        let second = await server.client.request("command/execute", ["viewModel": id, "command": "search"])
        let got = await server.client.request("viewModel/get", ["viewModel": id])
        let rows = got.result?["viewModel"]?["collections"]?["searchResults"]?["items"]?.arrayValue ?? []
        let kept = rows.map { $0["id"] }
        #expect(!kept.isEmpty && kept.allSatisfy { id in old.contains { $0["id"] == id } })
        #expect(second.notifications("collection/didChange").count == 1)
        #expect(
            second.notifications("viewModel/didDispose").map { $0["viewModel"] }
                == old.map { $0["id"] }.filter { !kept.contains($0) })
        let gone = await server.client.request(
            "viewModel/get", ["viewModel": second.notifications("viewModel/didDispose").first?["viewModel"] ?? .null])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
    }
}
