import Dispatch
import ServerLog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM, taken in one place: blocked in every thread from the first line of `main`
/// and waited for by one thread of their own, which hands each to the main actor.
///
/// Why: a signal left unblocked in some thread may be delivered there; ignored, or caught by a
/// handler that thread never runs, it is lost and the server runs on until killed. A blocked signal
/// stays pending until `sigwait` takes it, so one that arrives before the session exists (while the
/// catalog is built) still ends it once serving starts.
///
/// Rules:
/// - `blockInEveryThread()` runs before any thread of ours is made; threads inherit the mask, and
///   Dispatch's own block every asynchronous signal. It also ignores SIGPIPE, so a closed pipe (the
///   protocol's output, or stderr) is a write error, never a death.
/// - The first signal asks the main actor to stop; if the process has not ended `grace` later (the
///   main thread stuck somewhere), or a second signal comes, the process ends at once with status 1.
/// - `restoreDefaults()` gives a process that does not serve (help, replay, generate) the ordinary
///   behaviour back: the signal kills it.
package enum StopSignals {
    /// The signals that end a server.
    static let numbers: [Int32] = [SIGINT, SIGTERM]

    /// Blocks the stop signals in the calling thread, and so in every thread it makes afterwards.
    package static func blockInEveryThread() {
        signal(SIGPIPE, SIG_IGN)
        var set = stopSet()
        for number in numbers { signal(number, SIG_DFL) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Unblocks the stop signals in the calling thread: their default action, death, applies again.
    package static func restoreDefaults() {
        var set = stopSet()
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Starts the thread that takes the stop signals, runs `stop` on the main actor for the first one,
    /// and ends the process at a second signal, or if it is still alive `grace` later.
    package static func take(grace: Duration, stop: @escaping @MainActor @Sendable (Int32) -> Void) {
        WaitingThread.start {
            var set = stopSet()
            var number: Int32 = 0
            while sigwait(&set, &number) != 0 {}
            let first = number
            DispatchQueue.main.async { MainActor.assumeIsolated { stop(first) } }
            var timeout = timespec(
                tv_sec: Int(grace.components.seconds), tv_nsec: Int(grace.components.attoseconds / 1_000_000_000))
            let second = sigtimedwait(&set, nil, &timeout)
            Log.error(
                second > 0
                    ? "signal \(second) again: ending at once"
                    : "still running \(grace) after signal \(first): ending at once")
            _exit(1)
        }
    }

    private static func stopSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        return set
    }
}
