import Foundation
import TestSupport
import Testing

/// The Neovim plugin's headless suite (clients/nvim/tests), run against the binary built beside
/// these tests, so `swift test` covers the plugin's buffers as a user drives them.
@Suite("Neovim client", .timeLimit(.minutes(2)))
struct NeovimClientTests {
    /// In seconds, longer than the suite's own bounded waits add up to: past it Neovim is stuck, not slow.
    static let deadline = 100.0

    @Test("nvim --headless runs every plugin test against the built server, and they pass")
    func headlessSuite() async throws {
        try await Self.runHeadless("clients/nvim/tests/run.lua", server: SpawnedServer.executablePath)
    }

    /// Runs a headless test script of mvvm.nvim's harness against `server` and expects every test
    /// of it to pass; records an issue when nvim is not installed.
    static func runHeadless(_ script: String, server: String) async throws {
        guard let nvim = ChildProcess.executable(named: "nvim") else {
            Issue.record("nvim is not installed: install neovim (apt-get install neovim) to run the plugin's tests")
            return
        }
        var environment = ProcessInfo.processInfo.environment
        environment["MVVM_SERVER"] = server
        environment.removeValue(forKey: "MVVM_NVIM_TESTS")
        let outcome = try await ChildProcess(
            nvim, arguments: ["--headless", "-u", "NONE", "--noplugin", "-c", "luafile \(script)"],
            directory: Repository.root.path, environment: environment, killAfter: Self.deadline
        ).run()
        let text = outcome.output
        #expect(outcome.termination == .exit(0), "\(text)")
        #expect(text.range(of: #"\n[1-9][0-9]* tests, 0 failed\n"#, options: .regularExpression) != nil, "\(text)")
    }
}
