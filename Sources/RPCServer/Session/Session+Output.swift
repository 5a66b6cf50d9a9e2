import Protocol

/// The order of what goes out: what a request causes is sent before its response (SPEC §6.1), and
/// what comes between requests is held for the outbox in pieces.
extension Session {
    /// Sends what a request caused before its response; between requests, holds it for the outbox
    /// (`held`).
    func send(_ message: consuming OutgoingMessage) {
        if isCollecting {
            collected.append(message)
            return
        }
        held.append(message)
        if held.count >= Self.heldLimit {
            releaseHeld()
        } else if !isReleaseScheduled {
            isReleaseScheduled = true
            // Runs once the current job has ended: the main actor takes its jobs in order.
            Task {
                self.isReleaseScheduled = false
                self.releaseHeld()
            }
        }
    }

    func releaseHeld() {
        guard !held.isEmpty else { return }
        outbox.enqueue(moving: &held)
    }

    /// Runs `body` with what it causes held back, then sends all of it but the notifications keyed
    /// `echo` that `body` returns (a set's own change, which would only echo the client).
    /// Each key is compared where its message lies, without copying the message out.
    func sendCaused<Value>(
        by body: () throws(ResponseError) -> (Value, echo: CoalescingKey?)
    ) throws(ResponseError) -> Value {
        let wasCollecting = isCollecting
        let start = collected.count
        isCollecting = true
        // A do-catch rather than `Result { … }`: a closure handed to a nonisolated function from the
        // main actor is checked to run there on every call.
        let result: Result<(Value, echo: CoalescingKey?), ResponseError>
        do {
            result = .success(try body())
        } catch {
            result = .failure(error)
        }
        if case .success((_, let echo?)) = result { collected.removeAll(from: start, keyedBy: echo) }
        if !wasCollecting { flushCollected() }
        return try result.get().0
    }

    func flushCollected() {
        releaseHeld()
        if !collected.isEmpty { outbox.enqueue(moving: &collected) }
        isCollecting = false
    }
}
