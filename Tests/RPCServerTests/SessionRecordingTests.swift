import Apps
import Foundation
import MVVMTesting
import Protocol
@testable import ServerLog
@testable import ServerTools
@testable import ServerTransport
import Testing
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

@Suite("--record writes the session as JSON Lines", .timeLimit(.minutes(5)))
@MainActor
struct SessionRecordingTests {
    /// Runs a short Player session with `arguments` and returns what the client saw, as text.
    private func session(_ arguments: [String], framing: Framing) async throws -> [String] {
        let options = try ServerOptions(arguments: arguments)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-record-tests-\(UUID().uuidString)").path
        let catalog = ViewModelCatalog.builtIn(services: .offline(dataDirectory: directory, clock: options.clock))
        let server = try TestServer(catalog: catalog, options: options, framing: framing)
        var seen: [JSONValue] = []
        func keep(_ exchange: Exchange) {
            seen += exchange.before + [exchange.response ?? .null]
        }
        keep(await server.client.request("initialize", ["protocolVersion": "1.0"]))
        server.client.send(
            [["jsonrpc": "2.0", "id": "create", "method": "viewModel/create", "params": ["type": "Player"]],
             ["jsonrpc": "2.0", "method": "initialized"]])
        seen.append(await server.client.next() ?? .null)
        server.client.sendRaw(Array(framing == .ndjson ? "{oops\n".utf8 : "Content-Length: 5\r\n\r\n{oops".utf8))
        seen.append(await server.client.next() ?? .null)
        keep(await server.client.request(
            "property/set", ["viewModel": "vm-1", "property": "playerName", "value": "dag nabbit"]))
        keep(await server.client.request("shutdown"))
        server.client.notify("exit")
        #expect(await server.status.value == 0)
        return seen.map { JSONWriter.string($0) }
    }

    private func lines(_ path: String) throws -> [JSONValue] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    @Test("both framings: a header, then every message both ways in order, and the client sees the same", arguments: [Framing.ndjson, .lsp])
    func records(framing: Framing) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plain = try await session(["--clock", "controlled"], framing: framing)
        let recorded = try await session(["--clock", "controlled", "--record", path], framing: framing)
        #expect(recorded == plain, "recording never changes what the client sees")
        let file = try lines(path)
        #expect(file.first?["recording"] == "mvvm-server/1")
        #expect(file.first?["arguments"] == ["--clock", "controlled"], "without --record and its path")
        #expect(file.first?["clock"] == "controlled")
        #expect(file.first?["server"]?["name"] == "mvvm-server")
        let body = file.dropFirst()
        let times = body.compactMap { $0["t"]?.doubleValue }
        #expect(times.count == body.count && times == times.sorted())
        #expect(body.filter { $0["from"] == "client" }.count == 6)
        #expect(body.contains { $0["from"] == "client" && $0["text"] == "{oops" })
        #expect(body.contains { $0["from"] == "client" && $0["message"]?.arrayValue?.count == 2 }, "a batch stays one line")
        let server = body.filter { $0["from"] == "server" }.compactMap { $0["message"] }.map { JSONWriter.string($0) }
        #expect(server == recorded, "the server's side is exactly what the client received")
    }

    @Test("a path that cannot be written stops the server before it serves")
    func unwritable() throws {
        let options = try ServerOptions(arguments: ["--record", "/nonexistent-dir/x.jsonl"])
        #expect(throws: ServerStartError.self) {
            try SessionRecording(options: options, identity: ServerIdentity(name: "a", version: "1"), path: "/nonexistent-dir/x.jsonl")
        }
    }
}
