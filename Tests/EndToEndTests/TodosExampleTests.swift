import Foundation
import Protocol
import TestSupport
import Testing

/// The framework's proof (SPEC §11): examples/todos, a package outside this one that depends on it
/// by path and uses its public API only, builds, passes its own tests, and serves its view models to
/// the Python client, the Neovim plugin, the browser inspector and the typed clients it generates.
@Suite("The todos example package", .timeLimit(.minutes(10)))
struct TodosExampleTests {
    @Test(
        "swift test passes in examples/todos; its Python script, its Neovim screen, the inspector, an MCP agent and its generated clients drive its server"
    )
    func examplePackage() async throws {
        let (tested, testOutput) = try await Repository.run(["swift", "test", "--package-path", "examples/todos"])
        #expect(tested == 0, "\(testOutput)")
        let (built, buildOutput) = try await Repository.run([
            "swift", "build", "--package-path", "examples/todos", "--product", "todos-server",
        ])
        try #require(built == 0, "\(buildOutput)")
        let (driven, output) = try await Repository.run(
            [
                "python3", "examples/todos/Scripts/drive.py", "--server",
                "examples/todos/.build/debug/todos-server",
            ],
            environment: ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(driven == 0, "\(output)")
        #expect(
            output == """
                add 'milk'
                add 'eggs'
                add 'bread'
                  [ ] milk, [ ] eggs, [ ] bread; 3 items left; clearCompleted disabled
                add '   '
                  error invalidValue: Invalid value: A todo needs a title.
                toggle eggs
                  [ ] milk, [x] eggs, [ ] bread; 2 items left; clearCompleted enabled
                filter active
                  [ ] milk, [ ] bread; 2 items left; clearCompleted enabled
                select milk
                  selectedItem is vm-1.items.1
                filter all, clear completed
                  cleared 1
                  [ ] milk, [ ] bread; 2 items left; clearCompleted disabled

                """)
        let server = Repository.path("examples/todos/.build/debug/todos-server")
        try await NeovimClientTests.runHeadless("examples/todos/nvim/tests/run.lua", server: server)
        try await BrowserInspectorTests.runSuite(["tests.test_todos"], server: ("TODOS_SERVER", server))
        try await MCPAgentTests.run("test_todos", server: ("TODOS_SERVER", server))
        try await checkValuesAgainstSchemas(server: server)
        try await checkReplay(server: server)
        try await checkGeneratedClients(server: server)
    }

    /// The todos server's typed clients (examples/todos/generated) are what it generates, pass
    /// `mypy --strict` and `tsc --strict` with a script each that drives it (an enum filter, a
    /// selected row), and both scripts see the same session.
    private func checkGeneratedClients(server: String) async throws {
        let folder = Repository.path("examples/todos/generated")
        let fresh = try ClientCheckers.temporaryFolder()
        for (language, file) in [("python", "todos_server.py"), ("typescript", "todos-server.ts")] {
            let (status, output) = try await Repository.run([
                server, "generate", "--language", language, "--output", fresh + "/" + file,
            ])
            try #require(status == 0, "\(output)")
            #expect(
                try String(contentsOfFile: fresh + "/" + file, encoding: .utf8)
                    == String(contentsOfFile: folder + "/" + file, encoding: .utf8),
                "regenerate it: examples/todos/.build/debug/todos-server generate --language \(language) --output examples/todos/generated/\(file)"
            )
        }
        let expected = """
            add 'milk': todo 1
            add 'eggs': todo 2
            add 'bread': todo 3
              [ ] milk, [ ] eggs, [ ] bread; 3 items left
            toggle eggs: done
              [ ] milk, [x] eggs, [ ] bread; 2 items left
              [ ] milk, [ ] bread; 2 items left
            selected: milk
            cleared 1; clearCompleted enabled: no
              [ ] milk, [ ] bread; 2 items left

            """
        let (checked, report) = try await ClientCheckers.mypy(
            [folder + "/drive.py", folder + "/todos_server.py"], cache: "todos")
        #expect(checked == 0, "\(report)")
        let (driven, output) = try await Repository.run(
            ["python3", folder + "/drive.py", "--server", server], environment: ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(driven == 0, "\(output)")
        #expect(output == expected)
        guard ClientCheckers.hasTypeScript() else { return }
        let project = try ClientCheckers.typeScriptProject([folder + "/drive.ts", folder + "/todos-server.ts"])
        let (compiled, errors) = try await Repository.run(["tsc", "-p", project])
        #expect(compiled == 0, "\(errors)")
        let (ran, printed) = try await Repository.run(["node", project + "/out/drive.js", server])
        #expect(ran == 0, "\(printed)")
        #expect(printed == expected)
    }

    /// A session recorded from the todos server replays against it identically three times in a row:
    /// `--record` and `--replay` come with the framework to every server built on it.
    private func checkReplay(server path: String) async throws {
        let recording = Repository.temporaryDirectory() + ".jsonl"
        defer { try? FileManager.default.removeItem(atPath: recording) }
        let server = try SpawnedServer(arguments: ["--clock", "controlled", "--record", recording], executable: path)
        let client = server.client
        _ = await client.request("initialize", ["protocolVersion": "1.0"])
        let created = await client.request("viewModel/create", ["type": "TodoList"])
        let list = try #require(created.result?["viewModel"]?["id"])
        _ = await client.request("viewModel/bind", ["viewModel": list])
        for title in ["milk", "eggs", " "] {
            _ = await client.request("command/execute", ["viewModel": list, "command": "add", "input": .string(title)])
        }
        _ = await client.request("property/set", ["viewModel": list, "property": "filter", "value": "completed"])
        _ = await client.request("shutdown")
        client.notify("exit")
        #expect(await server.exitStatus() == 0)
        for _ in 0..<3 {
            let (status, output) = try await ReplayTests.replay(recording, with: path)
            #expect(status == 0, "\(output)")
            #expect(output.contains("identical"), "\(output)")
        }
    }

    /// A session whose every value — the Codable `Todo` and `TodoFilter`, the selected row — must
    /// match the schema `viewModel/describe` derived for it.
    private func checkValuesAgainstSchemas(server path: String) async throws {
        let server = try SpawnedServer(executable: path)
        let client = server.client
        _ = await client.request("initialize", ["protocolVersion": "1.0"])
        _ = await client.request("viewModel/describe")
        let created = await client.request("viewModel/create", ["type": "TodoList"])
        let list = try #require(created.result?["viewModel"]?["id"])
        _ = await client.request("viewModel/bind", ["viewModel": list])
        for title in ["milk", "eggs"] {
            _ = await client.request("command/execute", ["viewModel": list, "command": "add", "input": .string(title)])
        }
        let rows = await client.request("viewModel/get", ["viewModel": list])
        let eggs = try #require(rows.result?["viewModel"]?["collections"]?["items"]?["items"]?.arrayValue?.last?["id"])
        _ = await client.request("viewModel/bind", ["viewModel": eggs])
        _ = await client.request("command/execute", ["viewModel": eggs, "command": "toggle"])
        _ = await client.request("property/set", ["viewModel": list, "property": "selectedItem", "value": eggs])
        _ = await client.request("property/set", ["viewModel": list, "property": "filter", "value": "active"])
        _ = await client.request("command/execute", ["viewModel": list, "command": "clearCompleted"])
        _ = await client.request("shutdown")
        client.notify("exit")
        #expect(await server.exitStatus() == 0)
        let violations = try await Repository.schemaViolations(in: client.transcript)
        #expect(violations == nil, "\(violations ?? "")")
    }
}
