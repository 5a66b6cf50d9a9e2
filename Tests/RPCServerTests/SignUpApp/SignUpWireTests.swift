import MVVMTesting
import Protocol
import RPCServer
import Testing
@testable import ViewModelHosting
import ViewModels

/// The sign-up app of docs/design/declarations.md over the wire, its service slowed down on a test clock.
@MainActor
@Suite("A sign-up app declared in the new shape")
struct SignUpWireTests {
    let clock = TestClock()

    private func server(taken: Set<String> = []) async throws -> TestServer {
        let accounts = InMemoryAccounts(taken: taken, clock: clock, latency: .seconds(2))
        var catalog = ViewModelCatalog()
        catalog.register(SignUp.self) { _, navigator in SignUp(accounts: accounts, navigator: navigator) }
        return try await TestServer.initialized(catalog: catalog)
    }

    /// Creates a sign-up, binds it and fills it in validly with `email`; returns its id.
    private func filledIn(_ email: String, on server: TestServer) async throws -> String {
        let id = try #require(await server.createBound("SignUp"))
        let values: [(String, JSONValue)] = [
            ("email", .string(email)), ("password", "correct horse"), ("passwordAgain", "correct horse"),
            ("acceptsTerms", true),
        ]
        for (property, value) in values {
            let set = await server.client.request(
                "property/set", ["viewModel": .string(id), "property": .string(property), "value": value])
            #expect(set.error == nil)
        }
        return id
    }

    /// Executes submit, moving the clock past the service's latency while it waits: the request is
    /// sent now and its answer awaited once the clock has moved.
    private func submit(_ id: String, on server: TestServer) async -> Exchange {
        let submitting = server.client.start("command/execute", ["viewModel": .string(id), "command": "submit"])
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .seconds(2))
        return await server.client.exchange(until: submitting)
    }

    @Test("describe lists every type the sign-up names, with every doc, before any instance exists")
    func describedBeforeInstances() async throws {
        let server = try await server()
        let described = await server.client.request("viewModel/describe")
        let types = described.result?["types"]?.arrayValue ?? []
        #expect(types.compactMap { $0["name"]?.stringValue } == ["SignUp", "Welcome", "Suggestion"])
        for type in types {
            #expect(type["doc"]?.stringValue?.isEmpty == false)
            for kind in ["properties", "commands", "collections", "events"] {
                for member in type[kind]?.arrayValue ?? [] {
                    #expect(member["doc"]?.stringValue?.isEmpty == false, "\(type["name"]!).\(member["name"]!)")
                }
            }
        }
        let strength = types.first?["properties"]?.arrayValue?.first { $0["name"] == "passwordStrength" }
        #expect(strength?["schema"]?["enum"] == ["weak", "fair", "strong"])
        #expect(strength?["readOnly"] == true)
    }

    @Test("submit waits for the service on the test clock, then pushes Welcome before it answers")
    func submitPushesWelcome() async throws {
        let server = try await server()
        let id = try await filledIn("ada@example.com", on: server)
        let submitted = await submit(id, on: server)
        #expect(submitted.error == nil)
        let pushed = try #require(submitted.notifications("navigation/push").first)
        #expect(pushed["viewModel"]?["type"] == "Welcome")
        #expect(pushed["viewModel"]?["properties"]?["greeting"] == "Hello, ada@example.com!")
        let rows = pushed["viewModel"]?["collections"]?["suggestions"]?["items"]?.arrayValue ?? []
        #expect(rows.map { $0["properties"]?["name"] } == ["Ada", "Grace", "Edsger"])

        let ada = try #require(rows.first?["id"])
        let followed = await server.client.request("command/execute", ["viewModel": ada, "command": "follow"])
        #expect(followed.result?["output"] == true)
        let refused = await server.client.request(
            "property/set", ["viewModel": ada, "property": "following", "value": false])
        #expect(refused.error?["data"]?["kind"] == "readOnlyProperty")
    }

    @Test("a taken address raises submitFailed and pushes nothing")
    func takenAddressFails() async throws {
        let server = try await server(taken: ["grace@example.com"])
        let id = try await filledIn("grace@example.com", on: server)
        let submitted = await submit(id, on: server)
        #expect(submitted.notifications("navigation/push").isEmpty)
        #expect(
            submitted.notifications("viewModel/event").first?["payload"]
                == ["email": "grace@example.com", "reason": "The address is taken."])
    }

    @Test("a field the service refuses fails submit with the field and the reason as data")
    func refusedField() async throws {
        let server = try await server()
        let id = try await filledIn("ada@example.invalid", on: server)
        let submitted = await submit(id, on: server)
        #expect(submitted.errorCode == Int64(ErrorCode.commandFailed.rawValue))
        #expect(submitted.error?["data"]?["message"] == "Mail to that domain is never delivered.")
        #expect(submitted.error?["data"]?["details"] == ["field": "email", "reason": "Mail to that domain is never delivered."])
    }

    @Test("submit stays disabled until every rule holds")
    func canSubmit() async throws {
        let server = try await server()
        let id = try #require(await server.createBound("SignUp"))
        let weak = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "password", "value": "short"])
        #expect(weak.notifications("property/didChange").contains { $0["property"] == "passwordStrength" } == false)
        let refused = await server.client.request("command/execute", ["viewModel": .string(id), "command": "submit"])
        #expect(refused.error?["data"]?["kind"] == "commandDisabled")
    }
}
