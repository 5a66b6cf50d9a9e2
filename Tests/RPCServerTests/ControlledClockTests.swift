import Apps
import Foundation
import MVVMTesting
import Protocol
import Testing
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

@Suite("clock/advance under --clock controlled", .timeLimit(.minutes(5)))
@MainActor
struct ControlledClockTests {
    /// The built-in apps on the clock the command line chose, as mvvm-server wires them.
    private func start(_ arguments: [String] = ["--clock", "controlled"]) async throws -> TestServer {
        let options = try ServerOptions(arguments: arguments)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-clock-tests-\(UUID().uuidString)").path
        let catalog = ViewModelCatalog.builtIn(services: .offline(dataDirectory: directory, clock: options.clock))
        return try await TestServer.initialized(catalog: catalog, options: options)
    }

    private func advance(_ server: TestServer, _ milliseconds: JSONValue) async -> Exchange {
        await server.client.request("clock/advance", ["milliseconds": milliseconds])
    }

    @Test("initialize announces whether the clock is controlled")
    func capabilities() async throws {
        for (arguments, controlled) in [([String](), false), (["--clock", "real"], false), (["--clock", "controlled"], true)] {
            let server = try TestServer(catalog: ViewModelCatalog(), options: try ServerOptions(arguments: arguments))
            let answer = await server.client.request("initialize", ["protocolVersion": "1.0"])
            #expect(answer.result?["capabilities"]?["clock"] == ["controlled": .bool(controlled)], "\(arguments)")
            _ = await server.client.request("shutdown")
            server.client.notify("exit")
            #expect(await server.status.value == 0)
        }
    }

    @Test("a real clock refuses clock/advance with clockNotControlled")
    func refusedWhenReal() async throws {
        let server = try await start([])
        let answer = await advance(server, 10)
        #expect(answer.errorCode == Int64(ErrorCode.invalidRequest.rawValue))
        #expect(answer.error?["data"]?["kind"] == "clockNotControlled")
    }

    @Test("milliseconds must be a number from 0", arguments: [-1, "10", .null, true, 1e13] as [JSONValue])
    func badMilliseconds(milliseconds: JSONValue) async throws {
        let server = try await start()
        let answer = await advance(server, milliseconds)
        #expect(answer.errorCode == Int64(ErrorCode.invalidParams.rawValue))
        #expect(await advance(server, 0).result == ["now": 0], "the session carries on, time unmoved")
    }

    @Test("a search's latency passes only when the client moves time, and its answer comes before the advance's")
    func searchLatency() async throws {
        let server = try await start()
        let search = try #require(await server.createBound("FlickrSearch", arguments: ["latencyMs": 50]))
        _ = await server.client.request(
            "property/set", ["viewModel": .string(search), "property": "searchText", "value": "cats"])
        server.client.send(
            ["jsonrpc": "2.0", "id": "search", "method": "command/execute",
             "params": ["viewModel": .string(search), "command": "executeSearch"]])
        let early = await advance(server, 49.5)
        #expect(early.result == ["now": 49.5])
        #expect(!early.before.contains { $0["id"] == "search" }, "nothing answers before the latency has passed")
        let due = await advance(server, 0.5)
        #expect(due.result == ["now": 50])
        #expect(due.methods.contains("navigation/push"))
        #expect(due.before.contains { $0["id"] == "search" && $0["result"]?["output"]?["searchString"] == "cats" })
    }

    @Test("the third tick of a quote list comes with the advance that reaches it, and only then")
    func thirdTick() async throws {
        let server = try await start()
        let list = try #require(
            await server.createBound("QuoteList", arguments: ["tickInterval": 1, "seed": 7]))
        func listVersion(_ exchange: Exchange) -> Int64? {
            exchange.notifications("collection/didChange").last { $0["viewModel"] == .string(list) }?["version"]?
                .int64Value
        }
        let two = await advance(server, 2_999)
        let beforeThird = try #require(listVersion(two))
        let none = await advance(server, 0)
        #expect(none.before.isEmpty)
        let third = await advance(server, 1)
        #expect(third.result == ["now": 3_000])
        #expect(try #require(listVersion(third)) > beforeThird)
    }

    @Test("the same session gives the same transcript every time")
    func deterministic() async throws {
        func run() async throws -> [String] {
            let server = try await start()
            let list = try #require(await server.createBound("QuoteList", arguments: ["tickInterval": 0.25, "seed": 3]))
            let search = try #require(await server.createBound("TwitterSearch", arguments: ["latencyMs": 100]))
            _ = await server.client.request(
                "property/set", ["viewModel": .string(search), "property": "searchText", "value": "cat"])
            server.client.send(
                ["jsonrpc": "2.0", "id": "s", "method": "command/execute",
                 "params": ["viewModel": .string(search), "command": "search"]])
            var lines: [String] = []
            for step in [30, 70, 400, 1_000] as [JSONValue] {
                let exchange = await advance(server, step)
                lines += exchange.before.map { JSONWriter.string($0) } + [JSONWriter.string(exchange.response ?? .null)]
            }
            _ = list
            return lines
        }
        let first = try await run()
        #expect(first.count > 10)
        #expect(try await run() == first)
    }

    @Test("latencies that end at the same instant answer in the order of the requests that started them")
    func equalDeadlines() async throws {
        for _ in 0..<5 {
            let server = try await start()
            var searches: [String] = []
            for text in ["kyoto", "dawn", "cat"] {
                let search = try #require(await server.createBound("TwitterSearch", arguments: ["latencyMs": 100]))
                _ = await server.client.request(
                    "property/set", ["viewModel": .string(search), "property": "searchText", "value": .string(text)])
                searches.append(search)
            }
            for (index, search) in searches.enumerated() {
                server.client.send(
                    ["jsonrpc": "2.0", "id": .integer(Int64(100 + index)), "method": "command/execute",
                     "params": ["viewModel": .string(search), "command": "search"]])
            }
            let advanced = await advance(server, 100)
            #expect(advanced.before.compactMap { $0["id"] } == [100, 101, 102])
        }
    }

    @Test("in sequential mode an advance overtakes the execution that waits for it; what waited comes after both")
    func sequentialOvertakes() async throws {
        let server = try await start(["--clock", "controlled", "--sequential"])
        let search = try #require(await server.createBound("TwitterSearch", arguments: ["latencyMs": 20]))
        _ = await server.client.request(
            "property/set", ["viewModel": .string(search), "property": "searchText", "value": "dog"])
        server.client.send(
            ["jsonrpc": "2.0", "id": "s", "method": "command/execute",
             "params": ["viewModel": .string(search), "command": "search"]])
        server.client.send(
            ["jsonrpc": "2.0", "id": "get", "method": "viewModel/get", "params": ["viewModel": .string(search)]])
        let advanced = await advance(server, 20)
        #expect(advanced.before.compactMap { $0["id"] } == ["s"], "the execution answers before the advance")
        let waited = await server.client.exchange(until: "get")
        #expect(waited.before.isEmpty && waited.result?["viewModel"]?["id"] == .string(search))
    }
}
