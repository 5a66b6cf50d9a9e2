import MVVMTesting
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Rows kept by key, made on demand")
@MainActor
struct KeyedRowTests {
    private func made(_ server: InProcessServer) async -> JSONValue? {
        await server.client.request("viewModel/get", ["viewModel": "vm-1"]).result?["viewModel"]?["properties"]?["rowsMade"]
    }

    private func ids(_ items: JSONValue?) -> [JSONValue?] {
        items?.arrayValue?.map { $0["id"] } ?? []
    }

    @Test("a window makes only its rows, with ids from their keys; rows that leave it are let go of and answer by id again")
    func rowsOnDemand() async throws {
        let server = await InProcessServer.initialized(catalog: Archive.catalog(count: 100))
        let created = await server.client.request(
            "viewModel/create", ["type": "Archive", "windows": ["letters": ["offset": 0, "count": 3]]])
        #expect(ids(created.result?["viewModel"]?["collections"]?["letters"]?["items"]) == ["vm-1.letters.1", "vm-1.letters.2", "vm-1.letters.3"])
        #expect(await made(server) == 3)

        let moved = await server.client.request(
            "collection/window", ["viewModel": "vm-1", "collection": "letters", "offset": 50, "count": 3])
        #expect(ids(moved.result?["items"]) == ["vm-1.letters.51", "vm-1.letters.52", "vm-1.letters.53"])
        #expect(await made(server) == 6)
        let first = await server.client.request("viewModel/get", ["viewModel": "vm-1.letters.1"])
        #expect(first.result?["viewModel"]?["properties"]?["subject"] == "letter 1")
        #expect(await made(server) == 7, "the row let go of is made again from its model")
        let never = await server.client.request("viewModel/get", ["viewModel": "vm-1.letters.99"])
        #expect(never.result?["viewModel"]?["id"] == "vm-1.letters.99", "a key's id answers before any window showed it")
        let unknown = await server.client.request("viewModel/get", ["viewModel": "vm-1.letters.101"])
        #expect(unknown.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
        for wrong in ["vm-1.letters.5.x", "vm-1.letters", "vm-1.", ".letters.5", "vm-1" + String(repeating: ".letters", count: 300)] {
            let answer = await server.client.request("viewModel/get", ["viewModel": .string(wrong)])
            #expect(answer.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue), "\(wrong.prefix(40)) names no row")
        }
    }

    @Test("a row let go of goes on from its version; a key that ends and comes back takes a new id")
    func versionsAndGenerations() async throws {
        let server = await InProcessServer.initialized(catalog: Archive.catalog(count: 10))
        _ = await server.client.request(
            "viewModel/create", ["type": "Archive", "windows": ["letters": ["offset": 0, "count": 2]]])
        _ = await server.client.request("collection/window", ["viewModel": "vm-1", "collection": "letters", "offset": 0, "count": 2])
        let read = await server.client.request("command/execute", ["viewModel": "vm-1.letters.2", "command": "markRead"])
        #expect(read.error == nil)
        let before = await server.client.request("viewModel/get", ["viewModel": "vm-1.letters.2"])
        let version = before.result?["viewModel"]?["version"]?.int64Value ?? -1
        #expect(version > 0)
        let scrolled = await server.client.request(
            "collection/window", ["viewModel": "vm-1", "collection": "letters", "offset": 5, "count": 2])
        #expect(scrolled.notifications("viewModel/didDispose").isEmpty, "letting go of a row announces nothing")
        let madeBefore = await made(server)?.int64Value ?? 0
        let after = await server.client.request("viewModel/get", ["viewModel": "vm-1.letters.2"])
        #expect(await made(server)?.int64Value == madeBefore + 1, "it was let go of and made again")
        #expect(after.result?["viewModel"]?["version"]?.int64Value == version)
        #expect(after.result?["viewModel"]?["properties"]?["isUnread"] == false)

        let discarded = await server.client.request("command/execute", ["viewModel": "vm-1", "command": "discard", "input": 2])
        #expect(discarded.notifications("viewModel/didDispose").map { $0["viewModel"] } == ["vm-1.letters.2"])
        _ = await server.client.request("command/execute", ["viewModel": "vm-1", "command": "add", "input": 2])
        let gone = await server.client.request("viewModel/get", ["viewModel": "vm-1.letters.2"])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue), "an id is never reused")
        let back = await server.client.request(
            "collection/window", ["viewModel": "vm-1", "collection": "letters", "offset": 9, "count": 1])
        #expect(ids(back.result?["items"]) == ["vm-1.letters.2~2"])
        #expect(back.result?["items"]?.arrayValue?.first?["properties"]?["subject"] == "letter 2 again")
    }

    @Test("a bound row stays made when it leaves the window, and is let go of once unbound")
    func boundRowsStay() async throws {
        let server = await InProcessServer.initialized(catalog: Archive.catalog(count: 10))
        _ = await server.client.request(
            "viewModel/create", ["type": "Archive", "windows": ["letters": ["offset": 0, "count": 2]]])
        _ = await server.client.request("viewModel/bind", ["viewModel": "vm-1.letters.1"])
        _ = await server.client.request("collection/window", ["viewModel": "vm-1", "collection": "letters", "offset": 5, "count": 2])
        let madeBefore = await made(server)?.int64Value ?? 0
        let read = await server.client.request("command/execute", ["viewModel": "vm-1.letters.1", "command": "markRead"])
        #expect(read.notifications("property/didChange").map { $0["property"] } == ["isUnread"])
        #expect(await made(server)?.int64Value == madeBefore, "the bound row was kept")
        _ = await server.client.request("viewModel/unbind", ["viewModel": "vm-1.letters.1"])
        _ = await server.client.request("viewModel/get", ["viewModel": "vm-1.letters.1"])
        #expect(await made(server)?.int64Value == madeBefore + 1, "unbound, it was let go of and made again")
    }
}
