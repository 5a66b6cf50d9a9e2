/// The ordered queue between the session and the connection that writes it out.
///
/// Messages leave in the order they were enqueued. While the client keeps up the queue stays short
/// and nothing is merged, so transcripts are exact and deterministic. When it grows past
/// `coalescingThreshold` (the client stopped reading) a state notification replaces the pending one
/// with the same key (a collection's change sets are merged, and collapse into a `reset` once they
/// outgrow the collection), provided no response or event stands between them: the client still converges
/// to the exact state, versions stay monotonic, and no notification moves past the response of the
/// request that caused it (SPEC §6.1, §6.3).
///
/// The connection hears of every enqueue (`outboxDidEnqueue`) and writes as soon as a few hundred messages
/// are pending, even in the middle of a long job such as a tick of 10,000 quotes, so the queue only
/// grows past a few hundred when the client stops reading.
///
/// - Important: Main actor only, as the session and the connection that share it.
@MainActor
package final class Outbox {
    private struct State: ~Copyable {
        var entries = MessageQueue()
        var live = 0
        /// Where the part of `entries` after the last barrier starts: what a keyed notification may
        /// still replace.
        var tailStart = 0
        /// Index in `entries` of the pending keyed notification, for the part after the last barrier.
        /// Kept only while the client is behind (`tailIsCurrent`): a client that keeps up never needs
        /// it, and should not pay for hashing two strings per message.
        var tail: [CoalescingKey: Int] = [:]
        var tailIsCurrent = true
        var isClosed = false
    }

    /// Unchecked: passed `inout` only to the static helpers below, which call nothing that could
    /// reach the outbox again; the connection hears of an enqueue after the last access. Pays in
    /// `benchmarks/profile`'s set (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) private var state = State()
    let coalescingThreshold: Int
    /// Told after every enqueue, so it can write without waiting for the job that sends to end.
    ///
    /// Strong, with the cycle it makes broken by `forgetConnection()` when the server's run ends: a
    /// weak reference gives the connection a side table, through which every retain and release of
    /// it then goes, at each enqueue. Unchecked: only assigned and loaded, each access instantaneous.
    @exclusivity(unchecked) var connection: Connection?

    package init(coalescingThreshold: Int = 4096) {
        self.coalescingThreshold = coalescingThreshold
    }

    /// Lets go of the connection, once the server is done with it: what is sent later is kept, and
    /// no longer written.
    package func forgetConnection() {
        connection = nil
    }

    /// Takes every message out of `messages`, in order, and leaves it empty with its storage for the
    /// caller to fill again. Each message is moved out of its slot, not copied: the session hands over
    /// hundreds at a time, and a copy and its release cost more than the rest of enqueuing.
    package func enqueue(moving messages: inout MessageQueue) {
        if state.isClosed {
            messages.removeAll()
        } else {
            let threshold = coalescingThreshold
            messages.drain { message in Self.append(message, to: &state, threshold: threshold) }
        }
        connection?.outboxDidEnqueue()
    }

    private static func append(_ message: consuming OutgoingMessage, to state: inout State, threshold: Int) {
        // Matched rather than compared with nil, which copies the key and its two strings.
        if case .none = message.coalescingKey {
            if !state.tail.isEmpty { state.tail = [:] }
            state.tailIsCurrent = true
            state.entries.append(message)
            state.live += 1
            state.tailStart = state.entries.count
            return
        }
        // The key is read only once merging has started: reading it copies two strings.
        if state.live >= threshold, let key = message.coalescingKey {
            if !state.tailIsCurrent { rebuildTail(&state) }
            if let index = state.tail[key], let older = state.entries.take(at: index) {
                message = message.merged(after: older)
                state.live -= 1
                if state.entries.count - state.live > max(state.live, threshold) { compact(&state) }
            }
            state.tail[key] = state.entries.count
        } else {
            state.tailIsCurrent = false
        }
        state.entries.append(message)
        state.live += 1
    }

    /// Drops the holes merging left, once they outnumber the messages: a client that stays behind
    /// while the view models keep changing would otherwise grow the queue, and the connection's next turn
    /// with it, without bound, though only the latest of each key is still to be sent. Each
    /// compaction removes more holes than it keeps messages, so its cost is paid for.
    private static func compact(_ state: inout State) {
        state.tailStart = state.entries.removeHoles(tracking: state.tailStart)
        rebuildTail(&state)
    }

    /// Indexes the keyed notifications after the last barrier, the latest of each key winning, once
    /// the client has fallen behind; from then on `append` keeps the index up to date.
    private static func rebuildTail(_ state: inout State) {
        state.tail.removeAll(keepingCapacity: true)
        for index in state.tailStart..<state.entries.count {
            if let key = state.entries.coalescingKey(at: index) { state.tail[key] = index }
        }
        state.tailIsCurrent = true
    }

    /// Swaps everything pending into `taken`, the holes merging left included as nil; false when
    /// nothing is pending.
    ///
    /// The connection hands back its previous turn's queue, emptied, and the outbox fills that
    /// storage next: no turn allocates, copies or regrows a queue of messages.
    func take(into taken: inout MessageQueue) -> Bool {
        taken.removeAll()
        guard state.live > 0 else { return false }
        state.live = 0
        state.tail.removeAll(keepingCapacity: true)
        state.tailIsCurrent = true
        state.tailStart = 0
        swap(&state.entries, &taken)
        return true
    }

    /// No more messages will be accepted; the connection writes what is pending, then ends.
    package func close() {
        state.isClosed = true
    }

    /// Whether `close()` was called.
    var isClosed: Bool { state.isClosed }

    /// Places in the queue, the holes merging left included (tests read it).
    var slotCount: Int { state.entries.count }

    /// Messages waiting to be written (the host and tests read it).
    var pendingCount: Int { state.live }

    /// Whether the client has fallen behind far enough that pending state notifications are merged.
    package var isBackedUp: Bool { pendingCount >= coalescingThreshold }
}
