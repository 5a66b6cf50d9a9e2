#if canImport(Glibc)
    import Glibc
#endif

/// libdispatch's hooks for a run loop of one's own: the descriptor that becomes readable when the main
/// queue has work, and the call that runs that work on the calling thread.
///
/// The main actor's jobs (a command's execution resuming, a timer firing, a signal's handler) are
/// queued on the main queue. Once a process calls `dispatch_main()`, worker threads run that queue,
/// and every job costs a hand-off between threads. A loop that waits in `poll` on this descriptor
/// beside stdin, and runs the queue itself, keeps them on the main thread. These are the hooks
/// swift-corelibs-foundation's RunLoop uses on Linux; they are looked up at run time, and where they
/// are missing (another platform) `PollLoop` is not used.
package enum MainQueue {
    private typealias HandleFunction = @convention(c) () -> Int32
    private typealias DrainFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private typealias ThreadIDFunction = @convention(c) () -> Int32

    /// The two hooks, when this process can run the main queue itself: on Linux, on the main thread,
    /// before anything called `dispatch_main()`.
    package static func hooks() -> (descriptor: Int32, drain: @convention(c) (UnsafeMutableRawPointer?) -> Void)? {
        #if os(Linux)
            guard let handle = symbol("_dispatch_get_main_queue_handle_4CF", as: HandleFunction.self),
                let drain = symbol("_dispatch_main_queue_callback_4CF", as: DrainFunction.self),
                let threadID = symbol("gettid", as: ThreadIDFunction.self),
                threadID() == getpid()
            else { return nil }
            let descriptor = handle()
            return descriptor >= 0 ? (descriptor, drain) : nil
        #else
            return nil
        #endif
    }

    /// Takes the wake-up the descriptor holds, so that `poll` waits again until new work is queued.
    static func acknowledge(_ descriptor: Int32) {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
    }

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(nil, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}
