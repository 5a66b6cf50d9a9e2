import MVVMTesting
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Navigation driven by the view model")
@MainActor
struct NavigationTests {
    private func execute(_ server: InProcessServer, _ viewModel: String, _ command: String) async -> Exchange {
        await server.client.request("command/execute", ["viewModel": .string(viewModel), "command": .string(command)])
    }

    @Test(
        "a push is announced with the new view model's snapshot, between executing true and false, before the response")
    func pushIsAnnounced() async {
        let server = await InProcessServer.initialized(catalog: Screen.catalog())
        let root = await server.createBound("Screen")
        let exchange = await execute(server, root, "open")
        #expect(exchange.result == ["output": .null])
        #expect(exchange.methods == ["command/didChange", "navigation/push", "command/didChange"])
        let push = exchange.notifications("navigation/push").first
        #expect(push?["from"] == .string(root))
        #expect(push?["viewModel"]?["type"] == "Screen")
        #expect(push?["viewModel"]?["properties"] == ["title": "root/child"])
        let child = push?["viewModel"]?["id"]?.stringValue ?? ""
        let got = await server.client.request("viewModel/get", ["viewModel": .string(child)])
        #expect(got.result?["viewModel"]?["id"] == .string(child))
    }

    @Test("navigation/pop disposes the pushed view model; a created one cannot be popped")
    func popDisposes() async {
        let server = await InProcessServer.initialized(catalog: Screen.catalog())
        let root = await server.createBound("Screen")
        let child =
            await execute(server, root, "open").notifications("navigation/push").first?["viewModel"]?["id"] ?? .null
        let popped = await server.client.request("navigation/pop", ["viewModel": child])
        #expect(popped.result == [:])
        #expect(popped.before.isEmpty)
        let gone = await server.client.request("viewModel/get", ["viewModel": child])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
        let refused = await server.client.request("navigation/pop", ["viewModel": .string(root)])
        #expect(refused.errorCode == -32602)
        let still = await server.client.request("viewModel/get", ["viewModel": .string(root)])
        #expect(still.result?["viewModel"]?["id"] == .string(root))
    }

    @Test("a screen the view-model layer closes is announced with didPop, then didDispose")
    func closeIsAnnounced() async {
        let server = await InProcessServer.initialized(catalog: Screen.catalog())
        let root = await server.createBound("Screen")
        let child =
            await execute(server, root, "open").notifications("navigation/push").first?["viewModel"]?["id"]?.stringValue
            ?? ""
        let closed = await execute(server, child, "closeSelf")
        let lifecycle = closed.before.filter {
            $0["method"] == "navigation/didPop" || $0["method"] == "viewModel/didDispose"
        }
        #expect(lifecycle.map { $0["method"] } == ["navigation/didPop", "viewModel/didDispose"])
        #expect(lifecycle.allSatisfy { $0["params"]?["viewModel"] == .string(child) })
        #expect(closed.response != nil)
    }

    @Test("disposing a presenter disposes what it pushed, announcing each with didDispose")
    func disposeTakesPushedScreens() async {
        let server = await InProcessServer.initialized(catalog: Screen.catalog())
        let root = await server.createBound("Screen")
        let child =
            await execute(server, root, "open").notifications("navigation/push").first?["viewModel"]?["id"]?.stringValue
            ?? ""
        let grandchild =
            await execute(server, child, "open").notifications("navigation/push").first?["viewModel"]?["id"]?
            .stringValue ?? ""
        let disposed = await server.client.request("viewModel/dispose", ["viewModel": .string(root)])
        #expect(disposed.result == [:])
        #expect(
            disposed.notifications("viewModel/didDispose").map { $0["viewModel"] } == [
                .string(grandchild), .string(child),
            ])
        for id in [root, child, grandchild] {
            let gone = await server.client.request("viewModel/get", ["viewModel": .string(id)])
            #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
        }
    }
}
