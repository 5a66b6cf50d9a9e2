#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain thread for the transport's waiting (`BackgroundPollLoop`, `MainQueueWatcher`): it blocks in
/// `poll`, which does not belong on the cooperative pool, and Foundation's `Thread` would pull Foundation
/// onto the start-up path.
enum WaitingThread {
    static func start(_ body: @escaping @Sendable () -> Void) {
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
