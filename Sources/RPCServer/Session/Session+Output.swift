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

    /// Runs `body`, a client's set, with what it causes held back, then sends all of it as the host's
    /// `echoHold` settles it: without the set property's own notifications when they would only echo
    /// the client, or with the held one put back where it was made.
    func sendCaused(by body: () throws(ResponseError) -> Int64) throws(ResponseError) -> Int64 {
        let wasCollecting = isCollecting
        let start = collected.count
        isCollecting = true
        // A do-catch rather than `Result { … }`: a closure handed to a nonisolated function from the
        // main actor is checked to run there on every call.
        let result: Result<Int64, ResponseError>
        do {
            result = .success(try body())
        } catch {
            result = .failure(error)
        }
        host.echoHold.settle(&collected, from: start)
        if !wasCollecting { flushCollected() }
        return try result.get()
    }

    func flushCollected() {
        releaseHeld()
        if !collected.isEmpty { outbox.enqueue(moving: &collected) }
        isCollecting = false
    }
}
