#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's loop on the main thread: a request is read, handled and answered without leaving the
/// thread, and a round trip costs one wake-up (docs/performance.md).
///
/// Each turn writes what is pending, waits, runs the main queue's jobs (executions resuming,
/// timers, signal handlers), then reads once. Reading after the jobs keeps the order the old
/// threads gave: what the loop has heard was queued before a read is handled before what the read
/// brings. (A job another thread queues as input arrives may land on either side, as it could with
/// the threads; it is heard through the watcher a few microseconds later than through `poll`.)
///
/// It waits in one of two ways. While only input can come next (nothing to write, no stop under
/// way, a blocking input), it waits in the `read` itself, and a `MainQueueWatcher` interrupts that
/// read when the main queue gets work from another thread: a round trip then costs a `read` and a
/// `write`, as the C baseline's does. Otherwise, and wherever the watcher could not start, it waits
/// in one `poll` over the input, the output while it is backed up, and the main queue's wake-up
/// descriptor; so does the wait after a turn that ran the main queue, where more jobs are likely.
@MainActor
package struct PollLoop {
    let connection: Connection
    let mainQueue: (descriptor: Int32, drain: @convention(c) (UnsafeMutableRawPointer?) -> Void)

    package init(connection: Connection, mainQueue: (descriptor: Int32, drain: @convention(c) (UnsafeMutableRawPointer?) -> Void)) {
        self.connection = connection
        self.mainQueue = mainQueue
    }

    /// Runs until the connection is finished, or until `deadline()` (set by a stop signal) passes.
    package func run(deadline: () -> ContinuousClock.Instant?) {
        var descriptors = [
            pollfd(fd: mainQueue.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: -1, events: Int16(POLLOUT), revents: 0),
        ]
        let watcher = connection.inputBlocks ? MainQueueWatcher.start(watching: mainQueue.descriptor) : nil
        var readsBlock = watcher != nil
        // Set by a turn that ran the main queue: the next wait polls, which hears the queue's
        // descriptor itself, where a read would hear of it through the watcher, a hand-off per job
        // that loses a fast timer's ticks (docs/performance.md, "Waiting in the read"). A turn
        // without queue work returns to waiting in the read.
        var queueWasBusy = false
        while true {
            connection.flush()
            if connection.isFinished { return }
            var timeout: Int32 = -1
            if let deadline = deadline() {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return }
                timeout = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            if let watcher, readsBlock, !queueWasBusy, timeout < 0, connection.wantsInput, !connection.wantsOutput {
                if watcher.takePending() {
                    runMainQueue()
                    queueWasBusy = true
                } else if watcher.arm() {
                    let outcome = connection.readInput()
                    watcher.disarm()
                    // Someone made the input non-blocking after all: poll it from now on.
                    if outcome == .wouldBlock { readsBlock = false }
                }
                continue
            }
            descriptors[1].fd = connection.wantsInput ? connection.input : -1
            descriptors[2].fd = connection.wantsOutput ? connection.output : -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                precondition(errno == EINTR, "poll failed: errno \(errno)")
                continue
            }
            queueWasBusy = descriptors[0].revents != 0
            if queueWasBusy {
                _ = watcher?.takePending()
                runMainQueue()
            }
            if descriptors[2].revents != 0 { connection.outputBecameWritable() }
            if descriptors[1].revents != 0, connection.wantsInput { connection.readInput() }
        }
    }

    /// Takes the descriptor's wake-up (it is non-blocking, so a wake-up already taken costs an
    /// `EAGAIN`), then runs every job queued.
    private func runMainQueue() {
        MainQueue.acknowledge(mainQueue.descriptor)
        mainQueue.drain(nil)
    }
}
