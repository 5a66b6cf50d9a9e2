import MVVMTesting
import Protocol
import TestSupport
import Testing
@testable import ViewModelHosting

@testable import RPCServer

/// Computed members (`Declaration.Member.computed`, `Command(_:enabledWhen:execute:)`): described
/// from the declaration, read again once a view model's changes settle, told once per change.
@Suite("Computed members")
@MainActor
struct ComputedMemberTests {
    private func server() async throws -> TestServer {
        var catalog = ViewModelCatalog()
        catalog.register(Budget.self) { _, _ in Budget() }
        return try await TestServer.initialized(catalog: catalog)
    }

    private func set(_ server: TestServer, _ id: JSONValue, _ property: String, _ value: JSONValue) async -> Exchange {
        await server.client.request("property/set", ["viewModel": id, "property": .string(property), "value": value])
    }

    @Test("a computed property is described read-only with its doc and schema before any instance exists, and refuses sets")
    func described() async throws {
        let server = try await server()
        let described = await server.client.request("viewModel/describe", ["type": "Budget"])
        let properties = try #require(described.result?["types"]?.arrayValue?.first?["properties"]?.arrayValue)
        let left = try #require(properties.first { $0["name"] == "left" })
        #expect(left["readOnly"] == true)
        #expect(left["doc"] == "What is left: the limit less what was spent.")
        #expect(left["schema"]?["type"] == "integer")
        #expect(properties.first { $0["name"] == "isOver" }?["schema"]?["type"] == "boolean")
        let created = await server.client.request("viewModel/create", ["type": "Budget"])
        let id = try #require(created.result?["viewModel"]?["id"])
        let set = await set(server, id, "left", 3)
        #expect(set.error?["data"]?["kind"] == "readOnlyProperty")
    }

    @Test("a set tells the computed values that changed, then the commands, each once and versioned")
    func toldAfterTheSet() async throws {
        let server = try await server()
        let created = await server.client.request("viewModel/create", ["type": "Budget"])
        let id = try #require(created.result?["viewModel"]?["id"])
        #expect(created.result?["viewModel"]?["properties"]?["left"] == 100)
        #expect(created.result?["viewModel"]?["commands"]?["reset"]?["enabled"] == false)
        _ = await server.client.request("viewModel/bind", ["viewModel": id])

        let spend = await set(server, id, "spent", 30)
        let changes = spend.before.compactMap { message -> String? in
            guard let params = message["params"], let version = params["version"]?.int64Value else { return nil }
            let member = params["property"]?.stringValue ?? params["command"]?.stringValue ?? "?"
            let value = params["value"].map { "\($0)" } ?? "enabled \(params["enabled"]?.boolValue ?? false)"
            return "\(member) \(value) v\(version)"
        }
        #expect(changes == ["left 70 v2", "reset enabled true v3"])

        let over = await set(server, id, "limit", 20)
        #expect(over.notifications("property/didChange").compactMap { $0["property"]?.stringValue } == ["left", "isOver"])
        #expect(over.notifications("command/didChange").isEmpty)

        let reset = await server.client.request("command/execute", ["viewModel": id, "command": "reset"])
        #expect(reset.error == nil)
        let values = reset.notifications("property/didChange").map { "\($0["property"] ?? "") \($0["value"] ?? "")" }
        #expect(values == ["\"spent\" 0", "\"left\" 20", "\"isOver\" false"])
        let disabled = await server.client.request("command/execute", ["viewModel": id, "command": "reset"])
        #expect(disabled.error?["data"]?["kind"] == "commandDisabled")
    }

    @Test("a computed property is read again only once something it read has changed, on whichever branch it took")
    func readOnlyWhatChanged() async throws {
        let made = Made()
        var catalog = ViewModelCatalog()
        catalog.register(Gauge.self) { _, _ in made.add(Gauge()) }
        let server = try await TestServer.initialized(catalog: catalog)
        let created = await server.client.request("viewModel/create", ["type": "Gauge"])
        let id = try #require(created.result?["viewModel"]?["id"])
        _ = await server.client.request("viewModel/bind", ["viewModel": id])
        let gauge = try #require(made.gauges.first)
        func told(_ exchange: Exchange) -> [String] {
            exchange.notifications("property/didChange").map { "\($0["property"] ?? "") \($0["value"] ?? "")" }
        }

        // The first change reads every computed member, and learns what each reads. A set's own
        // value is not told back to the client that set it.
        #expect(told(await set(server, id, "label", "den")) == ["\"title\" \"DEN\""])
        let reads = (gauge.readingReads, gauge.titleReads, gauge.outsideReads)

        // Fahrenheit is not read while metric: nothing reads `reading` again; `outside` reads what
        // no host observes, so it is read after every change.
        #expect(told(await set(server, id, "fahrenheit", 70)).isEmpty)
        #expect(gauge.readingReads == reads.0)
        #expect(gauge.titleReads == reads.1)
        #expect(gauge.outsideReads == reads.2 + 1)

        #expect(told(await set(server, id, "isMetric", false)) == ["\"reading\" 70"])
        #expect(gauge.readingReads == reads.0 + 1)
        // Now on the other branch: Fahrenheit is read, and its change told.
        #expect(told(await set(server, id, "fahrenheit", 75)) == ["\"reading\" 75"])
        #expect(told(await set(server, id, "celsius", 30)).isEmpty)
        #expect(gauge.titleReads == reads.1)
    }

    @Test("a computed value is read once the turn settles: a flip and back within it is told nothing")
    func glitchFree() async throws {
        let server = try await server()
        let created = await server.client.request("viewModel/create", ["type": "Budget"])
        let id = try #require(created.result?["viewModel"]?["id"])
        _ = await server.client.request("viewModel/bind", ["viewModel": id])
        _ = await set(server, id, "raisesLimit", true)
        // Over the limit for an instant: the rule raises the limit to 150 in the same turn.
        let spend = await set(server, id, "spent", 150)
        let told = spend.notifications("property/didChange").map { "\($0["property"] ?? "") \($0["value"] ?? "")" }
        #expect(told == ["\"limit\" 150", "\"left\" 0"])
    }

    @Test("an unbound view model counts its computed changes in its version as a bound one does")
    func versionedUnbound() async throws {
        let server = try await server()
        var versions: [Int64?] = []
        for binds in [true, false] {
            let created = await server.client.request("viewModel/create", ["type": "Budget"])
            let id = try #require(created.result?["viewModel"]?["id"])
            if binds {
                _ = await server.client.request("viewModel/bind", ["viewModel": id])
            }
            _ = await set(server, id, "spent", 130)
            let got = await server.client.request("viewModel/get", ["viewModel": id])
            versions.append(got.result?["viewModel"]?["version"]?.int64Value)
        }
        // spent, left, isOver, and reset's enablement.
        #expect(versions == [4, 4])
    }
}

/// The gauges a test's catalog made, in order.
@MainActor
private final class Made {
    private(set) var gauges: [Gauge] = []

    func add(_ gauge: Gauge) -> Gauge {
        gauges.append(gauge)
        return gauge
    }
}
