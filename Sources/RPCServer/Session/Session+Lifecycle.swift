import Protocol

/// How a session ends: `shutdown` and `exit`, end of input, a signal.
extension Session {
    /// Stops reading input and ends the process once the output is drained; cancels what still runs.
    func terminate(_ status: Int32) {
        guard !isTerminating else { return }
        isTerminating = true
        for execution in inFlight.values { execution.task?.cancel() }
        releaseHeld()
        endProcess(status)
    }

    /// `shutdown` answers once every execution that was running when it arrived has answered, so a
    /// client that pipes a whole session (requests, shutdown, exit) still gets every response.
    func answerPendingShutdown() {
        guard inFlight.isEmpty, let id = pendingShutdown else { return }
        pendingShutdown = nil
        send(.single(.response(Response(id: id, result: .success(.null)))))
        if exitAfterShutdown { terminate(0) }
    }

    /// `exit` ends the process at once, except after a `shutdown` that is still being answered.
    func exit() {
        if pendingShutdown != nil {
            exitAfterShutdown = true
        } else {
            terminate(phase == .shutDown ? 0 : 1)
        }
    }

    /// A stop from outside the protocol (SIGTERM): ends now, as `exit` does, without waiting for
    /// running executions or a pending `shutdown`; the status still says whether `shutdown` came.
    func stop() {
        terminate(phase == .shutDown ? 0 : 1)
    }

    func finishIfIdle() {
        guard inputEnded, inFlight.isEmpty, waiting.isEmpty else { return }
        terminate(phase == .shutDown ? 0 : 1)
    }
}
