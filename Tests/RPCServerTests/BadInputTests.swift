import Foundation
import Protocol
import TestSupport
import Testing

@testable import RPCServer

/// One malformed or invalid message and the error it must get.
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    /// The line sent; `$VM` stands for the id of a live Player.
    var line: String
    var code: ErrorCode
    var kind: String
    /// False where no id can be recovered, so the error answers with id null.
    var answersWithID = false

    var testDescription: String { name }

    /// The id the error must carry: the request's own where it could be read, else null.
    var expectedID: JSONValue {
        guard answersWithID, let parsed = try? JSONParser.parse(line) else { return .null }
        return parsed["id"] ?? .null
    }

    var bytes: (String) -> [UInt8] {
        { id in Array(line.replacingOccurrences(of: "$VM", with: id).utf8) + [0x0A] }
    }
}

/// Reads `"$VM"` for the id of the view model under test.
private func call(_ method: String, _ params: String) -> String {
    #"{"jsonrpc":"2.0","id":7,"method":"\#(method)","params":\#(params)}"#
}

extension BadInput {
    static let catalog: [BadInput] = [
        BadInput(name: "truncated JSON", line: #"{"jsonrpc":"2.0","id":1,"#, code: .parseError, kind: "parseError"),
        BadInput(name: "trailing garbage", line: #"{"jsonrpc":"2.0","id":1,"method":"x"} x"#, code: .parseError, kind: "parseError"),
        BadInput(name: "single quotes", line: "{'jsonrpc':'2.0'}", code: .parseError, kind: "parseError"),
        BadInput(name: "not an object", line: "42", code: .invalidRequest, kind: "invalidRequest"),
        BadInput(name: "missing jsonrpc", line: #"{"id":1,"method":"viewModel/get"}"#, code: .invalidRequest, kind: "invalidRequest", answersWithID: true),
        BadInput(name: "wrong jsonrpc version", line: #"{"jsonrpc":"1.0","id":1,"method":"viewModel/get"}"#, code: .invalidRequest, kind: "invalidRequest", answersWithID: true),
        BadInput(name: "method not a string", line: #"{"jsonrpc":"2.0","id":1,"method":5}"#, code: .invalidRequest, kind: "invalidRequest", answersWithID: true),
        BadInput(name: "id is an object", line: #"{"jsonrpc":"2.0","id":{},"method":"viewModel/get"}"#, code: .invalidRequest, kind: "invalidRequest"),
        BadInput(name: "id is a boolean", line: #"{"jsonrpc":"2.0","id":true,"method":"viewModel/get"}"#, code: .invalidRequest, kind: "invalidRequest"),
        BadInput(name: "params is a string", line: #"{"jsonrpc":"2.0","id":1,"method":"viewModel/get","params":"vm-1"}"#, code: .invalidRequest, kind: "invalidRequest", answersWithID: true),
        BadInput(name: "empty batch", line: "[]", code: .invalidRequest, kind: "invalidRequest"),
        BadInput(name: "unknown method", line: call("viewModel/frobnicate", "{}"), code: .methodNotFound, kind: "methodNotFound", answersWithID: true),
        BadInput(name: "reserved rpc. method", line: call("rpc.discover", "{}"), code: .methodNotFound, kind: "methodNotFound", answersWithID: true),
        BadInput(name: "second initialize", line: call("initialize", #"{"protocolVersion":"1.0"}"#), code: .invalidRequest, kind: "invalidRequest", answersWithID: true),
        BadInput(name: "unknown view model", line: call("viewModel/get", #"{"viewModel":"vm-999"}"#), code: .viewModelNotFound, kind: "viewModelNotFound", answersWithID: true),
        BadInput(name: "unknown type", line: call("viewModel/create", #"{"type":"Spaceship"}"#), code: .typeNotFound, kind: "typeNotFound", answersWithID: true),
        BadInput(name: "unknown create argument", line: call("viewModel/create", #"{"type":"Player","arguments":{"colour":"red"}}"#), code: .invalidParams, kind: "invalidParams", answersWithID: true),
        BadInput(name: "unknown property", line: call("property/set", #"{"viewModel":"$VM","property":"score","value":1}"#), code: .memberNotFound, kind: "memberNotFound", answersWithID: true),
        BadInput(name: "read-only property", line: call("property/set", #"{"viewModel":"$VM","property":"isValid","value":false}"#), code: .readOnlyProperty, kind: "readOnlyProperty", answersWithID: true),
        BadInput(name: "wrong value type", line: call("property/set", #"{"viewModel":"$VM","property":"points","value":"150"}"#), code: .invalidValue, kind: "invalidValue", answersWithID: true),
        BadInput(name: "number out of Double's range", line: call("property/set", #"{"viewModel":"$VM","property":"points","value":1e400}"#), code: .invalidValue, kind: "invalidValue", answersWithID: true),
        BadInput(name: "points above maxPoints", line: call("property/set", #"{"viewModel":"$VM","property":"points","value":20000}"#), code: .invalidValue, kind: "invalidValue", answersWithID: true),
        BadInput(name: "missing value", line: call("property/set", #"{"viewModel":"$VM","property":"points"}"#), code: .invalidParams, kind: "invalidParams", answersWithID: true),
        BadInput(name: "view model id not a string", line: call("viewModel/get", #"{"viewModel":1}"#), code: .invalidParams, kind: "invalidParams", answersWithID: true),
        BadInput(name: "unknown command", line: call("command/execute", #"{"viewModel":"$VM","command":"launch"}"#), code: .memberNotFound, kind: "memberNotFound", answersWithID: true),
        BadInput(name: "command input of the wrong type", line: call("command/execute", #"{"viewModel":"$VM","command":"stepUp","input":[1]}"#), code: .invalidValue, kind: "invalidValue", answersWithID: true),
        BadInput(name: "bind of an unknown property", line: call("viewModel/bind", #"{"viewModel":"$VM","properties":["score"]}"#), code: .memberNotFound, kind: "memberNotFound", answersWithID: true),
        BadInput(name: "nesting deeper than the limit", line: String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000), code: .parseError, kind: "tooDeep"),
        BadInput(name: "invalid UTF-8 escape sequence", line: #"{"jsonrpc":"2.0","id":1,"method":"\ud800"}"#, code: .parseError, kind: "parseError"),
    ]
}

@Suite("Bad input never kills the session and never changes state")
@MainActor
struct BadInputTests {

    @Test("each bad message gets its error and the next request sees unchanged state", arguments: BadInput.catalog)
    func badInputIsAnswered(input: BadInput) async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        let before = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        server.client.sendRaw(input.bytes(id))
        let answer = await server.client.next()
        #expect(answer?["error"]?["code"]?.int64Value == Int64(input.code.rawValue), "\(String(describing: answer))")
        #expect(answer?["error"]?["data"]?["kind"]?.stringValue == input.kind)
        #expect(answer?["id"] == input.expectedID)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.before.isEmpty)
        #expect(after.result == before.result)
    }

    @Test("bytes that are not UTF-8 are a parse error")
    func invalidUTF8() async {
        let server = await InProcessServer.initialized()
        server.client.sendRaw(Array(#"{"jsonrpc":"2.0","id":1,"method":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8) + [0x0A])
        let answer = await server.client.next()
        #expect(answer?["error"]?["code"] == -32700)
        let next = await server.client.request("viewModel/describe", ["type": "Player"])
        #expect(next.result?["types"]?.arrayValue?.count == 1)
    }

    @Test("a message over --max-message-bytes is refused unread and the session goes on")
    func oversizedMessage() async {
        let server = InProcessServer(maxMessageBytes: 1024)
        server.client.sendRaw(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"pad":""#.utf8)
            + [UInt8](repeating: 0x61, count: 5000) + Array(#""}}"#.utf8) + [0x0A])
        let refused = await server.client.next()
        #expect(refused?["error"]?["code"] == -32600)
        #expect(refused?["error"]?["data"]?["kind"] == "messageTooLarge")
        #expect(refused?["id"] == .null)
        let initialized = await server.client.request("initialize", ["protocolVersion": "1.0"])
        #expect(initialized.result?["protocolVersion"] == "1.0")
    }

    @Test("a batch answers each element in order, errors included")
    func mixedBatch() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        server.client.sendRaw(Array(("[" + call("viewModel/get", #"{"viewModel":"\#(id)"}"#) + ",1,"
            + #"{"jsonrpc":"2.0","method":"initialized"}"# + "," + call("nope", "{}") + "]\n").utf8))
        let answer = await server.client.next()
        let elements = answer?.arrayValue ?? []
        #expect(elements.count == 3)
        #expect(elements.first?["result"]?["viewModel"]?["id"] == .string(id))
        #expect(elements.dropFirst().first?["error"]?["code"] == -32600)
        #expect(elements.last?["error"]?["code"] == -32601)
    }

    @Test("a disabled command answers CommandDisabled and changes nothing")
    func disabledCommand() async {
        let server = await InProcessServer.initialized()
        let id = await server.createBound("Player")
        _ = await server.client.request("property/set", ["viewModel": .string(id), "property": "playerName", "value": ""])
        let before = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        let refused = await server.client.request("command/execute", ["viewModel": .string(id), "command": "upload"])
        #expect(refused.errorCode == Int64(ErrorCode.commandDisabled.rawValue))
        #expect(refused.error?["data"]?["kind"] == "commandDisabled")
        #expect(refused.before.isEmpty)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result == before.result)
    }
}
