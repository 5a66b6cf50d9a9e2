@testable import Apps
import Protocol
import TestSupport
import Testing
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

@Suite("The quote list over the wire, on a test clock", .timeLimit(.minutes(5)))
@MainActor
struct QuoteSessionTests {
    let clock = TestClock()

    /// The built-in QuoteList and Quote registrations, ticking on the test clock.
    private func catalog(_: AppServices) -> ViewModelCatalog {
        var catalog = ViewModelCatalog()
        catalog.register(QuoteList.self) { [clock] arguments, _ in
            try QuoteList.make(arguments: arguments, clock: clock)
        }
        return catalog
    }

    private func start() async -> (InProcessServer, JSONValue) {
        let server = await InProcessServer.initialized(catalog: catalog)
        let created = await server.client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["tickInterval": 0.001, "seed": 42]])
        return (server, created.result?["viewModel"] ?? .null)
    }

    @Test(
        "tickInterval must be seconds above 0 and at most a day, seed an integer, and nothing else is taken",
        arguments: [
            ["tickInterval": 0], ["tickInterval": -1], ["tickInterval": "1"], ["tickInterval": 86_401],
            ["seed": 1.5], ["seed": "1"], ["interval": 1],
        ] as [JSONValue]
    )
    func badArguments(arguments: JSONValue) async {
        let server = await InProcessServer.initialized()
        let created = await server.client.request("viewModel/create", ["type": "QuoteList", "arguments": arguments])
        #expect(created.errorCode == Int64(ErrorCode.invalidParams.rawValue))
    }

    @Test(
        "initialCount must be an integer from 0 to 100000",
        arguments: [-1, 100_001, 2.5, "10", true] as [JSONValue]
    )
    func badInitialCount(count: JSONValue) async {
        let server = await InProcessServer.initialized(catalog: catalog)
        let created = await server.client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["initialCount": count]])
        #expect(created.errorCode == Int64(ErrorCode.invalidParams.rawValue))
        #expect(created.error?["message"]?.stringValue?.contains("'initialCount'") == true)
    }

    @Test("initialCount sets how many quotes the list starts with, each hosted as an item", arguments: [0, 1, 2_000])
    func initialCount(count: Int) async {
        let server = await InProcessServer.initialized(catalog: catalog)
        let created = await server.client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["initialCount": .integer(Int64(count))]])
        let quotes = created.result?["viewModel"]?["collections"]?["quotes"]
        #expect(quotes?["count"] == .integer(Int64(count)))
        let items = quotes?["items"]?.arrayValue ?? []
        #expect(items.count == count)
        #expect(Set(items.map { $0["id"] }).count == count)
        #expect(Set(items.map { $0["properties"]?["symbol"] }).count == count, "symbols are unique")
    }

    @Test("a client applying every change of the list and its bound quotes matches viewModel/get, tick after tick")
    func converges() async throws {
        let (server, snapshot) = await start()
        let list = snapshot["id"] ?? .null
        var mirror = ItemListMirror(snapshot: snapshot, collection: "quotes")
        _ = await server.client.request("viewModel/bind", ["viewModel": list])
        let bound = Set(mirror.ids)
        for quote in bound { _ = await server.client.request("viewModel/bind", ["viewModel": quote]) }
        for round in 0..<20 {
            for _ in 0..<50 {
                // Each tick in turn: moving time before the list has scheduled its next tick would skip
                // ticks, fewer the busier the machine.
                await clock.waitForPendingSleeps(atLeast: 1)
                await clock.advance(by: .milliseconds(1))
            }
            let got = await server.client.request("viewModel/get", ["viewModel": list])
            got.before.forEach { mirror.apply($0) }
            let items = got.result?["viewModel"]?["collections"]?["quotes"]?["items"]?.arrayValue ?? []
            #expect(mirror.ids == items.map { $0["id"] ?? .null }, "round \(round)")
            for (mine, theirs) in zip(mirror.items, items) where bound.contains(theirs["id"] ?? .null) {
                #expect(mine["properties"] == theirs["properties"], "round \(round)")
            }
        }
        // A thousand ticks, each waited for, make the same 697 change sets on every run, loaded or not.
        #expect(mirror.collectionChanges > 600, "\(mirror.collectionChanges)")
        #expect(mirror.versionsAreMonotonic)
    }

    @Test("a price change reaches only clients bound to that quote, and unbinding stops it at once")
    func unbindStops() async throws {
        let (server, snapshot) = await start()
        let quotes = snapshot["collections"]?["quotes"]?["items"]?.arrayValue ?? []
        let watched = try #require(quotes.first?["id"])
        _ = await server.client.request("viewModel/bind", ["viewModel": watched])
        for _ in 0..<20 { await clock.advance(by: .milliseconds(1)) }
        let heard = await server.client.request("viewModel/get", ["viewModel": watched])
        let changes = heard.notifications("property/didChange")
        #expect(!changes.isEmpty)
        #expect(changes.allSatisfy { $0["viewModel"] == watched && $0["property"] == "price" })
        #expect(heard.notifications("collection/didChange").isEmpty, "the list itself is not bound")

        _ = await server.client.request("viewModel/unbind", ["viewModel": watched])
        let before = await server.client.request("viewModel/get", ["viewModel": watched])
        for _ in 0..<50 { await clock.advance(by: .milliseconds(1)) }
        let after = await server.client.request("viewModel/get", ["viewModel": watched])
        #expect(after.notifications("property/didChange").isEmpty)
        let moved = after.result?["viewModel"]?["version"] != before.result?["viewModel"]?["version"]
        let listed = after.error == nil
        #expect(moved || !listed, "the quote kept changing while unbound, or left the list")
    }

    @Test("an unbound quote's version counts its price changes, and carries on across a bind and an unbind")
    func unboundVersions() async throws {
        let server = await InProcessServer.initialized(catalog: catalog)
        let created = await server.client.request(
            "viewModel/create",
            ["type": "QuoteList", "arguments": ["tickInterval": 0.001, "seed": 42, "initialCount": 200]])
        let items = created.result?["viewModel"]?["collections"]?["quotes"]?["items"]?.arrayValue ?? []
        try #require(items.count == 200)
        for _ in 0..<30 { await clock.advance(by: .milliseconds(1)) }

        var moved: [(id: JSONValue, version: Int64)] = []
        for item in items {
            let now = await server.client.request("viewModel/get", ["viewModel": try #require(item["id"])])
            guard let quote = now.result?["viewModel"] else { continue }
            let before = try #require(item["version"]?.int64Value)
            let after = try #require(quote["version"]?.int64Value)
            if quote["properties"]?["price"] != item["properties"]?["price"] {
                #expect(after > before, "a price change while unbound counts")
                moved.append((try #require(item["id"]), after))
            }
        }
        let (watched, seen) = try #require(moved.first)

        let bound = await server.client.request("viewModel/bind", ["viewModel": watched])
        #expect(bound.result?["version"]?.int64Value == seen)
        var heard: [Int64] = []
        for _ in 0..<30 {
            await clock.advance(by: .milliseconds(1))
            let get = await server.client.request("viewModel/get", ["viewModel": watched])
            heard += get.notifications("property/didChange").compactMap { $0["version"]?.int64Value }
        }
        try #require(!heard.isEmpty, "the watched quote's price moved while bound")
        #expect(heard.first.map { $0 > seen } == true)
        #expect(zip(heard, heard.dropFirst()).allSatisfy { $0 < $1 })

        _ = await server.client.request("viewModel/unbind", ["viewModel": watched])
        let unbound = await server.client.request("viewModel/get", ["viewModel": watched])
        let atUnbind = try #require(unbound.result?["viewModel"]?["version"]?.int64Value)
        #expect(atUnbind == heard.last)
        for _ in 0..<30 { await clock.advance(by: .milliseconds(1)) }
        let later = await server.client.request("viewModel/get", ["viewModel": watched])
        #expect(later.notifications("property/didChange").isEmpty)
        if let quote = later.result?["viewModel"], quote["properties"] != unbound.result?["viewModel"]?["properties"] {
            #expect((quote["version"]?.int64Value ?? 0) > atUnbind, "changes after the unbind still count")
        }
    }
}
