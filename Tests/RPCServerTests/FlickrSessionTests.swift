import Apps
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Flickr search over the wire", .timeLimit(.minutes(5)))
@MainActor
struct FlickrSessionTests {
    @Test(
        "latencyMs must be milliseconds from 0 to 60000, and FlickrSearch takes no other argument",
        arguments: [["latencyMs": -1], ["latencyMs": "5"], ["latencyMs": 60_001], ["latency": 0]] as [JSONValue]
    )
    func badArguments(arguments: JSONValue) async {
        let server = await InProcessServer.initialized()
        let created = await server.client.request(
            "viewModel/create", ["type": "FlickrSearch", "arguments": arguments])
        #expect(created.errorCode == Int64(ErrorCode.invalidParams.rawValue))
    }

    @Test("describe covers the pushed screen and its items, which only the view-model layer creates")
    func describeAndCreatability() async {
        let server = await InProcessServer.initialized()
        let described = await server.client.request("viewModel/describe")
        let types = described.result?["types"]?.arrayValue ?? []
        let results = types.first { $0["name"] == "SearchResults" }
        #expect(results?["collections"]?.arrayValue?.map { $0["itemType"] } == ["SearchResultsItem"])
        #expect(results?["creatable"] == false)
        #expect(results?["collections"]?.arrayValue?.first?["doc"]?.stringValue?.isEmpty == false)
        let item = types.first { $0["name"] == "SearchResultsItem" }
        #expect(
            item?["properties"]?.arrayValue?.map { $0["name"] } == [
                "title", "url", "isVisible", "favorites", "comments",
            ])
        let search = types.first { $0["name"] == "FlickrSearch" }
        #expect(search?["commands"]?.arrayValue?.map { $0["name"] } == ["executeSearch", "rerunSearch"])
        for type in ["SearchResults", "SearchResultsItem"] {
            let created = await server.client.request("viewModel/create", ["type": .string(type)])
            #expect(created.errorCode == Int64(ErrorCode.typeNotFound.rawValue))
        }
    }

    @Test("rerunSearch takes an index of 0 or more or a search string; anything else is an invalid value")
    func rerunInput() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("FlickrSearch", arguments: ["latencyMs": 0])
        _ = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "searchText", "value": "owl paris"])
        _ = await server.client.request("command/execute", ["viewModel": .string(id), "command": "executeSearch"])
        for input: JSONValue in [-1, 1.5, true] {
            let refused = await server.client.request(
                "command/execute", ["viewModel": .string(id), "command": "rerunSearch", "input": input])
            #expect(refused.errorCode == Int64(ErrorCode.invalidValue.rawValue), "\(input)")
        }
        let missing = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "rerunSearch", "input": 3])
        #expect(missing.errorCode == Int64(ErrorCode.commandFailed.rawValue))
        #expect(missing.error?["data"]?["message"] == "There is no previous search at index 3; there are 1.")
        let rerun = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "rerunSearch", "input": 0])
        #expect(rerun.result?["output"]?["searchString"] == "owl paris")
    }
}
