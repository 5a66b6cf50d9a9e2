import MVVMTesting
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Collections over the wire")
@MainActor
struct CollectionTests {
    private func execute(_ server: InProcessServer, _ id: String, _ command: String, _ input: JSONValue? = nil) async
        -> Exchange
    {
        var params: JSONObject = ["viewModel": .string(id), "command": .string(command)]
        if let input { params["input"] = input }
        return await server.client.request("command/execute", .object(params))
    }

    private func get(_ server: InProcessServer, _ id: String) async -> JSONValue? {
        await server.client.request("viewModel/get", ["viewModel": .string(id)]).result?["viewModel"]
    }

    /// The shelf's books as `viewModel/get` shows them; empty if it shows none.
    private func books(_ server: InProcessServer, _ id: String) async -> [JSONValue] {
        await get(server, id)?["collections"]?["books"]?["items"]?.arrayValue ?? []
    }

    /// Applies a change list to items as a frontend does.
    private func apply(_ changes: [JSONValue], to items: inout [JSONValue]) {
        for change in changes {
            let index = Int(change["index"]?.int64Value ?? 0)
            switch change["op"]?.stringValue {
            case "insert": items.insert(contentsOf: change["items"]?.arrayValue ?? [], at: index)
            case "remove": items.removeSubrange(index..<index + Int(change["count"]?.int64Value ?? 0))
            case "replace":
                let new = change["items"]?.arrayValue ?? []
                items.replaceSubrange(index..<index + new.count, with: new)
            case "move":
                let moved = items.remove(at: Int(change["from"]?.int64Value ?? 0))
                items.insert(moved, at: Int(change["to"]?.int64Value ?? 0))
            default: items = change["items"]?.arrayValue ?? []
            }
        }
    }

    @Test("snapshots hold value items and nested snapshots of item view models")
    func snapshotsHoldItems() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let created = await server.client.request("viewModel/create", ["type": "Shelf"])
        let collections = created.result?["viewModel"]?["collections"]
        #expect(collections?["labels"] == ["version": 0, "count": 2, "items": ["a", "b"]])
        let books = collections?["books"]?["items"]?.arrayValue ?? []
        #expect(books.map { $0["properties"]?["title"] } == ["Emma", "Ulysses"])
        #expect(books.allSatisfy { $0["type"] == "Book" && $0["id"]?.stringValue?.hasPrefix("vm-") == true })
        let book = books.first?["id"] ?? .null
        let bookState = await server.client.request("viewModel/get", ["viewModel": book])
        #expect(bookState.result?["viewModel"]?["properties"]?["title"] == "Emma")
        let created2 = await server.client.request("viewModel/create", ["type": "Book"])
        #expect(created2.errorCode == Int64(ErrorCode.typeNotFound.rawValue))
    }

    @Test("describe names the item type or the item schema")
    func describeCollections() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let described = await server.client.request("viewModel/describe", ["type": "Shelf"])
        let collections = described.result?["types"]?.arrayValue?.first?["collections"]
        #expect(
            collections == [
                ["name": "labels", "itemSchema": ["type": "string"], "doc": "Plain values."],
                ["name": "books", "itemType": "Book", "doc": "Item view models."],
            ])
    }

    @Test("a client that applies every collection/didChange in order matches viewModel/get")
    func diffsReproduceTheCollection() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        var books = await self.books(server, id)
        var labels = await get(server, id)?["collections"]?["labels"]?["items"]?.arrayValue ?? []
        let steps: [(String, JSONValue?)] = [
            ("add", "Dune"), ("moveFirstToEnd", nil), ("replaceFirst", "Persuasion"), ("removeFirst", nil),
            ("reshelve", ["Middlemarch", "Beloved"]), ("add", "Kim"),
        ]
        for (command, input) in steps {
            let exchange = await execute(server, id, command, input)
            #expect(exchange.error == nil, "\(command)")
            for change in exchange.notifications("collection/didChange") {
                let changes = change["changes"]?.arrayValue ?? []
                if change["collection"] == "books" { apply(changes, to: &books) } else { apply(changes, to: &labels) }
            }
        }
        let final = await get(server, id)
        #expect(final?["collections"]?["books"]?["items"]?.arrayValue == books)
        #expect(final?["collections"]?["labels"]?["items"]?.arrayValue == labels)
        #expect(books.map { $0["properties"]?["title"] } == ["Middlemarch", "Beloved", "Appendix", "Kim"])
    }

    @Test("a batch is one change set whose steps apply in order")
    func batchIsOneChangeSet() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        let exchange = await execute(server, id, "reshelve", ["X"])
        let changes = exchange.notifications("collection/didChange")
        #expect(changes.count == 1)
        #expect(changes.first?["changes"]?.arrayValue?.map { $0["op"] } == ["reset", "insert"])
    }

    @Test("an item that leaves the collection is disposed and announced after the change")
    func removedItemsAreDisposed() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        let first = await books(server, id).first?["id"] ?? .null
        let exchange = await execute(server, id, "removeFirst")
        let methods = exchange.methods.filter { $0 != "command/didChange" }
        #expect(methods == ["collection/didChange", "viewModel/didDispose", "collection/didChange"])
        #expect(exchange.notifications("viewModel/didDispose") == [["viewModel": first]])
        let gone = await server.client.request("viewModel/get", ["viewModel": first])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
    }

    @Test("an item taken out and put back in one batch stays hosted, with its id")
    func itemPutBackStays() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        let first = await books(server, id).first?["id"] ?? .null
        let exchange = await execute(server, id, "rehang")
        #expect(exchange.notifications("viewModel/didDispose").isEmpty)
        let items = await books(server, id)
        #expect(items.last?["id"] == first)
        #expect(items.count == 2)
    }

    @Test("an item shelved twice stays hosted while one place still holds it, and goes with the last")
    func itemHeldTwiceStays() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        let books = await self.books(server, id).compactMap { $0["id"] }
        let (first, second) = (books.first ?? .null, books.last ?? .null)
        _ = await execute(server, id, "doubleFirst")
        let once = await execute(server, id, "removeFirst")
        #expect(once.notifications("viewModel/didDispose").isEmpty)
        #expect(await server.client.request("viewModel/get", ["viewModel": first]).errorCode == nil)
        let other = await execute(server, id, "removeFirst")
        #expect(other.notifications("viewModel/didDispose") == [["viewModel": second]])
        let last = await execute(server, id, "removeFirst")
        #expect(last.notifications("viewModel/didDispose") == [["viewModel": first]])
    }

    @Test("a reset that keeps some of many items releases exactly the others")
    func largeResetReleasesTheRest() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        _ = await execute(server, id, "stock", 40)
        let before = await books(server, id).compactMap { $0["id"] }
        let exchange = await execute(server, id, "thin")
        let kept = before.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
        let dropped = before.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)
        #expect(before.count == 42)
        #expect(exchange.notifications("viewModel/didDispose").compactMap { $0["viewModel"] } == dropped)
        let after = await books(server, id).compactMap { $0["id"] }
        #expect(after == kept)
    }

    @Test("an item is bound on its own, and unbinding it stops its notifications")
    func itemsBindSeparately() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        let book =
            await books(server, id).first?["id"]?.stringValue ?? ""
        _ = await server.client.request("viewModel/bind", ["viewModel": .string(book), "properties": ["title"]])
        let replaced = await execute(server, id, "replaceFirst", "Nostromo")
        #expect(replaced.notifications("viewModel/didDispose") == [["viewModel": .string(book)]])
        let second =
            await books(server, id).last?["id"]?.stringValue ?? ""
        _ = await server.client.request("viewModel/bind", ["viewModel": .string(second), "properties": ["title"]])
        let set = await server.client.request(
            "property/set", ["viewModel": .string(second), "property": "title", "value": "Ulysses (annotated)"])
        #expect(set.before.isEmpty)
        _ = await server.client.request("viewModel/unbind", ["viewModel": .string(id), "collections": ["books"]])
        let unbound = await execute(server, id, "add", "Quiet")
        #expect(unbound.notifications("collection/didChange").map { $0["collection"] } == ["labels"])
    }

    @Test("disposing the owner disposes every item, announcing each")
    func disposeTakesItems() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        let items = await books(server, id).compactMap { $0["id"] }
        let disposed = await server.client.request("viewModel/dispose", ["viewModel": .string(id)])
        #expect(Set(disposed.notifications("viewModel/didDispose").compactMap { $0["viewModel"] }) == Set(items))
        #expect(items.count == 2)
    }

    @Test("an item cannot be disposed on its own: it goes when it leaves its collection")
    func itemsAreNotDisposedDirectly() async {
        let server = await InProcessServer.initialized(catalog: Shelf.catalog())
        let id = await server.createBound("Shelf")
        let item = await books(server, id).first?["id"] ?? .null
        let refused = await server.client.request("viewModel/dispose", ["viewModel": item])
        #expect(refused.errorCode == -32602)
        let still = await server.client.request("viewModel/get", ["viewModel": item])
        #expect(still.result?["viewModel"]?["id"] == item)
    }
}
