import Apps
import Protocol
import TestSupport
import Testing
import ViewModels

@testable import RPCServer

@Suite("Cancellation is real and quiet")
@MainActor
struct CancellationTests {
    /// A Sleeper whose `command` is running as request `id`, waiting on `clock`.
    private func running(_ command: String, id: Int64, of type: String = "Sleeper") async -> (
        server: InProcessServer, clock: TestClock, viewModel: String
    ) {
        let clock = TestClock()
        let server = await InProcessServer.initialized(catalog: Sleeper.catalog(clock: clock, forgetful: true))
        let viewModel = await server.createBound(type)
        execute(server, viewModel, command, id: id)
        await clock.waitForPendingSleeps(atLeast: 1)
        return (server, clock, viewModel)
    }

    private func execute(_ server: InProcessServer, _ viewModel: String, _ command: String, id: Int64) {
        server.client.send([
            "jsonrpc": "2.0", "id": .integer(id), "method": "command/execute",
            "params": ["viewModel": .string(viewModel), "command": .string(command)],
        ])
    }

    @Test("cancelling a running execution answers RequestCancelled once, executing returns to false")
    func cancelRunning() async {
        let (server, clock, id) = await running("wait", id: 50)
        server.client.notify("$/cancelRequest", ["id": 50])
        let exchange = await server.client.exchange(until: 50)
        #expect(exchange.errorCode == -32800)
        #expect(exchange.error?["data"]?["kind"] == "requestCancelled")
        let states = exchange.notifications("command/didChange").map { $0["executing"] }
        #expect(states == [true, false])
        #expect(clock.pendingSleeps == 0)
        let again = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(again.before.isEmpty)
        #expect(again.result?["viewModel"]?["commands"]?["wait"] == ["enabled": true, "executing": false])
    }

    @Test(
        "$/cancelRequest finds a request whose number id has no Int64 form by the same text",
        arguments: ["123456789012345678901234567890", "1.50", "-0"])
    func cancelByText(id: String) async throws {
        let clock = TestClock()
        let server = await InProcessServer.initialized(catalog: Sleeper.catalog(clock: clock))
        let viewModel = await server.createBound("Sleeper")
        server.client.sendRaw(
            Array(
                (#"{"jsonrpc":"2.0","id":\#(id),"method":"command/execute","#
                    + #""params":{"viewModel":"\#(viewModel)","command":"wait"}}"#).utf8) + [0x0A])
        await clock.waitForPendingSleeps(atLeast: 1)
        server.client.sendRaw(
            Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":\#(id)}}"#.utf8) + [0x0A])
        let sentID = try #require(try JSONParser.parse(#"{"id":\#(id)}"#)["id"])
        let cancelled = await server.client.exchange(until: sentID)
        #expect(cancelled.errorCode == -32800)
        #expect(cancelled.response?["id"].map { JSONWriter.string($0) } == id)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("cancelling a request that was already answered changes nothing and sends nothing")
    func cancelAnswered() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        let answered = await server.client.request("command/execute", ["viewModel": .string(id), "command": "stepUp"])
        #expect(answered.result?["output"] == 101)
        server.client.notify("$/cancelRequest", ["id": 4])
        server.client.notify("$/cancelRequest", ["id": "never-sent"])
        let next = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(next.before.isEmpty)
        #expect(next.result?["viewModel"]?["properties"]?["points"] == 101)
    }

    @Test("a latest-policy command cancels the running execution when run again")
    func latestCancelsPrevious() async {
        let (server, clock, id) = await running("waitLatest", id: 60)
        execute(server, id, "waitLatest", id: 61)
        let first = await server.client.exchange(until: 60)
        #expect(first.errorCode == -32800)
        server.client.notify("$/cancelRequest", ["id": 61])
        let second = await server.client.exchange(until: 61)
        #expect(second.errorCode == -32800)
        #expect(clock.pendingSleeps == 0)
    }

    @Test(
        "disposing a view model cancels its running executions, whatever its own dispose() does",
        arguments: ["Sleeper", "ForgetfulSleeper"])
    func disposeCancels(type: String) async {
        let (server, clock, id) = await running("wait", id: 70, of: type)
        let disposed = await server.client.request("viewModel/dispose", ["viewModel": .string(id)])
        #expect(disposed.result == [:])
        let cancelled = await server.client.exchange(until: 70)
        #expect(cancelled.errorCode == -32800)
        #expect(clock.pendingSleeps == 0)
        let gone = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
    }

    @Test("executing a serial command while it runs answers CommandDisabled")
    func serialRefusesOverlap() async {
        let (server, clock, id) = await running("wait", id: 80)
        let refused = await server.client.request("command/execute", ["viewModel": .string(id), "command": "wait"])
        #expect(refused.errorCode == Int64(ErrorCode.commandDisabled.rawValue))
        server.client.notify("$/cancelRequest", ["id": 80])
        #expect(await server.client.exchange(until: 80).errorCode == -32800)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("an execution inside a batch can be cancelled, and the batch still answers every element")
    func cancelInBatch() async {
        let clock = TestClock()
        let server = await InProcessServer.initialized(catalog: Sleeper.catalog(clock: clock))
        let id = await server.createBound("Sleeper")
        let execute: JSONValue = [
            "jsonrpc": "2.0", "id": 90, "method": "command/execute",
            "params": ["viewModel": .string(id), "command": "wait"],
        ]
        let describe: JSONValue = ["jsonrpc": "2.0", "id": 91, "method": "viewModel/describe"]
        server.client.send([execute, describe])
        await clock.waitForPendingSleeps(atLeast: 1)
        server.client.notify("$/cancelRequest", ["id": 90])
        var batch: JSONValue?
        while let message = await server.client.next() {
            if message.arrayValue != nil {
                batch = message
                break
            }
        }
        #expect(batch?.arrayValue?.map { $0["id"] } == [90, 91])
        #expect(batch?.arrayValue?.first?["error"]?["code"] == -32800)
        #expect(batch?.arrayValue?.last?["result"]?["types"]?.arrayValue?.count == 1)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("in sequential mode a request waits for the running execution; a cancel does not")
    func sequentialWaits() async {
        let clock = TestClock()
        let server = await InProcessServer.initialized(sequential: true, catalog: Sleeper.catalog(clock: clock))
        let id = await server.createBound("Sleeper")
        execute(server, id, "wait", id: 95)
        await clock.waitForPendingSleeps(atLeast: 1)
        server.client.send([
            "jsonrpc": "2.0", "id": 96, "method": "viewModel/get", "params": ["viewModel": .string(id)],
        ])
        server.client.notify("$/cancelRequest", ["id": 95])
        let exchange = await server.client.exchange(until: 96)
        #expect(exchange.before.compactMap { $0["id"] } == [95])
        #expect(exchange.result?["viewModel"]?["commands"]?["wait"] == ["enabled": true, "executing": false])
    }
}
