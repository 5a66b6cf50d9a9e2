import Apps
import ViewModels

@testable import RPCServer

/// The main-actor half of a fuzz case: a fresh session on the built-in apps, fed what the reader read.
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

    /// Everything the session sent, in the order the writer would have taken it.
    func run(_ events: [InputEvent]) async -> [OutgoingMessage] {
        let outbox = Outbox(coalescingThreshold: mode.coalescingThreshold)
        let session = Session(
            catalog: Self.catalog, identity: ServerIdentity(name: "mvvm-fuzz", version: "0"), outbox: outbox,
            sequential: mode.isSequential
        ) { _ in outbox.close() }
        for event in events { session.receive(event) }
        for _ in 0..<4 where !session.isTerminating {
            await Self.clock.advance(by: .milliseconds(250))
            await Self.tickClock.run(steps: Self.ticksPerStep)
        }
        session.terminate(1)
        session.host.disposeAll()
        let outlived = Self.clock.pendingSleeps + Self.tickClock.pendingSleeps
        precondition(outlived == 0, "\(outlived) sleeps outlived the session: disposing did not cancel their work")
        var messages: [OutgoingMessage] = []
        while let taken = outbox.takeAll() { messages += taken }
        return messages
    }
}

/// The Player's upload service in the fuzzer: accepts every upload at once and keeps nothing, so a
/// run touches no disk and grows no journal.
private struct DiscardingUploads: UploadService {
    func upload(_ record: UploadRecord) async throws {}
}
