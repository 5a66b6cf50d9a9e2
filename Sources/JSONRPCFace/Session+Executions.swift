import Protocol
import ServerTransport

/// `command/execute`: executions run on, and answer, after the request that started them.
extension Session {
    /// Starts a `command/execute` now and answers it when the execution finishes or is cancelled.
    func startExecution(_ request: Request) {
        track([request.id]) { @MainActor in .single(.response(await self.answerLater(request))) }
    }

    /// The requests that answer once their work has finished rather than at once: `command/execute`
    /// and `clock/advance`.
    static func answersLater(_ method: String) -> Bool {
        method == ExecuteCommandRequest.method || method == AdvanceClockRequest.method
    }

    /// Runs one of the requests `answersLater` names and answers it.
    func answerLater(_ request: Request) async -> Response {
        request.method == AdvanceClockRequest.method ? await advanceClock(request) : await executeCommand(request)
    }

    /// Runs `work` now as one execution that answers the requests `ids` with what it returns; until
    /// then `shutdown` and end of input wait for it and `$/cancelRequest` for any of `ids` cancels it
    /// (in a batch, that is every execution the batch has not finished yet).
    func track(_ ids: [RequestID], _ work: @escaping @MainActor () async -> OutgoingMessage) {
        let execution = Execution()
        for id in ids { inFlight[id] = execution }
        execution.task = Task.immediate { @MainActor in
            let reply = await work()
            for id in ids where self.inFlight[id] === execution { self.inFlight[id] = nil }
            self.send(reply)
            self.executionFinished()
            self.receiveWaiting()
        }
    }

    func executeCommand(_ request: Request) async -> Response {
        do {
            try lifecycle.check(initializing: false)
            let params = try ExecuteCommandRequest.Params(params: request.params)
            let output = try await host.execute(params)
            return Response(id: request.id, result: .success(ExecuteCommandRequest.Result(output: output).json))
        } catch {
            return Response(id: request.id, result: .failure(error))
        }
    }

    func cancel(_ id: RequestID) {
        inFlight[id]?.task?.cancel()
    }
}

/// A running `command/execute`, registered before it starts so one that finishes without ever
/// suspending is already known when it unregisters itself.
@MainActor
final class Execution {
    var task: Task<Void, Never>?
}
