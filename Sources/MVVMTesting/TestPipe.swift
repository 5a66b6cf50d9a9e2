import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe between a test and a server, whose ends no other child process inherits.
///
/// Tests run in parallel and several spawn servers: a child that inherited another test's ends
/// would hold that server's input open (it never sees end of input) and its output readable (it
/// never sees EPIPE). `pipe2(O_CLOEXEC)` is not in Swift's Glibc module, so the ends are marked
/// close-on-exec under `spawnLock`, which every spawn holds too: no child can start in between.
public struct TestPipe {
    /// The read end, closed on exec so that no child process inherits it.
    public let read: Int32
    /// The write end, closed on exec so that no child process inherits it.
    public let write: Int32

    /// Held while a pipe is made and while a test spawns a child process.
    public static let spawnLock = Mutex(())

    /// Makes a pipe; failing to make one is fatal.
    public init() {
        var ends: [Int32] = [0, 0]
        Self.spawnLock.withLock { _ in
            precondition(pipe(&ends) == 0, "pipe failed: errno \(errno)")
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        (read, write) = (ends[0], ends[1])
    }
}
