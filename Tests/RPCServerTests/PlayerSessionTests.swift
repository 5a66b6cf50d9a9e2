import Apps
import MVVMTesting
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Player over the wire")
@MainActor
struct PlayerSessionTests {
    @Test("bind answers the current values and version")
    func bindAnswersCurrentValues() async {
        let server = await InProcessServer.initialized()
        let created = await server.client.request("viewModel/create", ["type": "Player"])
        let snapshot = created.result?["viewModel"]
        #expect(snapshot?["type"] == "Player")
        #expect(snapshot?["properties"]?["playerName"] == "Colin")
        #expect(snapshot?["properties"]?["points"]?.doubleValue == 100)
        #expect(snapshot?["commands"]?["upload"] == ["enabled": true, "executing": false])
        let id = snapshot?["id"] ?? .null
        let bound = await server.client.request(
            "viewModel/bind", ["viewModel": id, "properties": ["points", "isValid"]])
        #expect(bound.result?["properties"] == ["points": 100, "isValid": true])
        #expect(bound.result?["version"] == snapshot?["version"])
        #expect(bound.before.isEmpty)
    }

    @Test("a set that leaves the value as sent is not echoed; its effects are")
    func setIsNotEchoed() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        let named = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "playerName", "value": "Ada"])
        #expect(named.notifications("property/didChange").isEmpty)
        let pointed = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "points", "value": 150])
        let changes = pointed.notifications("property/didChange")
        #expect(!changes.contains { $0["property"] == "points" })
        #expect(changes.contains { $0["property"] == "pointUpdatesLeft" && $0["value"] == 9 })
        #expect(pointed.result?["version"]?.int64Value == changes.last?["version"]?.int64Value)
    }

    @Test(
        "points are accepted however the number is spelled, and written back without a fraction when whole",
        arguments: ["150", "150.0", "1.5e2", "150.00"])
    func numberSpellings(points: String) async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        server.client.sendRaw(
            Array(
                (#"{"jsonrpc":"2.0","id":"set","method":"property/set","#
                    + #""params":{"viewModel":"\#(id)","property":"points","value":\#(points)}}"#).utf8) + [0x0A])
        #expect(await server.client.exchange(until: "set").error == nil)
        let stepped = await server.client.request("command/execute", ["viewModel": .string(id), "command": "stepUp"])
        #expect(stepped.notifications("property/didChange").first { $0["property"] == "points" }?["value"] == 151)
        #expect(stepped.result?["output"] == 151)
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(got.result?["viewModel"]?["properties"]?["points"] == 151)
        #expect(got.result?["viewModel"]?["properties"]?["stepAmount"] == 1)
    }

    /// The decoder reads a set's params typed only when the method comes first and they hold the three
    /// members alone; the session must answer the other shapes the same way.
    @Test(
        "a set is answered the same whether its params were read typed or as JSON",
        arguments: [
            #""method":"property/set","params":{"viewModel":"vm-1","property":"points","value":150}"#,
            #""params":{"viewModel":"vm-1","property":"points","value":150},"method":"property/set""#,
            #""method":"property/set","params":{"viewModel":"vm-1","property":"points","value":150,"note":1}"#,
        ])
    func setParamsShapes(members: String) async throws {
        let server = await InProcessServer.initialized()
        #expect(await server.createBound("Player") == "vm-1")
        server.client.sendRaw(Array(#"{"jsonrpc":"2.0","id":"set",\#(members)}"#.utf8) + [0x0A])
        let exchange = await server.client.exchange(until: "set")
        #expect(exchange.error == nil)
        let changes = exchange.notifications("property/didChange")
        #expect(changes.map { $0["property"] } == ["pointUpdatesLeft"])
        #expect(changes.first?["value"] == 9)
        #expect(try #require(exchange.result?["version"]?.int64Value) == changes.last?["version"]?.int64Value)
        let refused = await server.client.request(
            "property/set", ["viewModel": "vm-1", "property": "points", "value": "many"])
        #expect(refused.errorCode == Int64(ErrorCode.invalidValue.rawValue))
    }

    @Test("a forbidden name raises the event and resets the name, both notified in order before the response")
    func forbiddenNameResets() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        let exchange = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "playerName", "value": "dag nabbit"])
        let names = exchange.notifications("property/didChange").filter { $0["property"] == "playerName" }
        #expect(names.map { $0["value"] } == ["dag nabbit", ""])
        let events = exchange.notifications("viewModel/event")
        #expect(events == [["viewModel": .string(id), "event": "forbiddenName", "payload": ["name": "dag nabbit"]]])
        let eventIndex = exchange.before.firstIndex { $0["method"] == "viewModel/event" }
        let resetIndex = exchange.before.firstIndex { $0["params"]?["value"] == "" }
        #expect(eventIndex != nil && resetIndex != nil && eventIndex! < resetIndex!)
        let versions = exchange.before.compactMap { $0["params"]?["version"]?.int64Value }
        #expect(versions == versions.sorted() && Set(versions).count == versions.count)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result?["viewModel"]?["properties"]?["playerName"] == "")
        #expect(after.result?["viewModel"]?["properties"]?["isValid"] == false)
    }

    @Test("upload: executing true, the uploaded event, executing false, then the response")
    func uploadOrdering() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        let exchange = await server.client.request("command/execute", ["viewModel": .string(id), "command": "upload"])
        #expect(exchange.result == ["output": ["message": "Updated Colin with 100 points"]])
        let upload = exchange.before.filter { $0["params"]?["command"] == "upload" }.compactMap {
            $0["params"]?["executing"]
        }
        #expect(upload.first == true && upload.last == false)
        let methods = exchange.methods
        let event = methods.firstIndex(of: "viewModel/event")
        let started = exchange.before.firstIndex {
            $0["params"]?["command"] == "upload" && $0["params"]?["executing"] == true
        }
        let ended = exchange.before.lastIndex {
            $0["params"]?["command"] == "upload" && $0["params"]?["executing"] == false
        }
        #expect(started! < event! && event! < ended!)
    }

    @Test("a client that applies every notification in order matches viewModel/get")
    func notificationsReproduceState() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        let bound = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        var mirror = bound.result?["viewModel"]?["properties"]?.objectValue ?? [:]
        var version = bound.result?["viewModel"]?["version"]?.int64Value ?? 0
        func apply(_ exchange: Exchange) {
            for change in exchange.notifications("property/didChange") {
                let changeVersion = change["version"]?.int64Value ?? 0
                #expect(changeVersion > version)
                version = changeVersion
                mirror[change["property"]?.stringValue ?? ""] = change["value"]
            }
        }
        let edits: [(String, JSONValue)] = [
            ("playerName", "darn"), ("points", 300), ("stepAmount", 7), ("playerName", "Lin"),
        ]
        for (property, value) in edits {
            let exchange = await server.client.request(
                "property/set", ["viewModel": .string(id), "property": .string(property), "value": value])
            #expect(exchange.error == nil)
            // Whole points come back without a fraction, as the client wrote them.
            mirror[property] = value
            apply(exchange)
        }
        apply(await server.client.request("command/execute", ["viewModel": .string(id), "command": "stepUp"]))
        let final = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(final.result?["viewModel"]?["properties"] == .object(mirror))
    }

    @Test(
        "values of the wrong type are InvalidValue and change nothing",
        arguments: [
            JSONValue.bool(true), "150", .null, ["value": 1], [150],
        ])
    func wrongTypeIsInvalidValue(value: JSONValue) async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        let exchange = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "points", "value": value])
        #expect(exchange.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        #expect(exchange.error?["data"]?["kind"] == "invalidValue")
        #expect(exchange.before.isEmpty)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result?["viewModel"]?["properties"]?["points"]?.doubleValue == 100)
    }
}
