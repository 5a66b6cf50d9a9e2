import TestSupport
import Testing

/// `--mcp` as an agent meets it: the four apps driven through the official `mcp` Python SDK's stdio
/// client (Tests/mcp/test_apps.py), which checks every tool result against its output schema, and
/// through fastmcp's client, an agent framework that loads the tools once (test_static_tools.py).
/// `Tests/run` installs both; examples/todos is driven the same way in `TodosExampleTests`.
@Suite("MCP agents", .timeLimit(.minutes(3)))
struct MCPAgentTests {
    @Test("the mcp SDK's stdio client lists, calls, reads and subscribes across the four apps, skipping nothing")
    func apps() async throws {
        try await Self.run("test_apps", server: ("MVVM_SERVER", SpawnedServer.executablePath))
    }

    @Test("every tool is in the first list, a subscribed resource follows the caller's own set, and bad arguments are named")
    func rules() async throws {
        try await Self.run("test_rules", server: ("MVVM_SERVER", SpawnedServer.executablePath))
    }

    @Test("fastmcp, loading the tool list once, drives the Player and the quote list from it")
    func staticToolList() async throws {
        try await Self.run("test_static_tools", server: ("MVVM_SERVER", SpawnedServer.executablePath))
    }

    @Test("an agent that knows nothing of a catalog calls every tool it is offered, and every call answers")
    func explore() async throws {
        try await Self.run(
            "test_explore", server: ("MVVM_SERVER", SpawnedServer.executablePath),
            ("MVVM_TEST_SERVER", SpawnedServer.builtPath(of: "mvvm-test-server")))
    }

    /// Runs one module of Tests/mcp against the servers named by their environment variables.
    static func run(_ module: String, server servers: (variable: String, path: String)...) async throws {
        var environment = ["PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": Repository.path("Tests/mcp")]
        for server in servers { environment[server.variable] = server.path }
        let (status, text) = try await Repository.run(["python3", "-m", "unittest", module], environment: environment)
        #expect(status == 0, "\(text)")
        #expect(!text.contains("skipped"), "\(text)")
    }
}
