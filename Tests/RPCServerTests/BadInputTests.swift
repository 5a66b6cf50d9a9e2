import Apps
import Foundation
import Protocol
@testable import ServerTools
import TestSupport
import Testing

@testable import RPCServer

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

    @Test(
        "an id the host never writes names no view model, whatever number it spells",
        arguments: ["vm-01", "vm-+1", "vm--1", "vm-1x", "vm-1 ", " vm-1", "VM-1", "vm-", "vm", "vm-0", "vm-١",
            "vm-99999999999999999999"])
    func nonCanonicalIDs(id: String) async {
        let server = await InProcessServer.initialized()
        let hosted = await server.createBound("Player")
        #expect(hosted == "vm-1")
        let answer = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(answer.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
        let canonical = await server.client.request("viewModel/get", ["viewModel": "vm-1"])
        #expect(canonical.result?["viewModel"]?["id"] == "vm-1")
    }

    @Test("bytes that are not UTF-8 are a parse error")
    func invalidUTF8() async {
        let server = await InProcessServer.initialized()
        server.client.sendRaw(
            Array(#"{"jsonrpc":"2.0","id":1,"method":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8) + [0x0A])
        let answer = await server.client.next()
        #expect(answer?["error"]?["code"] == -32700)
        let next = await server.client.request("viewModel/describe", ["type": "Player"])
        #expect(next.result?["types"]?.arrayValue?.count == 1)
    }

    @Test("a message over --max-message-bytes is refused unread and the session goes on")
    func oversizedMessage() async {
        let server = InProcessServer(maxMessageBytes: 1024)
        server.client.sendRaw(
            Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"pad":""#.utf8)
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
        server.client.sendRaw(
            Array(
                ("[" + BadInput.call("viewModel/get", #"{"viewModel":"\#(id)"}"#) + ",1,"
                    + #"{"jsonrpc":"2.0","method":"initialized"}"# + "," + BadInput.call("nope", "{}") + "]\n").utf8))
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
        _ = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "playerName", "value": ""])
        let before = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        let refused = await server.client.request("command/execute", ["viewModel": .string(id), "command": "upload"])
        #expect(refused.errorCode == Int64(ErrorCode.commandDisabled.rawValue))
        #expect(refused.error?["data"]?["kind"] == "commandDisabled")
        #expect(refused.before.isEmpty)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result == before.result)
    }
}

@Suite("Broken LSP framing is skipped exactly and answered with id null")
@MainActor
struct BadFramingTests {
    private func frame(_ body: String, headers: String? = nil) -> [UInt8] {
        Array(((headers ?? "Content-Length: \(body.utf8.count)\r\n") + "\r\n" + body).utf8)
    }

    @Test(
        "bad length, foreign charset and oversized frames each get one error; the next frame works",
        arguments: [
            ("Content-Length: abc\r\n", "badFrame"),
            ("Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=latin1\r\n", "unsupportedCharset"),
            ("Content-Length: 999999999\r\n", "messageTooLarge"),
        ])
    func brokenFrame(headers: String, kind: String) async {
        let server = InProcessServer(framing: .lsp, maxMessageBytes: 4096)
        let body = kind == "messageTooLarge" ? "" : "{}"
        server.client.sendRaw(frame(body, headers: headers))
        let answer = await server.client.next()
        #expect(answer?["id"] == .null)
        #expect(answer?["error"]?["data"]?["kind"]?.stringValue == kind)
        if kind != "messageTooLarge" {
            let initialized = await server.client.request("initialize", ["protocolVersion": "1.0"])
            #expect(initialized.result?["protocolVersion"] == "1.0")
        }
    }

    @Test("header names are case-insensitive and Content-Type with utf8 is accepted")
    func headerVariants() async {
        let server = InProcessServer(framing: .lsp)
        let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1.0"}}"#
        server.client.sendRaw(
            frame(
                body, headers: "content-length: \(body.utf8.count)\r\nCONTENT-TYPE: application/json; charset=utf8\r\n")
        )
        let answer = await server.client.next()
        #expect(answer?["result"]?["protocolVersion"] == "1.0")
    }
}
