import MVVMTesting
import Protocol
import TestSupport
import Testing

@testable import RPCServer

@Suite("Lists kept by key over the wire")
@MainActor
struct ListTests {
    /// A bound Mailroom that received letters with these subjects, and the ids of its rows.
    private func mailroom(_ server: InProcessServer, receiving subjects: [String]) async -> (String, [JSONValue]) {
        let room = await server.createBound("Mailroom")
        for subject in subjects {
            _ = await server.client.request(
                "command/execute", ["viewModel": .string(room), "command": "receive", "input": .string(subject)])
        }
        let got = await server.client.request("viewModel/get", ["viewModel": .string(room)])
        let rows = got.result?["viewModel"]?["collections"]?["letters"]?["items"]?.arrayValue ?? []
        return (room, rows.map { $0["id"] ?? .null })
    }

    private func set(_ server: InProcessServer, _ viewModel: JSONValue, _ property: String, _ value: JSONValue) async
        -> Exchange
    {
        await server.client.request("property/set", ["viewModel": viewModel, "property": .string(property), "value": value])
    }

    @Test("a filter round trip keeps every row's id: a hidden row answers get, and only a model that goes is disposed")
    func idsAcrossAFilter() async throws {
        let server = await InProcessServer.initialized(catalog: Mailroom.catalog())
        let (room, rows) = await mailroom(server, receiving: ["a", "b", "c"])
        _ = await server.client.request("command/execute", ["viewModel": rows[1], "command": "markRead"])

        let hidden = await set(server, .string(room), "unreadOnly", true)
        #expect(hidden.notifications("collection/didChange").first?["changes"] == [["op": "remove", "index": 1, "count": 1]])
        #expect(hidden.notifications("viewModel/didDispose").isEmpty)
        let got = await server.client.request("viewModel/get", ["viewModel": rows[1]])
        #expect(got.result?["viewModel"]?["properties"]?["isUnread"] == false)

        let shown = await set(server, .string(room), "unreadOnly", false)
        let insert = shown.notifications("collection/didChange").first?["changes"]?.arrayValue?.first
        #expect(insert?["op"] == "insert" && insert?["index"] == 1)
        #expect(insert?["items"]?.arrayValue?.first?["id"] == rows[1])

        let discarded = await server.client.request(
            "command/execute", ["viewModel": .string(room), "command": "discard", "input": 2])
        #expect(discarded.notifications("viewModel/didDispose").map { $0["viewModel"] } == [rows[1]])
        let gone = await server.client.request("viewModel/get", ["viewModel": rows[1]])
        #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue))
    }

    @Test("disposing the owner releases every row it made, a hidden one too")
    func ownerTakesItsRows() async throws {
        let server = await InProcessServer.initialized(catalog: Mailroom.catalog())
        let (room, rows) = await mailroom(server, receiving: ["a", "b"])
        _ = await server.client.request("command/execute", ["viewModel": rows[0], "command": "markRead"])
        _ = await set(server, .string(room), "unreadOnly", true)
        let disposed = await server.client.request("viewModel/dispose", ["viewModel": .string(room)])
        #expect(disposed.error == nil)
        for row in rows {
            let gone = await server.client.request("viewModel/get", ["viewModel": row])
            #expect(gone.errorCode == Int64(ErrorCode.viewModelNotFound.rawValue), "\(row) went with its owner")
        }
    }

    @Test("describe lists the types a property pushes, and a pushed type names the type that makes it")
    func memberPushes() async throws {
        let server = await InProcessServer.initialized(catalog: Mailroom.catalog())
        let described = await server.client.request("viewModel/describe", ["type": "Mailroom"])
        let properties = described.result?["types"]?.arrayValue?.first?["properties"]?.arrayValue ?? []
        #expect(properties.first { $0["name"] == "selected" }?["pushes"] == ["LetterView"])
        #expect(properties.first { $0["name"] == "unreadOnly" }?["pushes"] == nil)
        let refused = await server.client.request("viewModel/create", ["type": "LetterView"])
        #expect(refused.error?["data"]?["madeBy"] == ["Mailroom"])
    }

    @Test("selecting a row pushes its screen; selecting it again changes nothing; popping the screen clears the selection")
    func selectionPushes() async throws {
        let server = await InProcessServer.initialized(catalog: Mailroom.catalog())
        let (room, rows) = await mailroom(server, receiving: ["a", "b"])
        let selected = await set(server, .string(room), "selected", rows[0])
        let pushed = try #require(selected.notifications("navigation/push").first)
        #expect(pushed["viewModel"]?["properties"]?["subject"] == "a" && pushed["from"] == .string(room))

        let again = await set(server, .string(room), "selected", rows[0])
        #expect(again.before.isEmpty)
        #expect(again.result?["version"] == selected.result?["version"])

        let popped = await server.client.request("navigation/pop", ["viewModel": pushed["viewModel"]?["id"] ?? .null])
        #expect(popped.notifications("property/didChange").map { $0["value"] } == [.null])
        let got = await server.client.request("viewModel/get", ["viewModel": .string(room)])
        #expect(got.result?["viewModel"]?["properties"]?["selected"] == .null)
    }

    @Test("a selection takes only shown rows: a hidden row and a view model of another type are refused, by type")
    func selectionRefuses() async throws {
        let server = await InProcessServer.initialized(catalog: Mailroom.catalog())
        let (room, rows) = await mailroom(server, receiving: ["a", "b"])
        _ = await server.client.request("command/execute", ["viewModel": rows[0], "command": "markRead"])
        _ = await set(server, .string(room), "unreadOnly", true)
        let hidden = await set(server, .string(room), "selected", rows[0])
        #expect(hidden.error?["data"]?["kind"] == "invalidValue")
        #expect(hidden.error?["message"]?.stringValue?.contains("LetterRow") == true)
        let other = await set(server, .string(room), "selected", .string(room))
        #expect(other.error?["message"]?.stringValue?.contains("is a Mailroom, not a LetterRow") == true)
    }

    @Test("a multiple selection takes rows by id and lets go of one the filter hides, with its notification")
    func multipleSelection() async throws {
        let server = await InProcessServer.initialized(catalog: Mailroom.catalog())
        let (room, rows) = await mailroom(server, receiving: ["a", "b", "c"])
        let marked = await set(server, .string(room), "marked", [rows[0], rows[2]])
        #expect(marked.error == nil)
        _ = await server.client.request("command/execute", ["viewModel": rows[2], "command": "markRead"])
        let hidden = await set(server, .string(room), "unreadOnly", true)
        #expect(hidden.notifications("property/didChange").first { $0["property"] == "marked" }?["value"] == [rows[0]])
    }
}
