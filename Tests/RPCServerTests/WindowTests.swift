import MVVMTesting
import Protocol
import TestSupport
import Testing
import ViewModels

@testable import RPCServer

/// What a client holds of one collection through a window, changed as the server tells it.
private struct HeldWindow {
    var offset: Int
    var count: Int
    var items: [JSONValue]
    var total: Int

    /// Applies one `collection/didChange`, checking that every step stays inside the window.
    mutating func apply(_ params: JSONValue) {
        for change in params["changes"]?.arrayValue ?? [] {
            let index = (change["index"]?.int64Value).map { Int($0) - offset }
            switch change["op"]?.stringValue {
            case "insert":
                let items = change["items"]?.arrayValue ?? []
                #expect(index.map { (0...self.items.count).contains($0) } == true, "an insert at \(change) lands in the window")
                self.items.insert(contentsOf: items, at: index ?? 0)
            case "remove":
                let count = Int(change["count"]?.int64Value ?? 0)
                #expect(index.map { $0 >= 0 && $0 + count <= self.items.count } == true, "a removal \(change) is of held items")
                self.items.removeSubrange((index ?? 0)..<((index ?? 0) + count))
            case "replace":
                let items = change["items"]?.arrayValue ?? []
                self.items.replaceSubrange((index ?? 0)..<((index ?? 0) + items.count), with: items)
            case "reset":
                self.items = change["items"]?.arrayValue ?? []
            default:
                Issue.record("a window is never sent \(change)")
            }
        }
        #expect(items.count <= count, "the client never holds more than its window")
        if let total = params["total"]?.int64Value { self.total = Int(total) } else { Issue.record("no total in \(params)") }
    }
}

@Suite("Windows on collections")
@MainActor
struct WindowTests {
    private func window(_ server: InProcessServer, _ viewModel: String, _ collection: String, offset: Int, count: Int?)
        async -> Exchange
    {
        await server.client.request(
            "collection/window",
            [
                "viewModel": .string(viewModel), "collection": .string(collection), "offset": .integer(Int64(offset)),
                "count": count.map { .integer(Int64($0)) } ?? .null,
            ])
    }

    /// The items of a collection as `viewModel/get` reads them through the client's window, and the total.
    private func got(_ server: InProcessServer, _ viewModel: String, _ collection: String) async -> ([JSONValue], Int) {
        let snapshot = await server.client.request("viewModel/get", ["viewModel": .string(viewModel)])
        let got = snapshot.result?["viewModel"]?["collections"]?[collection]
        return (got?["items"]?.arrayValue ?? [], Int(got?["count"]?.int64Value ?? -1))
    }

    @Test(
        "a client applying every change matches get on its window: random edits before, inside and after it, and moves of the window",
        arguments: [1, 2, 3])
    func randomEdits(seed: UInt64) async throws {
        let server = await InProcessServer.initialized(catalog: Scroll.catalog(count: 40))
        let created = await server.client.request("viewModel/create", ["type": "Scroll"])
        let scroll = created.result?["viewModel"]?["id"]?.stringValue ?? ""
        var random = SplitMix64(seed: seed)
        var total = 40
        var next = 1_000
        var held: [String: HeldWindow] = [:]
        for collection in ["numbers", "books"] {
            let offset = Int.random(in: 0...30, using: &random)
            let count = Int.random(in: 1...15, using: &random)
            let answer = await window(server, scroll, collection, offset: offset, count: count).result
            held[collection] = HeldWindow(
                offset: offset, count: count, items: answer?["items"]?.arrayValue ?? [],
                total: Int(answer?["total"]?.int64Value ?? -1))
        }
        for round in 0..<120 {
            if round % 15 == 14 {
                let collection = Bool.random(using: &random) ? "numbers" : "books"
                let (offset, count) = (Int.random(in: 0...total + 5, using: &random), Int.random(in: 0...12, using: &random))
                let answer = await window(server, scroll, collection, offset: offset, count: count).result
                held[collection] = HeldWindow(
                    offset: offset, count: count, items: answer?["items"]?.arrayValue ?? [],
                    total: Int(answer?["total"]?.int64Value ?? -1))
            }
            var steps: [Int] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let kind = total == 0 ? 0 : Int.random(in: 0...3, using: &random)
                switch kind {
                case 0:
                    let n = Int.random(in: 1...4, using: &random)
                    steps += [0, Int.random(in: 0...total, using: &random), n, next]
                    next += n
                    total += n
                case 1:
                    let index = Int.random(in: 0..<total, using: &random)
                    let n = Int.random(in: 1...min(4, total - index), using: &random)
                    steps += [1, index, n, 0]
                    total -= n
                case 2:
                    steps += [2, Int.random(in: 0..<total, using: &random), Int.random(in: 0..<total, using: &random), 0]
                default:
                    steps += [3, Int.random(in: 0..<total, using: &random), 0, next]
                    next += 1
                }
            }
            let edited = await server.client.request(
                "command/execute",
                ["viewModel": .string(scroll), "command": "edit", "input": .array(steps.map { .integer(Int64($0)) })])
            for change in edited.notifications("collection/didChange") {
                guard let name = change["collection"]?.stringValue else { continue }
                held[name]?.apply(change)
            }
            for collection in ["numbers", "books"] {
                let (items, count) = await got(server, scroll, collection)
                let client = held[collection]!
                #expect(client.items == items, "round \(round), seed \(seed): \(collection) after \(steps)")
                #expect(client.total == count && count == total, "round \(round): the total of \(collection)")
            }
        }
    }

    @Test("an insert before the window sends only the rows entering and leaving at its edges; a change after it only the total")
    func edges() async throws {
        let server = await InProcessServer.initialized(catalog: Scroll.catalog(count: 20))
        let created = await server.client.request(
            "viewModel/create", ["type": "Scroll", "windows": ["numbers": ["offset": 10, "count": 5]]])
        let numbers = created.result?["viewModel"]?["collections"]?["numbers"]
        #expect(numbers?["items"] == [10, 11, 12, 13, 14] && numbers?["count"] == 20 && numbers?["offset"] == 10)
        _ = await server.client.request(
            "viewModel/bind", ["viewModel": "vm-1", "properties": [], "commands": [], "collections": ["numbers"]])

        let before = await server.client.request(
            "command/execute", ["viewModel": "vm-1", "command": "edit", "input": [0, 2, 2, 100]])
        #expect(
            before.notifications("collection/didChange").map { $0["changes"] } == [
                [["op": "remove", "index": 13, "count": 2], ["op": "insert", "index": 10, "items": [8, 9]]]
            ])
        #expect(before.notifications("collection/didChange").first?["total"] == 22)

        let after = await server.client.request(
            "command/execute", ["viewModel": "vm-1", "command": "edit", "input": [1, 20, 1, 0]])
        #expect(after.notifications("collection/didChange").map { $0["changes"] } == [[]])
        #expect(after.notifications("collection/didChange").first?["total"] == 21)

        let whole = await window(server, "vm-1", "numbers", offset: 0, count: nil)
        #expect(whole.result?["items"]?.arrayValue?.count == 21 && whole.result?["offset"] == 0)
        let appended = await server.client.request(
            "command/execute", ["viewModel": "vm-1", "command": "edit", "input": [0, 21, 1, 7]])
        let change = appended.notifications("collection/didChange").first
        #expect(change?["changes"] == [["op": "insert", "index": 21, "items": [7]]] && change?["total"] == nil)
    }

    @Test("a window of view models hosts only the rows in it; rows entering it are hosted as they enter")
    func hostsOnlyTheWindow() async throws {
        let server = await InProcessServer.initialized(catalog: Scroll.catalog(count: 1_000))
        let created = await server.client.request(
            "viewModel/create", ["type": "Scroll", "windows": ["books": ["offset": 0, "count": 3]]])
        let books = created.result?["viewModel"]?["collections"]?["books"]
        #expect(books?["items"]?.arrayValue?.map { $0["id"] } == ["vm-2", "vm-3", "vm-4"])
        #expect(books?["count"] == 1_000)
        let moved = await window(server, "vm-1", "books", offset: 500, count: 2)
        #expect(moved.result?["items"]?.arrayValue?.map { $0["id"] } == ["vm-5", "vm-6"])
        #expect(moved.result?["items"]?.arrayValue?.map { $0["properties"]?["title"] } == ["500", "501"])
        let first = await server.client.request("viewModel/get", ["viewModel": "vm-2"])
        #expect(first.result?["viewModel"]?["properties"]?["title"] == "0", "a row that left the window keeps its id")
    }

    @Test("initialize's default window covers every collection the client did not window, and get's windows move it")
    func defaultWindow() async throws {
        let server = InProcessServer(catalog: Scroll.catalog(count: 100))
        _ = await server.client.request("initialize", ["protocolVersion": "1.0", "defaultWindow": ["count": 4]])
        let created = await server.client.request(
            "viewModel/create", ["type": "Scroll", "windows": ["books": ["count": nil]]])
        let collections = created.result?["viewModel"]?["collections"]
        #expect(collections?["numbers"]?["items"] == [0, 1, 2, 3] && collections?["numbers"]?["count"] == 100)
        #expect(collections?["books"]?["items"]?.arrayValue?.count == 100 && collections?["books"]?["offset"] == nil)
        let got = await server.client.request(
            "viewModel/get", ["viewModel": "vm-1", "windows": ["numbers": ["offset": 98, "count": 4]]])
        #expect(got.result?["viewModel"]?["collections"]?["numbers"]?["items"] == [98, 99])
    }

    @Test("describe says which collections may grow large, with the page size an agent is shown")
    func pageSizes() async throws {
        let server = await InProcessServer.initialized()
        let described = await server.client.request("viewModel/describe", ["type": "QuoteList"])
        let quotes = described.result?["types"]?.arrayValue?.first?["collections"]?.arrayValue?.first
        #expect(quotes?["name"] == "quotes" && quotes?["pageSize"] == 50)
        let flickr = await server.client.request("viewModel/describe", ["type": "FlickrSearch"])
        let previous = flickr.result?["types"]?.arrayValue?.first?["collections"]?.arrayValue?.first
        #expect(previous?["name"] == "previousSearches" && previous?["pageSize"] == nil)
    }

    @Test("a window of a collection the type lacks is refused, naming it, and creates nothing")
    func badWindows() async throws {
        let server = await InProcessServer.initialized(catalog: Scroll.catalog(count: 3))
        let refused = await server.client.request(
            "viewModel/create", ["type": "Scroll", "windows": ["rows": ["count": 2]]])
        #expect(refused.error?["message"]?.stringValue?.contains("'windows.rows' names no collection of Scroll") == true)
        let created = await server.client.request("viewModel/create", ["type": "Scroll"])
        #expect(created.result?["viewModel"]?["id"] == "vm-1")
        let negative = await window(server, "vm-1", "numbers", offset: -1, count: 2)
        #expect(negative.errorCode == Int64(ErrorCode.invalidParams.rawValue))
        let unknown = await window(server, "vm-1", "rows", offset: 0, count: 2)
        #expect(unknown.errorCode == Int64(ErrorCode.memberNotFound.rawValue))
    }
}
