import Foundation
import MVVMTesting
import Protocol
import RPCServer
import Testing
@testable import ViewModelHosting
import ViewModels

/// A test-only view model whose rule rewrites a client's edit: padded text is trimmed, and "bounce"
/// is replaced and then restored once, so a set can end as sent, not as sent, or as sent after changing.
/// Each edit is counted before it is set, so the set property's own change is never the first notified.
@MainActor
private final class Note: ViewModel {
    static let declaration = Declaration<Note>(
        doc: "Test-only: a text whose rule trims it, and bounces the word bounce.",
        .settable(\.text, doc: "The text; trimmed after each edit."),
        .settable(\.edits, doc: "How many edits were proposed."),
        .readOnly(\.length, doc: "How many characters the text has.")
    )

    let text = MutableProperty("")
    let edits = MutableProperty(0)
    let length: Property<Int>

    init() {
        length = text.map { $0.count }
        text.signal.observe { [weak self] text in self?.tidy(text) }
        text.validate = { [weak self] _ in self?.edits.value += 1 }
    }

    /// Where a bounce is: the edit "bounce" becomes "bounced", which becomes "bounce" again, once.
    private var bounce = 0

    private func tidy(_ written: String) {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        if trimmed != written {
            text.value = trimmed
        } else if written == "bounce", bounce == 0 {
            bounce = 1
            text.value = "bounced"
        } else if written == "bounced", bounce == 1 {
            bounce = 2
            text.value = "bounce"
        } else {
            bounce = 0
        }
    }

    static func catalog() -> ViewModelCatalog {
        var catalog = ViewModelCatalog()
        catalog.register(Note.self) { _, _ in Note() }
        return catalog
    }
}

/// A set's own change is not echoed when the property ends up holding the value sent; when a rule
/// changes it, every change is sent, in the order made, before the response (SPEC §6.1).
@Suite("The echo of a set")
@MainActor
struct EchoTests {
    private func note() async throws -> (TestServer, String) {
        let server = try await TestServer.initialized(catalog: Note.catalog())
        let id = try #require(await server.createBound("Note"))
        return (server, id)
    }

    /// The (property, value) of each change notified before the response, and whether their
    /// versions rise, up to the response's (which counts the dropped echo too).
    private func changes(_ exchange: Exchange) -> (changes: [String], versionsInOrder: Bool) {
        let params = exchange.notifications("property/didChange")
        let changes = params.map {
            "\($0["property"]?.stringValue ?? "?")=\($0["value"].map { JSONWriter.string($0) } ?? "?")"
        }
        let versions = params.compactMap { $0["version"]?.int64Value }
        let answered = exchange.result?["version"]?.int64Value ?? -1
        let rising = zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 }
        return (changes, versions.count == params.count && rising && versions.allSatisfy { $0 <= answered })
    }

    /// Each edit, on a new note, and the changes it must notify, in order, before its response.
    @Test(
        "a value kept as sent is not echoed, one a rule changed is sent as made and as left, in place, and one restored to the sent value is not",
        arguments: [
            ("plain", [#"edits=1"#, #"length=5"#]),
            (" padded ", [#"edits=1"#, #"text=" padded ""#, #"length=8"#, #"text="padded""#, #"length=6"#]),
            ("bounce", [#"edits=1"#, #"length=6"#, #"length=7"#, #"length=6"#]),
        ])
    func edit(value: String, expected: [String]) async throws {
        let (server, id) = try await note()
        let set = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "text", "value": .string(value)])
        let (changes, inOrder) = changes(set)
        #expect(changes == expected)
        #expect(inOrder)
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(got.result?["viewModel"]?["properties"]?["text"] == .string(value.trimmingCharacters(in: .whitespaces)))
    }

    @Test("a refused set sends nothing and holds nothing back for the next one")
    func refusedThenKept() async throws {
        let (server, id) = try await note()
        let refused = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "text", "value": 5])
        #expect(refused.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        #expect(refused.before.isEmpty)
        let set = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "text", "value": " a"])
        #expect(changes(set).changes == [#"edits=1"#, #"text=" a""#, #"length=2"#, #"text="a""#, #"length=1"#])
    }
}
