import Dispatch
import Protocol
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole server on a pair of descriptors: reader thread, session on the main actor, writer thread.
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
    /// Signals that end the session as `exit` would (the executable: SIGTERM and SIGINT). Empty in
    /// in-process tests, which must not take over their own process's signals.
    var stopSignals: [Int32] = []
    /// How long a stop by signal waits for the writer before the process ends anyway: a client that
    /// stopped reading must not keep a stopped server alive.
    let stopGrace = Duration.seconds(1)

    /// Serves until the session ends or the client goes away; returns, after the last byte was
    /// written, the status the process should exit with. Input that arrives later is not read.
    @MainActor
    func run() async -> Int32 {
        let outbox = Outbox(coalescingThreshold: options.coalescingThreshold)
        let sharedFraming = SharedFraming(options.framing)
        let status = ExitStatus()
        let (done, finished) = AsyncStream<Int32>.makeStream()
        let output = output
        let recording = recording
        DedicatedThread.start {
            let drained = OutputWriter(descriptor: output, outbox: outbox, framing: sharedFraming, recording: recording)
                .run()
            if !drained { Log.info("the client closed its end of the output") }
            finished.yield(status.code)
            finished.finish()
        }
        let (events, input) = AsyncStream<InputEvent>.makeStream()
        let reader = InputReader(
            descriptor: self.input, forcedFraming: options.framing, maxMessageBytes: options.maxMessageBytes,
            framing: sharedFraming, recording: recording)
        DedicatedThread.start {
            reader.run { input.yield($0) }
            input.finish()
        }
        let session = Session(
            catalog: catalog, identity: identity, outbox: outbox, sequential: options.sequential,
            clock: options.controlledClock
        ) { code in
            status.code = code
            outbox.close()
        }
        Task { @MainActor in
            for await event in events {
                session.receive(event)
            }
        }
        let stopSources = stopSignals.map { number in
            observe(signal: number) {
                Log.info("stopping on signal \(number)")
                session.stop()
                Task { @MainActor [stopGrace] in
                    try? await Task.sleep(for: stopGrace)
                    finished.yield(status.code)
                }
            }
        }
        defer { stopSources.forEach { $0.cancel() } }
        for await code in done {
            session.host.disposeAll()
            return code
        }
        return status.code
    }

    /// Runs `handler` on the main actor whenever `number` arrives, instead of the signal's default
    /// action (for SIGTERM, death on the spot, mid-write).
    @MainActor
    private func observe(signal number: Int32, _ handler: @escaping @MainActor () -> Void) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated(handler) }
        source.resume()
        return source
    }
}

/// The status the process exits with once the writer has drained: 1 unless the session ended cleanly.
///
/// - Important: Written on the main actor, read by the writer thread; an `Atomic` guards it.
final class ExitStatus: Sendable {
    private let value = Atomic<Int32>(1)

    var code: Int32 {
        get { value.load(ordering: .acquiring) }
        set { value.store(newValue, ordering: .releasing) }
    }
}
