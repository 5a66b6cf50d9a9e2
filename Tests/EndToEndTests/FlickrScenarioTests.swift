import MVVMTesting
import Protocol
import TestSupport
import Testing

/// The Flickr search of seeds 003 and 002 against the built binary: search, push, results, counts
/// fetched on visibility, pop.
@Suite("Flickr search end to end", .timeLimit(.minutes(2)))
struct FlickrScenarioTests {
    private func startServer() async throws -> SpawnedServer {
        let server = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()])
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        // Described first, so the transcript check holds every value to its described schema.
        _ = await server.client.request("viewModel/describe")
        return server
    }

    /// A command's state changes read as "executeSearch executing:true", everything else as its method.
    private func label(_ message: JSONValue) -> String {
        let method = message["method"]?.stringValue ?? "response"
        guard method == "command/didChange", let params = message["params"] else { return method }
        return "\(params["command"]?.stringValue ?? "?") executing:\(params["executing"] ?? .null)"
    }

    /// The next `count` messages, which the server sends on its own (metadata arriving); nil for any
    /// that did not come within the client's timeout.
    private func unsolicited(_ count: Int, from client: WireClient) async -> [JSONValue?] {
        var messages: [JSONValue?] = []
        for _ in 0..<count {
            messages.append(await client.next())
        }
        return messages
    }

    @Test("search, push, counts on visibility and pop over stdio, the push between executing true and false")
    func searchFlow() async throws {
        let server = try await startServer()
        let client = server.client
        let created = await client.request(
            "viewModel/create", ["type": "FlickrSearch", "arguments": ["latencyMs": 0]])
        let search = created.result?["viewModel"]?["id"] ?? .null
        _ = await client.request("viewModel/bind", ["viewModel": search])
        let typed = await client.request(
            "property/set", ["viewModel": search, "property": "searchText", "value": "owl paris"])
        #expect(typed.before.map(label) == ["property/didChange", "executeSearch executing:false"])

        let executed = await client.request("command/execute", ["viewModel": search, "command": "executeSearch"])
        let labels = executed.before.map(label)
        let milestones = ["executeSearch executing:true", "navigation/push", "executeSearch executing:false"]
        #expect(labels.filter { milestones.contains($0) } == milestones)
        #expect(labels.first == milestones.first)
        #expect(labels.last == milestones.last)
        #expect(executed.result?["output"]?["searchString"] == "owl paris")
        #expect(executed.result?["output"]?["totalResults"] == 3)

        let push = try #require(executed.notifications("navigation/push").first)
        #expect(push["from"] == search)
        #expect(push["viewModel"]?["type"] == "SearchResults")
        #expect(push["viewModel"]?["properties"] == ["title": "owl paris"])
        let results = push["viewModel"]?["id"] ?? .null
        let items = push["viewModel"]?["collections"]?["searchResults"]?["items"]?.arrayValue ?? []
        #expect(items.count == 3)
        #expect(items.allSatisfy { $0["properties"]?["favorites"] == .null && $0["properties"]?["comments"] == .null })

        _ = await client.request("viewModel/bind", ["viewModel": results])
        let item = items.first?["id"] ?? .null
        _ = await client.request("viewModel/bind", ["viewModel": item])
        let shown = await client.request("property/set", ["viewModel": item, "property": "isVisible", "value": true])
        #expect(shown.error == nil)
        let counts = await unsolicited(2, from: client)
        #expect(counts.map { $0?["method"] } == ["property/didChange", "property/didChange"])
        #expect(counts.map { $0?["params"]?["viewModel"] } == [item, item])
        #expect(counts.map { $0?["params"]?["property"] } == ["favorites", "comments"])
        #expect(counts.allSatisfy { $0?["params"]?["value"]?.int64Value != nil })

        _ = await client.request("property/set", ["viewModel": item, "property": "isVisible", "value": false])
        let shownAgain = await client.request(
            "property/set", ["viewModel": item, "property": "isVisible", "value": true])
        let state = await client.request("viewModel/get", ["viewModel": item])
        #expect(shownAgain.before.isEmpty && state.before.isEmpty, "the counts are fetched only once")
        #expect(state.result?["viewModel"]?["properties"]?["favorites"] == counts[0]?["params"]?["value"])

        let popped = await client.request("navigation/pop", ["viewModel": results])
        #expect(popped.result == [:])
        #expect(popped.notifications("viewModel/didDispose").map { $0["viewModel"] } == items.map { $0["id"] })
        let gone = await client.request("viewModel/get", ["viewModel": results])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))

        let rerun = await client.request(
            "command/execute", ["viewModel": search, "command": "rerunSearch", "input": "owl paris"])
        #expect(rerun.notifications("navigation/push").first?["viewModel"]?["properties"] == ["title": "owl paris"])
        #expect(rerun.result?["output"] == executed.result?["output"])

        _ = await client.request("shutdown")
        client.notify("exit")
        #expect(await server.exitStatus() == 0)
        let violations = try await Repository.schemaViolations(in: client.transcript)
        #expect(violations == nil, "\(violations ?? "")")
    }

    @Test("examples/flickr-search.jsonl, a request at a time: every answer a success, all valid against schema/")
    func example() async throws {
        let server = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()])
        let requests = try Repository.lines(of: "examples/flickr-search.jsonl").map { try JSONParser.parse($0) }
        var answers: [Exchange] = []
        for request in requests {
            server.client.send(request)
            guard let id = request["id"] else { continue }
            answers.append(await server.client.exchange(until: id))
            if request["params"]?["property"] == "isVisible", request["params"]?["value"] == true {
                let counts = await unsolicited(2, from: server.client)
                #expect(counts.map { $0?["params"]?["property"] } == ["favorites", "comments"])
            }
        }
        #expect(await server.exitStatus() == 0)
        #expect(answers.count == requests.filter { $0["id"] != nil }.count)
        #expect(answers.allSatisfy { $0.response != nil && $0.error == nil })
        #expect(answers.flatMap(\.methods).contains("navigation/push"))
        let violations = try await Repository.schemaViolations(in: server.client.transcript)
        #expect(violations == nil, "\(violations ?? "")")
    }
}
