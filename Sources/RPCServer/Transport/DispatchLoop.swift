import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's loop where it does not own the main thread (a server in a test's own process, or on
/// a platform without `PollLoop`'s hooks): dispatch sources on the main queue wake it for input and
/// for a backed-up output.
///
/// It behaves as `PollLoop` does, at the cost of dispatch's own threads waking the main queue. It
/// reads once per main-queue job, as `PollLoop` reads once per turn, and asks `poll` itself whether
/// more is waiting rather than trust the source to fire again: dispatch's epoll back end may report a
/// pipe only when new bytes arrive, and would then leave a backlog unread.
@MainActor
final class DispatchLoop {
    private let connection: Connection
    private let reading: any DispatchSourceRead
    private let writing: any DispatchSourceWrite
    private var isReading = false
    private var isWriting = false
    private var isUpdateScheduled = false
    private var finished: CheckedContinuation<Void, Never>?

    init(connection: Connection) {
        self.connection = connection
        reading = DispatchSource.makeReadSource(fileDescriptor: connection.input, queue: .main)
        writing = DispatchSource.makeWriteSource(fileDescriptor: connection.output, queue: .main)
    }

    /// Runs until the connection is finished or `stop()` is called, then closes both descriptors.
    func run() async {
        reading.setEventHandler { [unowned self] in
            MainActor.assumeIsolated { update() }
        }
        writing.setEventHandler { [unowned self] in
            MainActor.assumeIsolated {
                connection.outputBecameWritable()
                update()
            }
        }
        // What a job sends outside these handlers (an execution finishing, a timer) is written
        // once that job has ended.
        connection.onOutput = { [unowned self] in scheduleUpdate() }
        await withCheckedContinuation { continuation in
            finished = continuation
            update()
        }
        connection.onOutput = nil
        await release(reading, resumed: isReading)
        await release(writing, resumed: isWriting)
    }

    /// Cancels `source` and closes its descriptor once dispatch has let go of it: dispatch knows a
    /// descriptor by its number, and a number closed too early may come back as a test's next pipe,
    /// which dispatch would then never watch.
    private func release(_ source: any DispatchSourceProtocol, resumed: Bool) async {
        source.setEventHandler(handler: nil)
        await withCheckedContinuation { (cancelled: CheckedContinuation<Void, Never>) in
            let descriptor = Int32(source.handle)
            source.setCancelHandler {
                _ = close(descriptor)
                cancelled.resume()
            }
            // A source is cancelled only while resumed.
            if !resumed { source.resume() }
            source.cancel()
        }
    }

    /// Ends `run()` now, written or not.
    func stop() {
        finished?.resume()
        finished = nil
    }

    /// Writes what is pending, reads once if input is waiting, and watches what needs watching.
    private func update() {
        connection.flush()
        if connection.wantsInput, Self.isReadable(connection.input) {
            connection.readInput()
            connection.flush()
            if connection.wantsInput, Self.isReadable(connection.input) { scheduleUpdate() }
        }
        guard finished != nil else { return }
        if connection.isFinished {
            stop()
            return
        }
        set(reading, active: connection.wantsInput, state: &isReading)
        set(writing, active: connection.wantsOutput, state: &isWriting)
    }

    /// Runs `update()` as a main-queue job of its own, after the jobs already queued.
    private func scheduleUpdate() {
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.isUpdateScheduled = false
                self.update()
            }
        }
    }

    private static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    private func set(_ source: any DispatchSourceProtocol, active: Bool, state: inout Bool) {
        guard active != state else { return }
        state = active
        if active { source.resume() } else { source.suspend() }
    }
}
