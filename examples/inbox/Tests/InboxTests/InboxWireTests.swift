import Inbox
import MVVMTesting
import Protocol
import RPCServer
import Testing

/// The inbox over the wire, as a frontend drives it: through the real server, in process.
@MainActor
@Suite("Inbox over the wire")
struct InboxWireTests {
    private let mail = SampleMail()

    /// A server for inboxes on `mail`, with one inbox created, bound and refreshed once; its id.
    private func inbox() async throws -> (TestServer, String) {
        var catalog = ViewModelCatalog()
        catalog.register(Inbox.self) { [mail] _, frontend in Inbox(service: mail, frontend: frontend) }
        let server = try await TestServer.initialized(catalog: catalog)
        let id = try #require(await server.createBound("Inbox"))
        _ = await server.client.request("command/execute", ["viewModel": .string(id), "command": "refresh"])
        return (server, id)
    }

    private func get(_ id: JSONValue, on server: TestServer) async -> JSONValue? {
        await server.client.request("viewModel/get", ["viewModel": id]).result?["viewModel"]
    }

    private func rows(of id: String, on server: TestServer) async -> [JSONValue] {
        await get(.string(id), on: server)?["collections"]?["messages"]?["items"]?.arrayValue ?? []
    }

    private func set(_ id: JSONValue, _ property: String, _ value: JSONValue, on server: TestServer) async -> Exchange {
        await server.client.request("property/set", ["viewModel": id, "property": .string(property), "value": value])
    }

    @Test("a refresh lists the messages newest first and counts the unread ones; the sync token stays in the server")
    func refresh() async throws {
        let (server, id) = try await inbox()
        #expect(await rows(of: id, on: server).map { $0["properties"]?["sender"] } == ["Alan", "Grace", "Ada"])
        let inbox = await get(.string(id), on: server)
        #expect(inbox?["properties"]?["title"] == "Inbox (2)")
        #expect(inbox?["properties"]?["syncToken"] == nil && inbox?["collections"]?["mail"] == nil)
        let again = await server.client.request("command/execute", ["viewModel": .string(id), "command": "refresh"])
        let inserted = again.notifications("collection/didChange").first?["changes"]?.arrayValue?.first
        #expect(inserted?["op"] == "insert" && inserted?["index"] == 0)
        #expect(again.notifications("property/didChange").contains { $0["value"] == "Inbox (3)" })
    }

    @Test("filtering to 'gr' and back keeps every row's id, and no row is disposed")
    func filterKeepsIDs() async throws {
        let (server, id) = try await inbox()
        let before = await rows(of: id, on: server).map { $0["id"] }
        let narrowed = await set(.string(id), "search", "gr", on: server)
        #expect(await rows(of: id, on: server).map { $0["properties"]?["sender"] } == ["Grace"])
        #expect(narrowed.notifications("viewModel/didDispose").isEmpty)
        let widened = await set(.string(id), "search", "", on: server)
        #expect(widened.notifications("viewModel/didDispose").isEmpty)
        #expect(await rows(of: id, on: server).map { $0["id"] } == before)
        let hidden = await set(.string(id), "unreadOnly", true, on: server)
        #expect(hidden.notifications("collection/didChange").first?["changes"] == [["op": "remove", "index": 0, "count": 1]])
    }

    @Test("markRead updates the row in place and the title")
    func markRead() async throws {
        let (server, id) = try await inbox()
        let ada = try #require(await rows(of: id, on: server).last?["id"])
        _ = await server.client.request("viewModel/bind", ["viewModel": ada])
        let read = await server.client.request("command/execute", ["viewModel": ada, "command": "markRead"])
        #expect(read.notifications("property/didChange").map { $0["value"] }.contains(false))
        #expect(read.notifications("property/didChange").contains { $0["value"] == "Inbox (1)" })
        #expect(await rows(of: id, on: server).last?["id"] == ada)
    }

    @Test("selecting a message opens it and marks it read; selecting it again opens nothing; a reply is sent; going back clears the selection")
    func openAndReply() async throws {
        let (server, id) = try await inbox()
        let grace = try #require(await rows(of: id, on: server)[1]["id"])
        let opened = await set(.string(id), "selected", grace, on: server)
        let detail = try #require(opened.notifications("navigation/push").first?["viewModel"])
        #expect(detail["type"] == "MessageDetail" && detail["properties"]?["body"] == "It was a moth.")
        #expect(opened.notifications("property/didChange").contains { $0["value"] == "Inbox (1)" })
        #expect(await set(.string(id), "selected", grace, on: server).before.isEmpty)

        let detailID = try #require(detail["id"])
        _ = await set(detailID, "replyText", "Found it.", on: server)
        let replied = await server.client.request("command/execute", ["viewModel": detailID, "command": "reply"])
        #expect(replied.error == nil && mail.replies == ["Grace: Found it."])
        let back = await server.client.request("navigation/pop", ["viewModel": detailID])
        #expect(back.notifications("property/didChange").map { $0["property"] } == ["selected"])
    }

    @Test("delete asks first; a frontend that cannot ask deletes, and only then is the row disposed")
    func delete() async throws {
        let (server, id) = try await inbox()
        let ada = try #require(await rows(of: id, on: server).last?["id"])
        let deleted = await server.client.request("command/execute", ["viewModel": ada, "command": "delete"])
        #expect(deleted.result?["output"] == true)
        #expect(deleted.notifications("viewModel/didDispose").map { $0["viewModel"] } == [ada])
        #expect(await rows(of: id, on: server).count == 2)
    }

    @Test("describe says what the selection opens, and who makes a MessageDetail")
    func describe() async throws {
        let (server, _) = try await inbox()
        let described = await server.client.request("viewModel/describe", ["type": "Inbox"])
        let properties = described.result?["types"]?.arrayValue?.first?["properties"]?.arrayValue ?? []
        #expect(properties.first { $0["name"] == "selected" }?["pushes"] == ["MessageDetail"])
        let made = await server.client.request("viewModel/create", ["type": "MessageDetail"])
        #expect(made.error?["data"]?["madeBy"] == ["Inbox"])
    }
}
