import Protocol
import Synchronization

/// What a `WireClient`'s reader thread received, handed to one waiting `next()` at a time.
///
/// A wait fails (`next()` returns nil) once it has lasted the client's timeout, counted from when it
/// began: the reader thread asks at least every `checkInterval` seconds. Counted from the last
/// message instead, as it was, a request sent after a quiet stretch could fail at once, and in a
/// test process whose servers all share a busy main actor it did.
///
/// - Important: Thread-safe; one `Mutex` guards the queue, the waiter and the transcript.
final class Inbox: Sendable {
    /// How often, in seconds, the reader thread asks whether a wait has lasted too long.
    static let checkInterval: Int32 = 1

    private struct State {
        /// What arrived and was not taken yet: the messages from `head` on. A client that falls
        /// behind a fast server must not get slower the further behind it is, as it did when each
        /// take moved every message behind it (`removeFirst`) under the lock the reader needs.
        var received: [JSONValue] = []
        var head = 0
        var waiter: CheckedContinuation<JSONValue?, Never>?
        /// When `waiter` began waiting.
        var waitingSince = ContinuousClock.now
        var isClosed = false
        var transcript: [String] = []

        /// The oldest message not taken. The storage before `head` is given back once it is half the
        /// array: amortized constant time per message, at most twice the backlog's memory.
        mutating func take() -> JSONValue? {
            guard head < received.count else { return nil }
            let message = received[head]
            head += 1
            if head == received.count {
                received.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024, head * 2 >= received.count {
                received.removeFirst(head)
                head = 0
            }
            return message
        }
    }

    private let state = Mutex(State())
    private let keepsTranscript: Bool

    init(keepsTranscript: Bool) {
        self.keepsTranscript = keepsTranscript
    }

    /// The next message, or nil when the stream ended or the wait timed out.
    func next() async -> JSONValue? {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                if let message = state.take() {
                    continuation.resume(returning: message)
                } else if state.isClosed {
                    continuation.resume(returning: nil)
                } else {
                    state.waiter = continuation
                    state.waitingSince = .now
                }
            }
        }
    }

    /// Whether a `next()` is waiting.
    var isWaiting: Bool { state.withLock { $0.waiter != nil } }

    func record(_ line: @autoclosure () -> String) {
        guard keepsTranscript else { return }
        state.withLock { $0.transcript.append(line()) }
    }

    var transcript: [String] { state.withLock { $0.transcript } }

    func deliver(_ message: JSONValue) {
        state.withLock { state in
            if keepsTranscript { state.transcript.append("< " + JSONWriter.string(message)) }
            if let waiter = state.waiter {
                state.waiter = nil
                waiter.resume(returning: message)
            } else {
                state.received.append(message)
            }
        }
    }

    /// Wakes the waiter with nil if it has waited `limit` by `now`: the server said nothing for that
    /// long after it was asked.
    func timeOut(at now: ContinuousClock.Instant, after limit: Duration) {
        state.withLock { state in
            guard let waiter = state.waiter, now - state.waitingSince >= limit else { return }
            state.waiter = nil
            waiter.resume(returning: nil)
        }
    }

    func finish() {
        state.withLock { state in
            state.isClosed = true
            state.waiter?.resume(returning: nil)
            state.waiter = nil
        }
    }
}
