import Apps
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Lifecycle, as LSP has it")
@MainActor
struct LifecycleTests {
    @Test("requests before initialize get ServerNotInitialized; notifications are ignored")
    func beforeInitialize() async {
        let server = InProcessServer()
        server.client.notify("initialized")
        let early = await server.client.request("viewModel/create", ["type": "Player"])
        #expect(early.errorCode == -32002)
        #expect(early.error?["data"]?["kind"] == "serverNotInitialized")
        let initialized = await server.client.request(
            "initialize", ["protocolVersion": "1.0", "clientInfo": ["name": "tests"]])
        let result = initialized.result
        #expect(result?["protocolVersion"] == "1.0")
        #expect(result?["serverInfo"]?["name"] == "mvvm-server")
        #expect(result?["viewModelTypes"]?.arrayValue?.contains("Player") == true)
    }

    @Test("an unsupported protocol version is refused with the versions the server speaks")
    func unsupportedVersion() async {
        let server = InProcessServer()
        let refused = await server.client.request("initialize", ["protocolVersion": "9.9"])
        #expect(refused.errorCode == -32602)
        #expect(refused.error?["data"]?["supported"] == ["1.0"])
        let accepted = await server.client.request("initialize", ["protocolVersion": "1.0"])
        #expect(accepted.result?["protocolVersion"] == "1.0")
    }

    @Test("after shutdown every request is refused, and exit ends with status 0")
    func shutdownThenExit() async {
        let server = await InProcessServer.initialized()
        let shutdown = await server.client.request("shutdown")
        #expect(shutdown.result == .null)
        let refused = await server.client.request("viewModel/describe")
        #expect(refused.errorCode == -32600)
        server.client.notify("exit")
        #expect(await server.status.value == 0)
        #expect(await server.client.next() == nil)
    }

    @Test(
        "shutdown and exit with params null, as Emacs's jsonrpc.el sends them: null, no reply to exit, status 0",
        .timeLimit(.minutes(5)))
    func nullParamsShutdownAndExit() async {
        let server = await InProcessServer.initialized()
        server.client.sendRaw(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#.utf8) + [0x0A])
        let shutdown = await server.client.exchange(until: 2)
        #expect(shutdown.response?["error"] == nil)
        #expect(shutdown.result == .null)
        server.client.sendRaw(Array(#"{"jsonrpc":"2.0","method":"exit","params":null}"#.utf8) + [0x0A])
        let reply = await server.client.next()
        #expect(reply == nil, "exit is a notification: nothing answers it, and the output ends")
        guard reply == nil else { return }
        #expect(await server.status.value == 0)
    }

    @Test(
        "every request answers params null exactly as omitted params",
        arguments: MethodRegistry.requests.filter { $0 != ShutdownRequest.method })
    func nullParamsAreOmitted(method: String) async {
        let server = await InProcessServer.initialized()
        let omitted = await server.client.request(method)
        server.client.sendRaw(
            Array(#"{"jsonrpc":"2.0","id":"params-null","method":"\#(method)","params":null}"#.utf8) + [0x0A])
        let withNull = await server.client.exchange(until: "params-null")
        #expect(withNull.response != nil)
        #expect(withNull.result == omitted.result)
        #expect(withNull.error == omitted.error)
    }

    @Test("exit without shutdown ends with status 1")
    func exitWithoutShutdown() async {
        let server = await InProcessServer.initialized()
        server.client.notify("exit")
        #expect(await server.status.value == 1)
    }

    @Test("end of input ends the session: status 0 after shutdown, 1 otherwise", arguments: [true, false])
    func endOfInput(shutDownFirst: Bool) async {
        let server = await InProcessServer.initialized()
        if shutDownFirst { _ = await server.client.request("shutdown") }
        server.client.closeInput()
        #expect(await server.status.value == (shutDownFirst ? 0 : 1))
    }

    @Test("end of input waits for a running command's response")
    func endOfInputDrains() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        server.client.send([
            "jsonrpc": "2.0", "id": 99, "method": "command/execute",
            "params": ["viewModel": .string(id), "command": "upload"],
        ])
        server.client.closeInput()
        let exchange = await server.client.exchange(until: 99)
        #expect(exchange.result?["output"]?["message"] == "Updated Colin with 100 points")
        #expect(await server.status.value == 1)
    }

    @Test(
        "string and number ids are echoed exactly",
        arguments: [JSONValue.string("abc-1"), .integer(-5), .integer(9_007_199_254_740_993), .string("")])
    func idsAreEchoed(id: JSONValue) async {
        let server = await InProcessServer.initialized()
        server.client.send(["jsonrpc": "2.0", "id": id, "method": "viewModel/describe", "params": ["type": "Player"]])
        let exchange = await server.client.exchange(until: id)
        #expect(exchange.response?["id"] == id)
    }

    @Test(
        "a number id comes back with exactly the JSON text it was sent with",
        arguments: ["123456789012345678901234567890", "-0", "1.5", "1.50", "1E2", "-9223372036854775809", "5e-324"])
    func numberIDsKeepTheirText(id: String) async {
        let server = await InProcessServer.initialized()
        let line = #"{"jsonrpc":"2.0","id":\#(id),"method":"viewModel/describe","params":{"type":"Player"}}"#
        server.client.sendRaw(Array(line.utf8) + [0x0A])
        let answer = await server.client.next()
        #expect(answer?["result"]?["types"] != nil)
        #expect(answer?["id"].map { JSONWriter.string($0) } == id)
    }

    @Test("a request whose params are all optional may omit them")
    func omittedParams() async {
        let server = await InProcessServer.initialized()
        let described = await server.client.request("viewModel/describe")
        #expect(described.result?["types"]?.arrayValue?.map { $0["name"] }.contains("Player") == true)
    }
}
