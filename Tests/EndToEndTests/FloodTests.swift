import Dispatch
import Foundation
import Protocol
import TestSupport
import Testing

/// A client that pipelines a flood of requests and stops reading cannot grow the server: it stops
/// reading its input while its output waits (flow control, SPEC §6.3 and §9, docs/protocol.md §11).
///
/// Not timed: the reader stays paused until the server says, in its debug log, that it found the
/// output pipe full, so the bound is checked in exactly the state a paused reader causes however
/// slow the machine is. A server that buffered instead would read all 200,000 requests (some 26 MB)
/// and hold every unsent answer, well past the bound.
@Suite(
    "A flooding client that stops reading holds the server's memory bounded",
    .disabled(if: Sanitizers.areActive, "resident memory means nothing here"))
struct FloodTests {
    static let requests = 200_000
    static let batchSize = 1_000
    static let peakBound = 64 << 20

    @Test("200,000 pipelined sets with a paused reader: the peak stays under 64 MB, then every one is answered")
    func pausedReader() async throws {
        let server = try SpawnedServer(
            arguments: ["--data-dir", Repository.temporaryDirectory(), "--log-level", "debug"],
            keepsTranscript: false, timeout: 120)
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        let created = await server.client.request("viewModel/create", ["type": "Player"])
        let player = created.result?["viewModel"]?["id"]?.stringValue ?? "missing"
        server.client.pauseReading()
        // Writes block once the server stops reading, so they run on a thread of their own.
        DispatchQueue(label: "FloodTests.writer").async {
            for start in stride(from: 0, to: Self.requests, by: Self.batchSize) {
                server.client.sendRaw(Self.sets(of: player, ids: start..<start + Self.batchSize))
            }
        }
        let backedUp = await BoundedWait.until(within: 120) {
            server.stderr.contains("the client is not reading its output; input waits until it does")
        }
        #expect(backedUp, "the server never found its output full")
        let peakWhilePaused = server.memory("VmHWM") ?? Int.max
        #expect(peakWhilePaused < Self.peakBound, "peak \(peakWhilePaused) bytes while the reader was paused")

        server.client.resumeReading()
        var answered = 0
        var failed = 0
        while answered < Self.requests, let message = await server.client.next() {
            guard message["id"] != nil else { continue }
            answered += 1
            if message["error"] != nil { failed += 1 }
        }
        #expect(answered == Self.requests)
        #expect(failed == 0)
        let peak = server.memory("VmHWM") ?? Int.max
        #expect(peak < Self.peakBound, "peak \(peak) bytes over the whole flood")
        server.client.closeInput()
        #expect(await server.exitStatus(within: 60) == 1)
    }

    /// One batch of `property/set` requests, newline-framed, each setting a new name.
    private static func sets(of player: String, ids: Range<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        for id in ids {
            let request: JSONValue = [
                "jsonrpc": "2.0", "id": .integer(Int64(id + 100)), "method": "property/set",
                "params": ["viewModel": .string(player), "property": "playerName", "value": .string("name \(id)")],
            ]
            bytes += JSONWriter.encode(request) + [0x0A]
        }
        return bytes
    }
}
