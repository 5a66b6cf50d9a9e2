import Apps
import ServerLog
import ViewModels

@testable import JSONRPCFace
@testable import ServerTransport
@testable import ViewModelHosting

#if canImport(Glibc)
    import Glibc
#endif

/// The main-actor half of a fuzz case: a fresh session on the built-in apps behind the server's real
/// `Connection`, which reads the case's input to its end and writes everything to the case's output.
///
/// Time is a test clock, so a case never waits for real time and never depends on it: after the
/// input, the clock moves a second in four steps (latencies and debounces fire), then the session
/// is ended the way a vanishing client ends it, and everything still hosted is disposed.
///
/// The quote lists tick on a clock of their own that runs a fixed few wakes per step instead of a
/// span of time: a fuzzed `tickInterval` may be a nanosecond, and a span of a quarter second would
/// then hold a quarter of a billion ticks; a fixed count keeps every case short and the same for
/// every interval.
@MainActor
struct FuzzSession {
    /// One clock and one set of services for the whole run: the photo catalog builds its index once.
    private static let clock = TestClock()
    private static let tickClock = TestClock()
    /// The quote-list ticks each of the four steps runs.
    private static let ticksPerStep = 5
    private static let catalog = ViewModelCatalog.builtIn(
        services: AppServices(
            player: PlayerServices(uploads: DiscardingUploads()),
            photoCatalog: OfflinePhotoCatalog(latency: .milliseconds(50), clock: clock),
            tweetCorpus: OfflineTweetCorpus(latency: .milliseconds(50), clock: clock),
            clock: tickClock))

    let mode: FuzzMode

    /// Serves `input` to its end, moves time, ends the session, and writes everything to `output`,
    /// as `Server.run` would; the connection does not close `output`.
    func run(input: Int32, output: Int32) async {
        let outbox = Outbox(coalescingThreshold: mode.coalescingThreshold)
        let session = Session(
            catalog: Self.catalog, identity: ServerIdentity(name: "mvvm-fuzz", version: "0"), outbox: outbox,
            sequential: mode.isSequential
        ) { _ in outbox.close() }
        let connection = Connection(
            input: input, output: dup(output), outbox: outbox, framing: mode.framing,
            maxMessageBytes: mode.maxMessageBytes, maxDepth: mode.maxDepth
        ) { session.receive($0) }
        // The input is all in the pipe and a file output never backs up, so reading never waits.
        while connection.wantsInput {
            connection.readInput()
            connection.flush()
        }
        for _ in 0..<4 where !session.lifecycle.hasEnded {
            await Self.clock.advance(by: .milliseconds(250))
            await Self.tickClock.run(steps: Self.ticksPerStep)
            connection.flush()
        }
        session.stop()
        session.host.disposeAll()
        connection.flush()
        // As `Server.run` does at the end: the outbox holds its connection strongly until told.
        outbox.forgetConnection()
        close(input)
        close(connection.output)
        let outlived = Self.clock.pendingSleeps + Self.tickClock.pendingSleeps
        precondition(outlived == 0, "\(outlived) sleeps outlived the session: disposing did not cancel their work")
    }
}

/// The Player's upload service in the fuzzer: accepts every upload at once and keeps nothing, so a
/// run touches no disk and grows no journal.
private struct DiscardingUploads: UploadService {
    func upload(_ record: UploadRecord) async throws {}
}
