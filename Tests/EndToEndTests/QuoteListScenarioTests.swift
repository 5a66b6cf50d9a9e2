import MVVMTesting
import Protocol
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The quote list of seed 004 against the built binary, on the server's real clock: a fast list
/// followed by a client that keeps up, and by one that stops reading for a while.
@Suite("Quote list end to end", .timeLimit(.minutes(10)))
struct QuoteListScenarioTests {
    /// The peak resident memory the slow-client test allows the server (docs/protocol.md, "Slow
    /// clients"): idle the server peaks near 10 MB; the backlog may add little to that.
    static let residentBound = 48 << 20

    /// A server with a QuoteList ticking every millisecond, the list and its first quotes bound;
    /// shown through `windows` when given.
    private func start(arguments: [String] = [], keepsTranscript: Bool = true, windows: JSONValue? = nil) async throws
        -> (SpawnedServer, ItemListMirror)
    {
        let server = try SpawnedServer(
            arguments: ["--data-dir", Repository.temporaryDirectory()] + arguments, keepsTranscript: keepsTranscript)
        let client = server.client
        _ = await client.request("initialize", ["protocolVersion": "1.0"])
        let created = await client.request(
            "viewModel/create", ["type": "QuoteList", "arguments": ["tickInterval": 0.001, "seed": 7]])
        let list = created.result?["viewModel"]?["id"] ?? .null
        // The list ticks between create and bind, unheard: the bind's answer is where the client starts.
        var bind: JSONObject = ["viewModel": list]
        bind["windows"] = windows
        let bound = await client.request("viewModel/bind", .object(bind))
        let start: JSONValue = ["id": list, "collections": bound.result?["collections"] ?? .null]
        return (server, ItemListMirror(snapshot: start, collection: "quotes"))
    }

    /// Binds every listed quote, applying what arrives meanwhile; returns the quotes bound.
    private func bindQuotes(_ mirror: inout ItemListMirror, on client: WireClient) async -> Set<JSONValue> {
        var bound: Set<JSONValue> = []
        for quote in mirror.ids {
            let answer = await client.request("viewModel/bind", ["viewModel": quote])
            answer.before.forEach { mirror.apply($0) }
            if answer.error == nil { bound.insert(quote) }
        }
        return bound
    }

    /// Asks for the list and checks the mirror against it: same items, same prices for bound quotes.
    private func expectConverged(_ mirror: inout ItemListMirror, bound: Set<JSONValue>, on client: WireClient) async {
        let got = await client.request("viewModel/get", ["viewModel": mirror.viewModel])
        got.before.forEach { mirror.apply($0) }
        let items = got.result?["viewModel"]?["collections"]?["quotes"]?["items"]?.arrayValue ?? []
        #expect(!items.isEmpty)
        #expect(mirror.ids == items.map { $0["id"] ?? .null })
        for (mine, theirs) in zip(mirror.items, items) where bound.contains(theirs["id"] ?? .null) {
            #expect(mine["properties"] == theirs["properties"])
        }
        #expect(mirror.versionsAreMonotonic)
    }

    /// The loop ends on the list's version, which counts every change: a client slower than the
    /// server (a loaded machine) gets the changes merged into fewer change sets, so counting the
    /// sets it receives could take as long as the server stays ahead. No transcript: at a thousand
    /// ticks a second it would hold gigabytes.
    @Test("at 1 ms ticks for thousands of ticks, a client applying every change ends equal to viewModel/get")
    func keepsUp() async throws {
        let (server, initial) = try await start(keepsTranscript: false)
        var mirror = initial
        let bound = await bindQuotes(&mirror, on: server.client)
        let first = mirror.version ?? 0
        while (mirror.version ?? 0) < first + 2_000, let message = await server.client.next() {
            mirror.apply(message)
        }
        await expectConverged(&mirror, bound: bound, on: server.client)
        #expect((mirror.version ?? 0) >= first + 2_000)
        #expect(mirror.collectionChanges > 0)
        server.send(signal: SIGTERM)
        _ = await server.exitStatus()
    }

    @Test(
        "a client that stops reading until its list's changes collapse: the server's peak memory stays bounded and the client converges, through a window too",
        arguments: [nil, ["quotes": ["offset": 3, "count": 5]] as JSONValue])
    func slowClient(windows: JSONValue?) async throws {
        // A low threshold so that a debug build's tick rate fills the backlog soon.
        let (server, initial) = try await start(
            arguments: ["--coalescing-threshold", "64", "--log-level", "debug"], windows: windows)
        var mirror = initial
        let bound = await bindQuotes(&mirror, on: server.client)
        server.client.pauseReading()
        // The pause lasts until the server has merged the list's waiting change sets into a reset,
        // however fast the machine or the build ticks; the bound only catches a server that never does.
        let collapsed = await BoundedWait.until(within: 300) {
            server.stderr.contains("the changes of a collection waiting for a slow client became one reset")
        }
        #expect(collapsed, "the server never merged the waiting changes into a reset")
        let peak = try #require(server.memory("VmHWM"))
        #expect(Sanitizers.areActive || peak < Self.residentBound, "VmHWM \(peak >> 10) KiB")
        server.client.resumeReading()
        await expectConverged(&mirror, bound: bound, on: server.client)
        #expect(server.client.transcript.contains { $0.hasPrefix("< ") && $0.contains(#""op":"reset""#) })
        server.send(signal: SIGTERM)
        _ = await server.exitStatus()
    }
}
