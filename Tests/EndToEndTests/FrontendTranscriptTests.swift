import MVVMTesting
import Protocol
import TestSupport
import Testing

/// The server's requests to the frontend, the client's answers and progress (protocol.md §18–19) in
/// a transcript of the built binary, as schema/validate.py pairs and checks them.
@Suite("Requests to the frontend and progress against schema/")
struct FrontendTranscriptTests {
    /// A session that claims `window/showDocument` and answers it with `answer` when a selected
    /// tweet's detail asks it, then uploads a player under a work-done token; returns its transcript.
    private func session(answering answer: JSONValue) async throws -> [String] {
        let server = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()])
        let client = server.client
        client.answer("window/showDocument", with: .result(answer))
        _ = await client.request(
            "initialize", ["protocolVersion": "1.0", "capabilities": ["frontendRequests": ["window/showDocument"]]])
        _ = await client.request("viewModel/describe")
        let created = await client.request(
            "viewModel/create", ["type": "TwitterSearch", "arguments": ["latencyMs": 0]])
        let search = try #require(created.result?["viewModel"]?["id"])
        _ = await client.request("property/set", ["viewModel": search, "property": "searchText", "value": "kyoto"])
        _ = await client.request("command/execute", ["viewModel": search, "command": "search"])
        let rows = await client.request("viewModel/get", ["viewModel": search])
        let row = try #require(
            rows.result?["viewModel"]?["collections"]?["searchResults"]?["items"]?.arrayValue?.first?["id"])
        let selected = await client.request(
            "property/set", ["viewModel": search, "property": "selectedTweet", "value": row])
        let detail = try #require(selected.notifications("navigation/push").first?["viewModel"]?["id"])
        let opened = await client.request("command/execute", ["viewModel": detail, "command": "openPage"])
        #expect(opened.requests.map { $0["method"] } == ["window/showDocument"])

        let player = try #require(
            await client.request("viewModel/create", ["type": "Player"]).result?["viewModel"]?["id"])
        let uploaded = await client.request(
            "command/execute", ["viewModel": player, "command": "upload", "workDoneToken": "up-1"])
        let kinds = uploaded.notifications("$/progress").compactMap { $0["value"]?["kind"]?.stringValue }
        #expect(kinds.first == "begin" && kinds.last == "end" && kinds.contains("report"))
        _ = await client.request("shutdown")
        client.notify("exit")
        #expect(await server.exitStatus() == 0)
        return client.transcript
    }

    @Test("a question, its answer and a command's progress are valid")
    func answered() async throws {
        let violations = try await Repository.schemaViolations(in: try await session(answering: ["success": true]))
        #expect(violations == nil, "\(violations ?? "")")
    }

    @Test("an answer of the wrong shape fails validation, as the server refuses it")
    func wrongAnswer() async throws {
        let transcript = try await session(answering: ["success": "yes"])
        #expect(transcript.contains { $0.hasPrefix("< ") && $0.contains("frontend/answerRefused") })
        let violations = try await Repository.schemaViolations(in: transcript)
        #expect(
            violations?.contains("answer to window/showDocument (id 1): $.result.success") == true,
            "\(violations ?? "valid")")
    }
}
