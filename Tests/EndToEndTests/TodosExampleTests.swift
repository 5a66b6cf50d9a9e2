import Foundation
import Testing

/// The framework's proof (SPEC §11): examples/todos, a package outside this one that depends on it
/// by path and uses its public API only, builds, passes its own tests, and serves its view models to
/// the Python client and the Neovim plugin.
@Suite("The todos example package", .timeLimit(.minutes(10)))
struct TodosExampleTests {
    @Test("swift test passes in examples/todos; its Python script and its Neovim screen drive its server")
    func examplePackage() throws {
        let (tested, testOutput) = try Repository.run(["swift", "test", "--package-path", "examples/todos"])
        #expect(tested == 0, "\(testOutput)")
        let (built, buildOutput) = try Repository.run([
            "swift", "build", "--package-path", "examples/todos", "--product", "todos-server",
        ])
        try #require(built == 0, "\(buildOutput)")
        let (driven, output) = try Repository.run(
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
                  selectedItem is vm-2
                filter all, clear completed
                  cleared 1
                  [ ] milk, [ ] bread; 2 items left; clearCompleted disabled

                """)
        try NeovimClientTests.runHeadless(
            "examples/todos/nvim/tests/run.lua", server: Repository.path("examples/todos/.build/debug/todos-server"))
    }
}
