import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's loop where it does not own the main thread (a server in a test's own process, or on
/// a platform without `PollLoop`'s hooks): a thread of its own waits in `poll`, and the main actor
/// does all the work, as in `PollLoop`, when that thread says a descriptor is ready.
///
/// Not dispatch's read and write sources: on Linux, creating and tearing down many of them (a test
/// suite starts hundreds of servers) corrupts libdispatch's epoll bookkeeping, and its event thread
/// crashes on a freed note (swift-corelibs-libdispatch issue 949; seen here under ThreadSanitizer).
///
/// The waiting thread and the main actor take turns: the thread polls what the main actor last asked
/// for, reports what is ready, and waits until the main actor has handled it and asked again. When the
/// main actor's wishes change while the thread polls (a job's output backed up), a byte on a wake-up
/// pipe makes it poll anew.
@MainActor
package final class BackgroundPollLoop {
    /// What the main actor asks the waiting thread to watch, and whether to stop.
    private struct Interest: Equatable {
        var input = false
        var output = false
        var isDone = false
    }

    /// The state the two sides share: the interest, under a `Mutex`, and the semaphore the thread
    /// waits on between turns.
    private final class Shared: Sendable {
        let interest = Mutex(Interest())
        let turn = DispatchSemaphore(value: 0)
        let wake: (read: Int32, write: Int32)

        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0, "pipe failed: errno \(errno)")
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            wake = (ends[0], ends[1])
        }

        func wakeUp() {
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
    }

    private let connection: Connection
    private let shared = Shared()
    private var asked = Interest()
    private var isUpdateScheduled = false
    private var finished: CheckedContinuation<Void, Never>?

    package init(connection: Connection) {
        self.connection = connection
    }

    /// Runs until the connection is finished or `stop()` is called, then closes both descriptors
    /// once the waiting thread has let go of them.
    package func run() async {
        connection.onOutput = { [unowned self] in scheduleUpdate() }
        let (input, output) = (connection.input, connection.output)
        let (threadEnded, ending) = AsyncStream<Void>.makeStream()
        await withCheckedContinuation { (stopped: CheckedContinuation<Void, Never>) in
            finished = stopped
            update()
            Self.startWaiting(on: input, output, shared: shared, exited: { ending.finish() }) { ready in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self.handle(ready) }
                }
            }
        }
        connection.onOutput = nil
        for await _ in threadEnded {}
        close(input)
        close(output)
    }

    /// Ends `run()` now, written or not.
    package func stop() {
        guard let finished else { return }
        self.finished = nil
        ask(Interest(isDone: true))
        finished.resume()
    }

    private func handle(_ ready: (input: Bool, output: Bool)) {
        defer { shared.turn.signal() }
        guard finished != nil else { return }
        if ready.output { connection.outputBecameWritable() }
        update()
    }

    /// Writes what is pending, reads once if input is waiting, and asks for what needs watching.
    /// Nothing once stopped: the descriptors are about to close.
    private func update() {
        guard finished != nil else { return }
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
        ask(Interest(input: connection.wantsInput, output: connection.wantsOutput))
    }

    /// Tells the waiting thread what to watch; wakes it when that changed.
    private func ask(_ interest: Interest) {
        guard interest != asked else { return }
        asked = interest
        shared.interest.withLock { $0 = interest }
        shared.wakeUp()
        if interest.isDone { shared.turn.signal() }
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

    /// The waiting thread: polls what `shared.interest` asks for, reports readiness through `report`
    /// and waits for its turn, until the interest says it is done; then closes the wake-up pipe and
    /// calls `exited`.
    private nonisolated static func startWaiting(
        on input: Int32, _ output: Int32, shared: Shared, exited: @escaping @Sendable () -> Void,
        report: @escaping @Sendable ((input: Bool, output: Bool)) -> Void
    ) {
        WaitingThread.start {
            var descriptors = [
                pollfd(fd: shared.wake.read, events: Int16(POLLIN), revents: 0),
                pollfd(fd: -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: -1, events: Int16(POLLOUT), revents: 0),
            ]
            var drained = [UInt8](repeating: 0, count: 64)
            while true {
                let interest = shared.interest.withLock { $0 }
                if interest.isDone { break }
                descriptors[1].fd = interest.input ? input : -1
                descriptors[2].fd = interest.output ? output : -1
                guard poll(&descriptors, nfds_t(descriptors.count), -1) > 0 else { continue }
                if descriptors[0].revents != 0 {
                    _ = read(shared.wake.read, &drained, drained.count)
                    continue
                }
                report((descriptors[1].revents != 0, descriptors[2].revents != 0))
                shared.turn.wait()
            }
            close(shared.wake.read)
            close(shared.wake.write)
            exited()
        }
    }
}
