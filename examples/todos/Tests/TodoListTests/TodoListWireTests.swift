import MVVMTesting
import Protocol
import RPCServer
import Testing
import TodoList

/// The todo list over the wire, as a frontend drives it: through the real server, in process.
@MainActor
@Suite("TodoList over the wire")
struct TodoListWireTests {
    private func server(claims capabilities: JSONValue? = nil) async throws -> TestServer {
        var catalog = ViewModelCatalog()
        catalog.register(TodoList.self) { _, frontend in TodoList(frontend: frontend) }
        return try await TestServer.initialized(catalog: catalog, capabilities: capabilities)
    }

    /// A list of `titles`, each done; returns the list's id.
    private func done(_ titles: [String], on server: TestServer) async throws -> String {
        let id = try await list(on: server, adding: titles)
        for row in await rows(of: id, on: server) {
            _ = await server.client.request("command/execute", ["viewModel": row["id"]!, "command": "toggle"])
        }
        return id
    }

    /// Creates a list, binds it, adds `titles`; returns the list's id.
    private func list(on server: TestServer, adding titles: [String]) async throws -> String {
        let id = try #require(await server.createBound("TodoList"))
        for title in titles {
            let added = await server.client.request(
                "command/execute", ["viewModel": .string(id), "command": "add", "input": .string(title)])
            #expect(added.result?["output"]?["title"] == .string(title))
        }
        return id
    }

    private func rows(of id: String, on server: TestServer) async -> [JSONValue] {
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        return got.result?["viewModel"]?["collections"]?["items"]?["items"]?.arrayValue ?? []
    }

    @Test("adding todos inserts rows and counts the items left")
    func adding() async throws {
        let server = try await server()
        let id = try await list(on: server, adding: ["milk", "eggs", "bread"])
        let rows = await rows(of: id, on: server)
        #expect(rows.map { $0["properties"]?["title"] } == ["milk", "eggs", "bread"])
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(got.result?["viewModel"]?["properties"]?["itemsLeft"] == "3 items left")
    }

    @Test("a blank title is an invalid value and adds nothing")
    func blankTitle() async throws {
        let server = try await server()
        let id = try await list(on: server, adding: [])
        let refused = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "add", "input": "   "])
        #expect(refused.error?["data"]?["kind"] == "invalidValue")
        #expect(await rows(of: id, on: server).isEmpty)
    }

    @Test("toggle, the active filter and clearCompleted work from the rows; a hidden row keeps its id")
    func toggleFilterClear() async throws {
        let server = try await server()
        let id = try await list(on: server, adding: ["milk", "eggs"])
        let milk = try #require(await rows(of: id, on: server).first?["id"])
        let clearState = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(clearState.result?["viewModel"]?["commands"]?["clearCompleted"]?["enabled"] == false)

        let toggled = await server.client.request("command/execute", ["viewModel": milk, "command": "toggle"])
        #expect(toggled.result?["output"] == true)
        let enabled = toggled.notifications("command/didChange").last
        #expect(enabled?["command"] == "clearCompleted" && enabled?["enabled"] == true)
        #expect(toggled.notifications("property/didChange").contains { $0["value"] == "1 item left" })

        let filtered = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "filter", "value": "active"])
        #expect(filtered.error == nil)
        #expect(await rows(of: id, on: server).map { $0["properties"]?["title"] } == ["eggs"])
        #expect(filtered.notifications("viewModel/didDispose").isEmpty)
        #expect(filtered.notifications("collection/didChange").first?["changes"] == [["op": "remove", "index": 0, "count": 1]])
        let hidden = await server.client.request("viewModel/get", ["viewModel": milk])
        #expect(hidden.result?["viewModel"]?["properties"]?["isCompleted"] == true)

        _ = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "filter", "value": "all"])
        #expect(await rows(of: id, on: server).map { $0["id"] } == [milk, try #require(await rows(of: id, on: server).last?["id"])])
        let cleared = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "clearCompleted"])
        #expect(cleared.result?["output"] == 1)
        #expect(cleared.notifications("viewModel/didDispose").first?["viewModel"] == milk)
        #expect(await rows(of: id, on: server).map { $0["properties"]?["title"] } == ["eggs"])
    }

    @Test("a filter outside the enum is refused with what was expected")
    func badFilter() async throws {
        let server = try await server()
        let id = try await list(on: server, adding: [])
        let refused = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "filter", "value": "done"])
        #expect(refused.error?["data"]?["kind"] == "invalidValue")
        #expect(refused.error?["data"]?["expected"]?["enum"] == ["all", "active", "completed"])
    }

    @Test("selectedItem takes a row's id, refuses the list's own, and is cleared when the row goes")
    func selection() async throws {
        let server = try await server()
        let id = try await list(on: server, adding: ["milk"])
        let row = try #require(await rows(of: id, on: server).first?["id"])
        let selected = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "selectedItem", "value": row])
        #expect(selected.error == nil)
        let wrongType = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "selectedItem", "value": .string(id)])
        #expect(wrongType.error?["data"]?["kind"] == "invalidValue")
        let removed = await server.client.request("command/execute", ["viewModel": row, "command": "remove"])
        #expect(removed.notifications("property/didChange").contains { $0["property"] == "selectedItem" && $0["value"] == .null })
    }

    @Test("describe shows the rows' type, the filter's choices and the selection as a reference")
    func describe() async throws {
        let server = try await server()
        let described = await server.client.request("viewModel/describe")
        let types = described.result?["types"]?.arrayValue ?? []
        #expect(types.compactMap { $0["name"]?.stringValue } == ["TodoList", "TodoItem"])
        let list = try #require(types.first)
        let filter = list["properties"]?.arrayValue?.first { $0["name"] == "filter" }
        #expect(filter?["schema"]?["enum"] == ["all", "active", "completed"])
        let selection = list["properties"]?.arrayValue?.first { $0["name"] == "selectedItem" }
        #expect(selection?["schema"]?["anyOf"]?.arrayValue?.first?["x-viewModelType"] == "TodoItem")
    }

    @Test("clearCompleted asks before deleting more than one todo, and keeps them when told to", arguments: ["Delete", "Keep"])
    func confirmsClearing(button: String) async throws {
        let server = try await server(claims: ["frontendRequests": ["window/showMessageRequest"]])
        let id = try await done(["milk", "eggs", "bread"], on: server)
        server.client.answer("window/showMessageRequest", with: .result(["title": .string(button)]))
        let cleared = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "clearCompleted"])
        #expect(
            cleared.requests.map { $0["params"] } == [
                [
                    "type": 2, "message": "Delete the 3 completed todos?",
                    "actions": [["title": "Delete"], ["title": "Keep"]],
                ]
            ])
        #expect(cleared.result?["output"] == (button == "Delete" ? 3 : 0))
        #expect(await rows(of: id, on: server).count == (button == "Delete" ? 0 : 3))
    }

    @Test("one done todo is cleared without asking, and a frontend that cannot ask clears them all as before")
    func clearsWithoutAsking() async throws {
        let asking = try await server(claims: ["frontendRequests": ["window/showMessageRequest"]])
        let one = try await done(["milk"], on: asking)
        let single = await asking.client.request("command/execute", ["viewModel": .string(one), "command": "clearCompleted"])
        #expect(single.requests.isEmpty && single.result?["output"] == 1)
        let silent = try await server()
        let three = try await done(["milk", "eggs", "bread"], on: silent)
        let all = await silent.client.request("command/execute", ["viewModel": .string(three), "command": "clearCompleted"])
        #expect(all.requests.isEmpty && all.result?["output"] == 3)
    }
}
