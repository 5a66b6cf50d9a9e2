import Foundation
import TestSupport
import Testing

/// The browser inspector (its page in clients/python/mvvm_client/web) in headless Chromium, driven by
/// Selenium (clients/web/tests), against the binary built beside these tests. Chromium, chromedriver,
/// selenium and the installed client are required: without them the suite fails, it does not skip
/// (`Tests/run` installs them).
@Suite("Browser inspector", .timeLimit(.minutes(5)))
struct BrowserInspectorTests {
    @Test("Chromium drives the inspector: the Player, Flickr search, the quote list and a recording")
    func builtInApps() async throws {
        try await Self.runSuite(["tests.test_apps", "tests.test_recording"], server: ("MVVM_SERVER", SpawnedServer.executablePath))
    }

    /// Runs modules of the browser suite with `server` (an environment variable and a path) and
    /// expects every test of them to run and pass.
    static func runSuite(_ modules: [String], server: (variable: String, path: String)) async throws {
        let (status, text) = try await Repository.run(
            ["python3", "-m", "unittest", "-v"] + modules,
            environment: [
                server.variable: server.path, "PYTHONPATH": Repository.path("clients/web"),
                "PYTHONDONTWRITEBYTECODE": "1",
            ])
        #expect(status == 0, "\(text)")
        #expect(text.range(of: #"\nRan [1-9][0-9]* tests? in "#, options: .regularExpression) != nil, "\(text)")
        #expect(!text.contains("skipped"), "\(text)")
    }
}
