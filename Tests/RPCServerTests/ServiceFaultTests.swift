import Apps
import MVVMTesting
import Protocol
import TestSupport
import Testing
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

/// A model-layer service that fails or hangs costs the command one execution, never the session.
@Suite("Failing and hanging model services", .timeLimit(.minutes(5)))
@MainActor
struct ServiceFaultTests {
    let clock = TestClock()
    let uploads: FaultyUploads

    init() {
        uploads = FaultyUploads(clock: clock)
    }

    /// The built-in apps on `uploads`, and on a photo catalog that fails searches for "broken" and
    /// takes a second of the test clock to answer anything else.
    private func server() async -> InProcessServer {
        let services = AppServices(
            player: PlayerServices(uploads: uploads),
            photoCatalog: OfflinePhotoCatalog(
                photoCount: 200, latency: .seconds(1), clock: clock,
                failure: { request in
                    request == .search("broken") ? UploadRefused(message: "the photo service is down") : nil
                }),
            tweetCorpus: OfflineTweetCorpus(),
            clock: clock)
        return await InProcessServer.initialized { _ in
            ViewModelCatalog.builtIn(services: services)
        }
    }

    /// A bound FlickrSearch whose search text is `text`; returns its id.
    private func search(for text: JSONValue, on server: InProcessServer) async -> String {
        let id = await server.createBound("FlickrSearch")
        _ = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "searchText", "value": text])
        return id
    }

    /// Starts `command` as request `requestID` without waiting for its answer, and returns once its
    /// work waits on the test clock.
    private func start(_ command: String, of id: String, as requestID: Int64, on server: InProcessServer) async {
        server.client.send([
            "jsonrpc": "2.0", "id": .integer(requestID), "method": "command/execute",
            "params": ["viewModel": .string(id), "command": .string(command)],
        ])
        await clock.waitForPendingSleeps(atLeast: 1)
    }

    private func executing(_ exchange: Exchange, _ command: String) -> [JSONValue?] {
        exchange.notifications("command/didChange").filter { $0["command"] == .string(command) }.map {
            $0["executing"]
        }
    }

    @Test("an upload that fails answers CommandFailed with the service's message; the next upload works")
    func failingUpload() async {
        let server = await server()
        let id = await server.createBound("Player")
        uploads.behaviour = .fail("disk full")
        let failed = await server.client.request("command/execute", ["viewModel": .string(id), "command": "upload"])
        #expect(failed.errorCode == Int64(ErrorCode.commandFailed.rawValue))
        #expect(failed.error?["data"]?["message"] == "disk full")
        #expect(executing(failed, "upload") == [true, false])
        uploads.behaviour = .store
        let retried = await server.client.request("command/execute", ["viewModel": .string(id), "command": "upload"])
        #expect(retried.result?["output"]?["message"] == "Updated Colin with 100 points")
        #expect(uploads.stored.count == 1)
    }

    @Test("an upload that hangs is cancelled by $/cancelRequest: -32800, executing false, the session goes on")
    func hangingUpload() async {
        let server = await server()
        let id = await server.createBound("Player")
        uploads.behaviour = .hang
        await start("upload", of: id, as: 40, on: server)
        let meanwhile = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "playerName", "value": "Kim"])
        #expect(meanwhile.result?["version"] != nil)
        server.client.notify("$/cancelRequest", ["id": 40])
        let cancelled = await server.client.exchange(until: 40)
        #expect(cancelled.errorCode == -32800)
        #expect(executing(cancelled, "upload") == [false])
        #expect(clock.pendingSleeps == 0)
        #expect(uploads.stored.isEmpty)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result?["viewModel"]?["commands"]?["upload"] == ["enabled": true, "executing": false])
    }

    @Test("a search the photo service fails answers CommandFailed; executing returns to false")
    func failingSearch() async {
        let server = await server()
        let id = await search(for: "broken", on: server)
        await start("executeSearch", of: id, as: 50, on: server)
        await clock.advance(by: .seconds(1))
        let failed = await server.client.exchange(until: 50)
        #expect(failed.errorCode == Int64(ErrorCode.commandFailed.rawValue))
        #expect(failed.error?["data"]?["message"] == "the photo service is down")
        #expect(executing(failed, "executeSearch") == [true, false])
        #expect(!failed.methods.contains("navigation/push"))
    }

    @Test("a search that never answers is cancelled; the next search, answered, pushes its results")
    func hangingSearch() async {
        let server = await server()
        let id = await search(for: "owl paris", on: server)
        await start("executeSearch", of: id, as: 60, on: server)
        server.client.notify("$/cancelRequest", ["id": 60])
        let cancelled = await server.client.exchange(until: 60)
        #expect(cancelled.errorCode == -32800)
        #expect(executing(cancelled, "executeSearch") == [true, false])
        #expect(clock.pendingSleeps == 0)
        await start("executeSearch", of: id, as: 61, on: server)
        await clock.advance(by: .seconds(1))
        let answered = await server.client.exchange(until: 61)
        #expect(answered.result?["output"] != nil)
        #expect(answered.methods.contains("navigation/push"))
    }
}
