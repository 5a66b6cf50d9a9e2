import Protocol
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The largest quote list a client may ask for, against the binary, not in-process: a hundred
/// thousand quotes keep a main actor busy for seconds, and in-process servers share the test
/// process's main actor with every other test. Under a sanitizer the create takes minutes, hence the
/// long bounds.
@Suite("The largest quote list", .timeLimit(.minutes(10)))
struct LargestQuoteListTests {
    @Test("the largest initialCount is taken, and a list without it starts with 20 quotes")
    func initialCountBounds() async throws {
        let server = try SpawnedServer(
            arguments: ["--data-dir", Repository.temporaryDirectory()], keepsTranscript: false,
            timeout: Sanitizers.areActive ? 600 : 30)
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
