import Foundation
@testable import ServerTransport
import Synchronization
import TestSupport
import Testing

@testable import RPCServer

#if canImport(Glibc)
    import Glibc
#endif

/// The watcher that lets the server's loop wait in a plain `read` (`PollLoop`): work arriving on the
/// main queue's descriptor must interrupt that read, and must be reported, whenever it comes.
@Suite("Main queue watcher")
struct MainQueueWatcherTests {
    /// A pipe's two ends, closed by the test.
    private struct Pipe {
        let read: Int32
        let write: Int32

        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0, "pipe failed: errno \(errno)")
            (read, write) = (ends[0], ends[1])
        }

        func close() {
            _ = Glibc.close(read)
            _ = Glibc.close(write)
        }
    }

    /// Where the waiting thread's /proc stat file is, once it has started.
    private final class StatPath: Sendable {
        let value = Mutex("")
    }

    /// What the waiting thread saw: how many of its reads brought data (the input never has any),
    /// and how many were interrupted.
    private struct Waited: Sendable {
        var reads = 0
        var interruptions = 0
    }

    /// Runs, on a thread of its own whose /proc stat file it puts in `taskPath`, the loop `PollLoop` runs while only input can come:
    /// arm, wait in `read` of `input`, disarm, until the watcher reports work; then takes the work
    /// (reads the queue's byte, as the main queue's acknowledgement does) and reports what it saw.
    ///
    /// The thread never ends: the watcher keeps its id for signals, as it keeps the main thread's,
    /// and a signal sent to a thread that has ended is undefined. It stays parked on a semaphore.
    private func startWaiting(
        input: Int32, queue: Int32, taskPath: StatPath, report: @escaping @Sendable (Waited) -> Void
    ) {
        let thread = Thread {
            let task = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
            guard let watcher = MainQueueWatcher.start(watching: queue) else { return }
            // Published only now, for `isAsleep`: from here on the thread's one way to sleep is its read.
            taskPath.value.withLock { $0 = "/proc/" + task + "/stat" }
            var waited = Waited()
            var byte: UInt8 = 0
            while !watcher.takePending() {
                guard watcher.arm() else { continue }
                let count = Glibc.read(input, &byte, 1)
                let failure = errno
                watcher.disarm()
                if count > 0 { waited.reads += 1 }
                if count < 0 && failure == EINTR { waited.interruptions += 1 }
            }
            _ = Glibc.read(queue, &byte, 1)
            report(waited)
            DispatchSemaphore(value: 0).wait()
        }
        thread.start()
    }

    /// Whether the thread whose stat file is at `path` is asleep in the kernel: the waiting thread's
    /// only way to sleep is its `read`.
    private static func isAsleep(_ path: String) -> Bool {
        guard !path.isEmpty, let stat = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        // The state is the field after the command's closing parenthesis.
        return stat.split(separator: ")").last?.split(separator: " ").first == "S"
    }

    /// Runs the waiting thread against fresh pipes and gives it work: first, before the thread
    /// starts, or once it sleeps in its read, so that the read itself must be interrupted. Nil when
    /// the thread was never told of the work.
    private func waited(givingWorkFirst: Bool) async -> Waited? {
        let input = Pipe()
        let queue = Pipe()
        defer {
            input.close()
            queue.close()
        }
        let giveWork: @Sendable () -> Void = {
            var byte: UInt8 = 1
            _ = Glibc.write(queue.write, &byte, 1)
        }
        if givingWorkFirst { giveWork() }
        let taskPath = StatPath()
        return await BoundedWait.value(within: 300) { (report: @escaping @Sendable (Waited) -> Void) in
            startWaiting(input: input.read, queue: queue.read, taskPath: taskPath, report: report)
            guard !givingWorkFirst else { return }
            Task {
                guard await BoundedWait.until(within: 240, { Self.isAsleep(taskPath.value.withLock { $0 }) }) else { return }
                giveWork()
            }
        }
    }

    @Test("work that arrives while the thread waits in read interrupts the read and is reported; no data is read or lost")
    func interruptsWaitingRead() async throws {
        let seen = try #require(await waited(givingWorkFirst: false), "the thread waiting in read was never told of the work")
        #expect(seen.reads == 0)
        #expect(seen.interruptions >= 1)
    }

    @Test("work that arrived before the thread started is reported, and no input is read")
    func reportsWorkAlreadyWaiting() async throws {
        let seen = try #require(await waited(givingWorkFirst: true), "the thread never heard of work that was already waiting")
        #expect(seen.reads == 0)
    }
}
