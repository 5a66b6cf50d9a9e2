#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain thread for work that blocks for as long as something lives: the transport's waiting
/// (`BackgroundPollLoop`, `MainQueueWatcher`) and a test client's reading. It blocks in `poll` or
/// `read`, which does not belong on the cooperative pool, nor on Dispatch's threads, whose number is
/// capped: a few hundred test clients alive at once took them all, and every queue of the process
/// stopped. Foundation's `Thread` would pull Foundation onto the start-up path.
package enum WaitingThread {
    /// Runs `body` on a new detached thread.
    package static func start(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(WaitingThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, runWaitingThread, context)
        precondition(result == 0, "pthread_create failed: \(result)")
        pthread_detach(thread)
    }
}

private final class WaitingThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// A free function, so that it carries no actor isolation to check on the new thread.
private func runWaitingThread(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let raw else { return nil }
    Unmanaged<WaitingThreadBody>.fromOpaque(raw).takeRetainedValue().run()
    return nil
}
