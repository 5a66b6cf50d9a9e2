import Foundation
import TestSupport
import Testing

/// The lists example (SPEC §11.1): examples/inbox, a package outside this one, builds, passes its own
/// tests, and a Python script that binds its messages before any exists reads every row the
/// refreshes bring as it is now, ids kept across a filter round trip.
@Suite("The inbox example package", .timeLimit(.minutes(10)))
struct InboxExampleTests {
    @Test(
        "swift test passes in examples/inbox, the Python client follows every row its server sends, and an MCP agent sees what its selection pushes"
    )
    func examplePackage() async throws {
        let (tested, testOutput) = try await Repository.run(["swift", "test", "--package-path", "examples/inbox"])
        #expect(tested == 0, "\(testOutput)")
        let (built, buildOutput) = try await Repository.run([
            "swift", "build", "--package-path", "examples/inbox", "--product", "inbox-server",
        ])
        try #require(built == 0, "\(buildOutput)")
        let (driven, output) = try await Repository.run(
            [
                "python3", "examples/inbox/Scripts/drive.py", "--server", "examples/inbox/.build/debug/inbox-server",
            ],
            environment: ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(driven == 0, "\(output)")
        #expect(
            output == """
                refresh
                  Inbox (2) |  Alan: Lunch?, *Grace: Compiler bug, *Ada: Engine notes
                mark Ada read
                  Inbox (1) |  Alan: Lunch?, *Grace: Compiler bug,  Ada: Engine notes
                search 'gr', then back
                  Inbox (1) | *Grace: Compiler bug
                  Inbox (1) |  Alan: Lunch?, *Grace: Compiler bug,  Ada: Engine notes
                  Ada's row kept its id: True
                refresh again
                  Inbox (2) | *Edsger: Note 4,  Alan: Lunch?, *Grace: Compiler bug,  Ada: Engine notes
                open Note 4
                  Inbox (1) |  Edsger: Note 4,  Alan: Lunch?, *Grace: Compiler bug,  Ada: Engine notes

                """)
        try await MCPAgentTests.run("test_inbox", server: ("INBOX_SERVER", Repository.path("examples/inbox/.build/debug/inbox-server")))
    }
}
