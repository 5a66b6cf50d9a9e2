import Dispatch
import Synchronization

/// Holds the reader thread while a test plays a client that stopped reading, or stops it for good.
///
/// - Important: Thread-safe; a `Mutex` guards the flags, and the reader blocks on a semaphore that
///   `resume` and `close` signal only when the reader said it is waiting.
final class ReadGate: Sendable {
    private struct State {
        var isPaused = false
        var isClosed = false
        var readerWaiting = false
    }

    private let state = Mutex(State())
    private let opened = DispatchSemaphore(value: 0)

    func pause() {
        state.withLock { $0.isPaused = true }
    }

    func resume() {
        open { $0.isPaused = false }
    }

    func close() {
        open { $0.isClosed = true }
    }

    private func open(_ change: (inout State) -> Void) {
        let wake = state.withLock { state -> Bool in
            change(&state)
            defer { state.readerWaiting = false }
            return state.readerWaiting
        }
        if wake { opened.signal() }
    }

    /// Returns once the reader may read on: at once unless paused; false when it must stop for good.
    func waitWhilePaused() -> Bool {
        let wait = state.withLock { state -> Bool in
            state.readerWaiting = state.isPaused && !state.isClosed
            return state.readerWaiting
        }
        if wait { opened.wait() }
        return state.withLock { !$0.isClosed }
    }
}
