#if canImport(Glibc)
    import Glibc
#endif
import Dispatch

/// Kills a server under test that is still in a blocking exchange at the deadline: a client blocked
/// in `read` cannot time out by itself, and a server that falls silent must end the benchmark rather
/// than hang it. The killed server's end of input then ends the blocked `read`.
final class Watchdog {
    private let kill: DispatchWorkItem

    init(killing pid: pid_t, afterSeconds seconds: Int) {
        kill = DispatchWorkItem { _ = Glibc.kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: kill)
    }

    /// The exchange finished in time.
    func cancel() {
        kill.cancel()
    }
}
