import MVVMTesting
import Protocol
import TestSupport
import Testing

/// `--mcp` on the wire, where the SDK does not look: the handshake's version, what comes before it,
/// batches, the 2026 probe, cancellation and the log level (docs/mcp.md).
@Suite("MCP session", .timeLimit(.minutes(2)))
struct MCPSessionTests {
    private func start(_ extra: [String] = []) throws -> SpawnedServer {
        try SpawnedServer(arguments: ["--mcp", "--data-dir", Repository.temporaryDirectory()] + extra, keepsTranscript: false)
    }

    private func initialize(_ server: SpawnedServer, version: String = "2025-11-25") async -> Exchange {
        let exchange = await server.client.request(
            "initialize", ["protocolVersion": .string(version), "capabilities": [:], "clientInfo": ["name": "test", "version": "1"]])
        server.client.notify("notifications/initialized")
        return exchange
    }

    @Test("the handshake agrees on a revision the client names, else the latest; nothing but ping comes before it")
    func handshake() async throws {
        let server = try start()
        #expect(await server.client.request("ping").result == [:])
        #expect(await server.client.request("tools/list").error?["code"] == -32002)
        #expect(await server.client.request("server/discover", ["protocolVersion": "2026-07-28"]).error?["code"] == -32601)
        let old = await initialize(server, version: "2024-11-05")
        #expect(old.result?["protocolVersion"] == "2024-11-05")
        #expect(old.result?["capabilities"]?["resources"] == ["subscribe": true, "listChanged": true])
        #expect(await server.client.request("initialize", ["protocolVersion": "2024-11-05"]).error?["code"] == -32600)
        let other = try start()
        #expect(await initialize(other, version: "1.0").result?["protocolVersion"] == "2025-11-25")
    }

    @Test("a batch is refused as MCP has none, and the session goes on")
    func batch() async throws {
        let server = try start()
        _ = await initialize(server)
        server.client.send([["jsonrpc": "2.0", "id": 90, "method": "ping"]])
        let refusal = await server.client.next()
        #expect(refusal?["id"] == .null)
        #expect(refusal?["error"]?["code"] == -32600)
        #expect(await server.client.request("ping").result == [:])
    }

    @Test("a call waiting on the clock reports progress begun and, cancelled, is never answered nor reported on")
    func cancellation() async throws {
        let server = try start(["--clock", "controlled"])
        _ = await initialize(server)
        // A search whose simulated latency runs on the controlled clock, which never moves here.
        let created = await server.client.request(
            "tools/call", ["name": "create_FlickrSearch", "arguments": ["arguments": ["latencyMs": 1000]]])
        let search = created.result?["structuredContent"]?["viewModel"]?["id"] ?? .null
        _ = await server.client.request(
            "tools/call", ["name": "set_FlickrSearch_searchText", "arguments": ["viewModel": search, "value": "owl paris"]])
        let running = server.client.start(
            "tools/call",
            ["name": "execute_FlickrSearch_executeSearch", "arguments": ["viewModel": search], "_meta": ["progressToken": "up"]])
        var begun = await server.client.next()
        while let message = begun, message["method"] != "notifications/progress" { begun = await server.client.next() }
        #expect(begun?["params"]?["progressToken"] == "up")
        #expect(begun?["params"]?["progress"]?.doubleValue == 0)
        server.client.notify("notifications/cancelled", ["requestId": running, "reason": "changed my mind"])
        // The cancelled search ends in a later turn of the server's: read until it has.
        var text = ""
        for _ in 0..<200 where !text.contains(#""executeSearch":{"enabled":true,"executing":false}"#) {
            let snapshot = await server.client.request("resources/read", ["uri": .string("vm://" + (search.stringValue ?? ""))])
            #expect(!snapshot.before.contains { $0["id"] == running }, "\(snapshot.before)")
            #expect(!snapshot.before.contains { $0["method"] == "notifications/progress" }, "progress after the cancellation: \(snapshot.before)")
            text = snapshot.result?["contents"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        }
        #expect(text.contains(#""executeSearch":{"enabled":true,"executing":false}"#), "\(text)")
        #expect(text.contains(#""previousSearches":{"version":0,"count":0"#), "nothing was searched: \(text)")
    }

    @Test("events are logged at info, not once the agent wants warnings only; an unknown level is refused")
    func logLevel() async throws {
        let server = try start()
        _ = await initialize(server)
        let created = await server.client.request("tools/call", ["name": "create_Player", "arguments": [:]])
        let player = created.result?["structuredContent"]?["viewModel"]?["id"] ?? .null
        let forbidden = await server.client.request(
            "tools/call", ["name": "set_Player_playerName", "arguments": ["viewModel": player, "value": "darn"]])
        #expect(forbidden.before.contains { $0["method"] == "notifications/message" && $0["params"]?["data"]?["event"] == "forbiddenName" })
        #expect(await server.client.request("logging/setLevel", ["level": "loud"]).error?["code"] == -32602)
        #expect(await server.client.request("logging/setLevel", ["level": "warning"]).result == [:])
        let quiet = await server.client.request(
            "tools/call", ["name": "set_Player_playerName", "arguments": ["viewModel": player, "value": "darn"]])
        #expect(!quiet.before.contains { $0["method"] == "notifications/message" })
        #expect(quiet.result?["structuredContent"]?["events"]?.arrayValue?.first?["event"] == "forbiddenName")
    }
}
