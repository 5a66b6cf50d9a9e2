import Dispatch
import Synchronization

/// The ordered queue between the main actor and the writer thread.
///
/// Messages leave in the order they were enqueued. While the client keeps up the queue stays short
/// and nothing is merged, so transcripts are exact and deterministic. When it grows past
/// `coalescingThreshold` (the client stopped reading) a state notification replaces the pending one
/// with the same key (a collection's change sets are merged, and collapse into a `reset` once they
/// outgrow the collection), provided no response or event stands between them: the client still converges
/// to the exact state, versions stay monotonic, and no notification moves past the response of the
/// request that caused it (SPEC §6.1, §6.3).
///
/// - Important: Any thread may enqueue; one writer thread takes. The state sits behind a `Mutex`; the
///   writer sleeps on a semaphore that is signalled only when it said it is waiting.
final class Outbox: Sendable {
    private struct State {
        var entries: [OutgoingMessage?] = []
        var live = 0
        /// Index in `entries` of the pending keyed notification, for the part after the last barrier.
        var tail: [CoalescingKey: Int] = [:]
        var writerWaiting = false
        var isClosed = false
    }

    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    let coalescingThreshold: Int

    init(coalescingThreshold: Int = 4096) {
        self.coalescingThreshold = coalescingThreshold
    }

    func enqueue(_ message: OutgoingMessage) {
        enqueue(contentsOf: CollectionOfOne(message))
    }

    func enqueue(contentsOf messages: some Sequence<OutgoingMessage>) {
        let wake = state.withLock { state -> Bool in
            guard !state.isClosed else { return false }
            for message in messages {
                Self.append(message, to: &state, threshold: coalescingThreshold)
            }
            guard state.writerWaiting, state.live > 0 else { return false }
            state.writerWaiting = false
            return true
        }
        if wake { wakeUp.signal() }
    }

    private static func append(_ message: OutgoingMessage, to state: inout State, threshold: Int) {
        guard let key = message.coalescingKey else {
            state.tail.removeAll(keepingCapacity: true)
            state.entries.append(message)
            state.live += 1
            return
        }
        var message = message
        if state.live >= threshold, let index = state.tail[key], let older = state.entries[index] {
            message = message.merged(after: older)
            state.entries[index] = nil
            state.live -= 1
        }
        state.tail[key] = state.entries.count
        state.entries.append(message)
        state.live += 1
    }

    /// Blocks until there is something to write; returns everything pending, or nil once closed and empty.
    func takeAll() -> [OutgoingMessage]? {
        while true {
            let taken = state.withLock { state -> [OutgoingMessage?]? in
                if state.live > 0 {
                    state.live = 0
                    state.tail.removeAll(keepingCapacity: true)
                    defer { state.entries = [] }
                    return state.entries
                }
                if state.isClosed { return nil }
                state.writerWaiting = true
                return []
            }
            guard let taken else { return nil }
            if taken.isEmpty {
                wakeUp.wait()
                continue
            }
            return taken.compactMap { $0 }
        }
    }

    /// No more messages will be accepted; the writer drains what is pending, then stops.
    func close() {
        let wake = state.withLock { state -> Bool in
            state.isClosed = true
            defer { state.writerWaiting = false }
            return state.writerWaiting
        }
        if wake { wakeUp.signal() }
    }

    /// Messages waiting for the writer (tests and the slow-client benchmark read it).
    var pendingCount: Int { state.withLock { $0.live } }

    /// Whether the client has fallen behind far enough that pending state notifications are merged.
    var isBackedUp: Bool { pendingCount >= coalescingThreshold }
}
