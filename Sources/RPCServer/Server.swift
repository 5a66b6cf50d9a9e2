import JSONRPCFace
import MCPFace
import Protocol
import ServerTransport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole server on a pair of descriptors: a connection and a session on the main actor, driven by
/// `PollLoop` where the server owns the main thread and by `BackgroundPollLoop` elsewhere.
///
/// The executable runs it on stdin and a private duplicate of stdout; tests run it in-process on pipes.
struct Server {
    let input: Int32
    let output: Int32
    /// The command line's transport and session settings (framing, limits, `--sequential`).
    let options: ServerOptions
    let catalog: ViewModelCatalog
    let identity: ServerIdentity
    /// `--record`: where every message goes too, or nil.
    var recording: SessionRecording?
    /// Whether SIGINT and SIGTERM end the session as `exit` would (the executable, which blocked them
    /// first thing, `StopSignals`). Not in in-process tests, which must not take over their own
    /// process's signals.
    var takesStopSignals = false
    /// Whether the server may take over the main thread (the executable's `main`): it then waits in
    /// `PollLoop` and runs the main queue itself. Never in a test's process, whose main thread is the
    /// test runner's.
    var ownsMainThread = false
    /// How long a stop by signal waits for the output before the process ends anyway: a client that
    /// stopped reading must not keep a stopped server alive.
    let stopGrace = Duration.seconds(1)
    /// How long after a stop signal a main thread that has not ended the process is given before
    /// the signal's thread ends it: past the output's grace, for a main thread stuck elsewhere.
    /// Stated, not `stopGrace * 3`: `Duration`'s generic multiplication runs through enough of the
    /// runtime to keep its pages resident in every server (docs/performance.md, "Resident pages").
    let hardStopGrace = Duration.seconds(3)

    /// Serves until the session ends or the client goes away; returns, after the last byte was
    /// written, the status the process should exit with. Input that arrives later is not read.
    ///
    /// On Linux's main thread it never suspends: the loop runs the main queue's jobs itself.
    @MainActor
    func run() async -> Int32 {
        let outbox = Outbox(coalescingThreshold: options.coalescingThreshold)
        var status: Int32 = 1
        let end: @MainActor (Int32) -> Void = { code in
            status = code
            outbox.close()
        }
        let session: any Conversation =
            options.speaksMCP
            ? MCPSession(catalog: catalog, identity: identity, outbox: outbox, clock: options.controlledClock, terminate: end)
            : Session(
                catalog: catalog, identity: identity, outbox: outbox, sequential: options.sequential,
                clock: options.controlledClock, terminate: end)
        let connection = Connection(
            input: input, output: output, outbox: outbox, framing: options.framing,
            maxMessageBytes: options.maxMessageBytes
        ) { session.receive($0) }
        connection.recording = recording
        var stopDeadline: ContinuousClock.Instant?
        var backgroundLoop: BackgroundPollLoop?
        if takesStopSignals {
            StopSignals.take(grace: hardStopGrace) { [stopGrace] number in
                Log.info("stopping on signal \(number)")
                session.stop()
                stopDeadline = .now + stopGrace
                Task { @MainActor in
                    try? await Task.sleep(for: stopGrace)
                    backgroundLoop?.stop()
                }
            }
        }
        if ownsMainThread, let mainQueue = MainQueue.hooks() {
            PollLoop(connection: connection, mainQueue: mainQueue).run { stopDeadline }
            close(input)
            close(output)
        } else {
            let loop = BackgroundPollLoop(connection: connection)
            backgroundLoop = loop
            await loop.run()
        }
        session.disposeAll()
        outbox.forgetConnection()
        return status
    }
}
