import TestSupport
import Testing

/// `--mcp` as an agent meets it: the four apps driven through the official `mcp` Python SDK's stdio
/// client (Tests/mcp/test_apps.py), which checks every tool result against its output schema.
/// `Tests/run` installs the SDK; examples/todos is driven the same way in `TodosExampleTests`.
@Suite("MCP agents", .timeLimit(.minutes(3)))
struct MCPAgentTests {
    @Test("the mcp SDK's stdio client lists, calls, reads and subscribes across the four apps, skipping nothing")
    func apps() async throws {
        try await Self.run("test_apps", server: ("MVVM_SERVER", SpawnedServer.executablePath))
    }

    /// Runs one module of Tests/mcp against `server`.
    static func run(_ module: String, server: (variable: String, path: String)) async throws {
        let (status, text) = try await Repository.run(
            ["python3", "-m", "unittest", module],
            environment: [server.variable: server.path, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": Repository.path("Tests/mcp")])
        #expect(status == 0, "\(text)")
        #expect(!text.contains("skipped"), "\(text)")
    }
}
