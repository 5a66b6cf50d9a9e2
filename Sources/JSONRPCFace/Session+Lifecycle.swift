import Protocol
import ServerTransport

/// How a session ends: `shutdown` and `exit`, end of input, a signal, as `SessionLifecycle` decides.
extension Session {
    /// A `shutdown` on its own: its answer now, or nil when it waits for running executions.
    func shutdown(_ request: Request) -> OutgoingMessage? {
        do {
            try lifecycle.check(initializing: false)
        } catch {
            return .single(.response(Response(id: request.id, result: .failure(error))))
        }
        switch lifecycle.shutdown(request.id, executionsRunning: !inFlight.isEmpty) {
        case .answerNow: return .result(ShutdownRequest.Result(), for: request.id)
        case .answerWhenIdle: return nil
        }
    }

    /// An execution answered: a `shutdown` waiting for the last one answers now.
    func executionFinished() {
        guard inFlight.isEmpty else { return }
        perform(lifecycle.executionsFinished())
    }

    /// `exit` ends the process at once, except after a `shutdown` that is still being answered.
    func exit() {
        perform(lifecycle.exit())
    }

    /// A stop from outside the protocol (SIGTERM): ends now, as `exit` does, without waiting for
    /// running executions or a pending `shutdown`; the status still says whether `shutdown` came.
    package func stop() {
        perform(lifecycle.stop())
    }

    /// After the end of input, ends the session once nothing runs or waits.
    func finishIfIdle() {
        guard inFlight.isEmpty, gate.isEmpty else { return }
        perform(lifecycle.becameIdle())
    }

    private func perform(_ action: SessionLifecycle.Action) {
        switch action {
        case .none:
            break
        case .answerShutdown(let id, let thenEnd):
            send(.single(.response(Response(id: id, result: .success(.null)))))
            if thenEnd { terminate(0) }
        case .end(let status):
            terminate(status)
        }
    }

    /// Stops reading input and ends the process once the output is drained; cancels what still runs.
    private func terminate(_ status: Int32) {
        for execution in inFlight.values { execution.task?.cancel() }
        releaseHeld()
        endProcess(status)
    }
}
