#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended: it exited with a code, or a signal ended it.
package enum Termination: Equatable, Sendable {
    case exit(Int32)
    case signal(Int32)

    /// As a shell reports it: the exit code, or 128 + the signal's number.
    package var status: Int32 {
        switch self {
        case .exit(let code): code
        case .signal(let number): 128 + number
        }
    }

    /// Waits for the child `pid` to end and reaps it.
    ///
    /// - Important: blocks the calling thread until the child ends: call it on a `WaitingThread`.
    package static func reaping(_ pid: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? .exit((status >> 8) & 0xff) : .signal(signal)
    }
}
