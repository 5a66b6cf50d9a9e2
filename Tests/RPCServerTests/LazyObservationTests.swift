import MVVMTesting
import Protocol
import TestSupport
import Testing
@testable import ViewModelHosting

@testable import RPCServer

/// Item view models whose members all count their own changes are hosted unobserved until a client
/// binds one of their properties or commands (HostedViewModel), yet versioned as if observed.
@Suite("View models observed only while bound")
@MainActor
struct LazyObservationTests {
    private func execute(_ server: InProcessServer, _ id: JSONValue, _ command: String) async -> Exchange {
        await server.client.request("command/execute", ["viewModel": id, "command": .string(command)])
    }

    private func version(_ server: InProcessServer, _ id: JSONValue) async -> Int64? {
        await server.client.request("viewModel/get", ["viewModel": id]).result?["viewModel"]?["version"]?.int64Value
    }

    /// The chores and the guarded chore of a new `Chores`, by id.
    private func chores(_ server: InProcessServer) async throws -> (chores: [JSONValue], guarded: JSONValue) {
        let created = await server.client.request("viewModel/create", ["type": "Chores"])
        let collections = try #require(created.result?["viewModel"]?["collections"])
        let chores = (collections["chores"]?["items"]?.arrayValue ?? []).compactMap { $0["id"] }
        let guarded = try #require(collections["guarded"]?["items"]?.arrayValue?.first?["id"])
        try #require(chores.count == 2)
        return (chores, guarded)
    }

    @Test("a chore is hosted unobserved until a command or property of it is bound; a guarded chore from creation")
    func hostedUnobserved() throws {
        var catalog = ViewModelCatalog()
        catalog.register(Chores.self) { _, _ in Chores() }
        let host = ViewModelHost(catalog: catalog)
        let list = try host.lookUp(try host.create(CreateRequest.Params(type: "Chores")).id)
        let chores = list.owned.filter { $0.typeName == "Chore" }
        let guarded = list.owned.filter { $0.typeName == "GuardedChore" }
        #expect(chores.count == 2 && chores.allSatisfy { $0.observesLazily && $0.observation == nil })
        #expect(guarded.count == 1 && guarded.allSatisfy { !$0.observesLazily && $0.observation != nil })

        let toggle = BindRequest.Params(viewModel: chores[0].id, properties: [], commands: ["toggle"], collections: [])
        _ = try host.bind(toggle)
        #expect(chores[0].observation != nil && chores[1].observation == nil)
        try host.unbind(UnbindRequest.Params(viewModel: chores[0].id, properties: [], commands: ["toggle"], collections: []))
        #expect(chores[0].observation == nil)
    }

    @Test("a chore is versioned alike bound or not, through executions of both its commands")
    func versionedAlike() async throws {
        let server = await InProcessServer.initialized(catalog: Chores.catalog())
        let (chores, _) = try await chores(server)
        let bound = await server.client.request("viewModel/bind", ["viewModel": chores[0]])
        #expect(bound.result?["version"] == 0)
        var heard: [JSONValue] = []
        for command in ["toggle", "wave", "toggle", "toggle", "wave"] {
            for chore in chores {
                let executed = await execute(server, chore, command)
                #expect(executed.error == nil)
                heard += executed.notifications("command/didChange") + executed.notifications("property/didChange")
            }
        }
        let versions = [await version(server, chores[0]), await version(server, chores[1])]
        #expect(versions[0] == 13, "three toggles and two waves, each a start and an end, and three changes of isDone")
        #expect(versions[0] == versions[1])
        #expect(!heard.isEmpty && heard.allSatisfy { $0["viewModel"] == chores[0] })
    }

    @Test("binding a chore's command goes on from the version reached unbound; unbinding stops its notifications")
    func bindsAndUnbindsCommands() async throws {
        let server = await InProcessServer.initialized(catalog: Chores.catalog())
        let chore = try await chores(server).chores[1]
        for _ in 0..<2 { _ = await execute(server, chore, "toggle") }
        let reached = try #require(await version(server, chore))
        #expect(reached == 6)

        let bound = await server.client.request(
            "viewModel/bind", ["viewModel": chore, "properties": [], "commands": ["toggle"], "collections": []])
        #expect(bound.result?["version"]?.int64Value == reached)
        let toggled = await execute(server, chore, "toggle")
        let told = toggled.notifications("command/didChange").compactMap { $0["version"]?.int64Value }
        #expect(told.count == 2 && told.allSatisfy { $0 > reached } && told == told.sorted())
        #expect(toggled.notifications("property/didChange").isEmpty, "isDone is not bound")
        let afterBound = try #require(await version(server, chore))
        #expect(afterBound == reached + 3)

        _ = await server.client.request(
            "viewModel/unbind", ["viewModel": chore, "properties": [], "commands": ["toggle"], "collections": []])
        #expect(await version(server, chore) == afterBound)
        let unbound = await execute(server, chore, "toggle")
        #expect(unbound.notifications("command/didChange").isEmpty)
        #expect(await version(server, chore) == afterBound + 3)
    }

    @Test("a chore whose command has a condition is observed from creation: a change of the condition counts")
    func conditionKeepsObserving() async throws {
        let server = await InProcessServer.initialized(catalog: Chores.catalog())
        let guarded = try await chores(server).guarded
        #expect(await version(server, guarded) == 0)
        _ = await execute(server, guarded, "block")
        #expect(await version(server, guarded) == 3, "block's start and end, and finish disabled")
        let finished = await execute(server, guarded, "finish")
        #expect(finished.errorCode == Int64(ErrorCode.commandDisabled.rawValue))
    }
}
