import Foundation
import TestSupport
import Testing

/// The TypeScript client's own tests (clients/typescript/tests), each a script compiled with
/// `tsc --strict` against the package and run with Node against the binary built beside these tests.
@Suite("TypeScript client", .timeLimit(.minutes(2)))
struct TypeScriptClientTests {
    @Test("windows on a long list follow every change, scroll, and unbind the rows that leave")
    func windows() async throws {
        guard ClientCheckers.hasTypeScript() else { return }
        let project = try ClientCheckers.typeScriptProject([Repository.path("clients/typescript/tests/windows.ts")])
        let (compiled, report) = try await Repository.run(["tsc", "-p", project])
        #expect(compiled == 0, "\(report)")
        let (status, output) = try await Repository.run([
            "node", project + "/out/windows.js", SpawnedServer.executablePath,
        ])
        #expect(status == 0, "\(output)")
        #expect(output == "windows: ok\n")
    }
}
