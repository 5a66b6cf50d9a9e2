import Protocol
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The largest quote list a client may ask for, against the binary, not in-process: a hundred
/// thousand quotes keep a main actor busy for seconds, and in-process servers share the test
/// process's main actor with every other test. The create takes about a second on a quiet machine,
/// over 30 s on one loaded ten times over and minutes under a sanitizer: the client waits as long
/// as the suite's own limit, which is there to catch a hang, not to time the server.
@Suite("The largest quote list", .timeLimit(.minutes(10)))
struct LargestQuoteListTests {
    @Test("the largest initialCount is taken, and a list without it starts with 20 quotes")
    func initialCountBounds() async throws {
        let server = try SpawnedServer(
            arguments: ["--data-dir", Repository.temporaryDirectory()], keepsTranscript: false,
            timeout: 600)
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        let largest = await server.client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["initialCount": 100_000]])
        #expect(largest.result?["viewModel"]?["collections"]?["quotes"]?["count"] == 100_000)
        let plain = await server.client.request("viewModel/create", ["type": "QuoteList"])
        #expect(plain.result?["viewModel"]?["collections"]?["quotes"]?["count"] == 20)
        server.send(signal: SIGTERM)
        _ = await server.exitStatus()
    }
}
