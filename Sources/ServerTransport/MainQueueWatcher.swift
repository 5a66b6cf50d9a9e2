import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets `PollLoop` wait for a request in a plain blocking `read` while still hearing of the main
/// queue's work: a thread of its own waits on the main queue's wake-up descriptor and, when work
/// arrives while the main thread is in that `read`, interrupts it with a signal.
///
/// Why: a `poll` before each `read` is a fair share of what separates mvvm-server's round trip from
/// the C baseline's (docs/performance.md, "The floor of a round trip in Swift"). In a round trip
/// nothing but the next request can arrive, so the main thread waits where the request comes, and the
/// rare work of other threads (a timer firing, an upload ending, a stop signal) pays a hand-off instead.
///
/// Rules:
/// - The main thread `arm()`s before its `read` and `disarm()`s after. `arm()` refuses when work is
///   already waiting, and the watcher signals only an armed thread: each side publishes its flag
///   before it reads the other's (sequentially consistent), so one of them always sees the other.
/// - A signal that lands after `arm()` checked but before the `read` began is lost; the watcher
///   signals again, at most a millisecond later, while the thread stays armed with work waiting.
/// - The signal's handler does nothing and is installed without `SA_RESTART`, so the interrupted
///   `read` returns `EINTR`. Signals go to the main thread alone, and only while it is armed.
/// - The watcher never reads the descriptor; whoever runs the main queue acknowledges it. Until then
///   it stays readable, so the watcher waits for `takePending()` rather than polling it again. It
///   ends when the descriptor is closed (libdispatch never closes the main queue's).
final class MainQueueWatcher: Sendable {
    /// The signal that interrupts the main thread's `read`: ignored by default, and used by nothing
    /// else in this process.
    static let wakeSignal = SIGURG

    /// How long the watcher first waits for its report to be taken, in nanoseconds: the main thread
    /// usually takes it within microseconds, and until it is taken the watcher cannot hear the next
    /// work (the descriptor stays readable), so a fixed millisecond held back ticks of 0.2 ms to
    /// about one a millisecond. Each further wait doubles, up to `longestPause`.
    private static let firstPause = 10_000
    /// The longest wait between two signals while a report is not taken: a signal lost before the
    /// `read` began is sent again within this.
    private static let longestPause = 1_000_000

    private let pending = Atomic<Bool>(false)
    private let armed = Atomic<Bool>(false)
    private let descriptor: Int32
    private let mainThread: pthread_t

    /// A watcher of `descriptor` for the calling thread, which must be the one that will `arm()`, and
    /// which gets the wake signal unblocked; nil when the handler or the mask cannot be set up.
    static func start(watching descriptor: Int32) -> MainQueueWatcher? {
        #if os(Linux)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            guard sigaction(wakeSignal, &action, nil) == 0 else { return nil }
        #else
            // `PollLoop` runs only where libdispatch lends its main queue's descriptor: Linux.
            return nil
        #endif
        // A thread inherits its creator's blocked signals; dispatch's threads block nearly all.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, wakeSignal)
        guard pthread_sigmask(SIG_UNBLOCK, &unblocked, nil) == 0 else { return nil }
        let watcher = MainQueueWatcher(descriptor: descriptor, mainThread: pthread_self())
        WaitingThread.start { watcher.watch() }
        return watcher
    }

    private init(descriptor: Int32, mainThread: pthread_t) {
        self.descriptor = descriptor
        self.mainThread = mainThread
    }

    /// Called before the blocking `read`: false, and not armed, when work is already waiting.
    func arm() -> Bool {
        armed.store(true, ordering: .sequentiallyConsistent)
        guard !pending.load(ordering: .sequentiallyConsistent) else {
            armed.store(false, ordering: .sequentiallyConsistent)
            return false
        }
        return true
    }

    /// Called once the `read` has returned, whatever it returned.
    ///
    /// A releasing store, not a sequentially consistent one (an atomic exchange on x86, every round
    /// trip): a watcher that still sees the read armed sends a signal that interrupts nothing, or a
    /// later system call that is tried again, which can happen in any order anyway.
    func disarm() {
        armed.store(false, ordering: .releasing)
    }

    /// Whether work arrived since the last call. Called before the main queue is acknowledged and
    /// run, so that work queued while it runs is reported again.
    ///
    /// Looks before it takes: the exchange is an atomic operation every round trip would pay, and a
    /// report missed by the look is seen by `arm()`, whose check is sequentially consistent.
    func takePending() -> Bool {
        guard pending.load(ordering: .relaxed) else { return false }
        return pending.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// The watcher thread: wait until the descriptor is readable, report it, and interrupt the main
    /// thread's `read` until the report is taken; again, until the descriptor is closed.
    private func watch() {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            guard poll(&watched, 1, -1) > 0 else { continue }
            if watched.revents & Int16(POLLHUP | POLLNVAL) != 0 { return }
            pending.store(true, ordering: .sequentiallyConsistent)
            var pause = Self.firstPause
            repeat {
                if armed.load(ordering: .sequentiallyConsistent) { pthread_kill(mainThread, Self.wakeSignal) }
                var interval = timespec(tv_sec: 0, tv_nsec: pause)
                nanosleep(&interval, nil)
                pause = min(pause * 2, Self.longestPause)
            } while pending.load(ordering: .sequentiallyConsistent)
        }
    }
}
