import Protocol
import ViewModels

/// One client's conversation: lifecycle, dispatch by method, and the order of what goes out.
///
/// Requests run in the order they arrive. Everything but `command/execute` completes synchronously
/// on the main actor; an execution starts synchronously too (so it sees the state the requests before
/// it left) and answers when it finishes. What a request causes is collected while it runs and sent
/// before its response (SPEC §6.1).
@MainActor
final class Session {
    enum Phase {
        case awaitingInitialize
        case running
        case shutDown
    }

    static let protocolVersions = ["1.0"]

    var phase = Phase.awaitingInitialize
    let host: ViewModelHost
    /// What `initialize` answers as `serverInfo`.
    let identity: ServerIdentity
    let outbox: Outbox
    /// Ends the process with the status once what is pending has been written.
    let endProcess: @MainActor (Int32) -> Void
    /// Unchecked, as the two below: flags only assigned and read, and an array only appended to,
    /// filtered in place and emptied by the outbox, none of which calls back into the session; the
    /// checks cost a tenth of the session's own share of a pipelined `property/set`.
    @exclusivity(unchecked) var isTerminating = false
    /// Whether a request is being handled, so that what it causes waits in `collected`.
    @exclusivity(unchecked) var isCollecting = false
    /// What the request being handled has caused so far; empty between requests, when it only
    /// keeps its storage for the next one.
    @exclusivity(unchecked) var collected = MessageQueue()
    /// What was sent between requests (a timer's changes, an execution's answer) during the main
    /// actor's current job. It goes to the outbox when the job ends, before anything else is sent, or
    /// in pieces of `heldLimit`: the outbox, and the connection that writes when a few hundred are
    /// pending, then work once per piece instead of once per message, and a tick of 10,000 quotes is
    /// written as it goes rather than all at its end.
    ///
    /// Unchecked, as the flag below: appended to, and emptied by the outbox, which calls nothing back.
    @exclusivity(unchecked) var held = MessageQueue()
    @exclusivity(unchecked) var isReleaseScheduled = false
    static let heldLimit = 256
    var inFlight: [RequestID: Execution] = [:]
    var inputEnded = false
    /// A `shutdown` waiting for running executions to answer first.
    var pendingShutdown: RequestID?
    /// An `exit` that arrived while `shutdown` was still waiting; it takes effect right after.
    var exitAfterShutdown = false
    /// With `--sequential`, each message waits until every execution before it has answered.
    let isSequential: Bool
    /// Messages read while an execution runs, in sequential mode, or while a `clock/advance` runs.
    ///
    /// Unchecked, as the flag below: each access ends before anything is called with what it read
    /// (a message is removed first, then handled); the check was a tenth of the session's own
    /// share of a `property/set`, which reads both on the way in.
    @exclusivity(unchecked) var waiting: [Incoming] = []
    /// An execution finished inside the handling of a message; what waited is handled right after.
    var waitingIsDue = false
    /// With `--clock controlled`, the clock `clock/advance` moves; nil when time is real.
    let controlledClock: TestClock?
    /// The work each message handled under a controlled clock started, while any task of it lives.
    var clockWork: [WeakClockWork] = []
    /// A `clock/advance` is running: every message waits until it has answered.
    @exclusivity(unchecked) var isAdvancing = false

    init(
        catalog: ViewModelCatalog, identity: ServerIdentity, outbox: Outbox, sequential: Bool = false,
        clock: TestClock? = nil, terminate: @escaping @MainActor (Int32) -> Void
    ) {
        self.controlledClock = clock
        self.identity = identity
        self.outbox = outbox
        self.isSequential = sequential
        self.endProcess = terminate
        self.host = ViewModelHost(
            catalog: catalog, clock: clock ?? ContinuousClock(), isClientBehind: { outbox.isBackedUp }) { _ in }
        host.output = { [unowned self] message in self.send(message) }
        host.questions.asked = { [unowned self] id in self.answerWaiting(id) }
    }

    func receive(_ event: consuming InputEvent) {
        guard !isTerminating else { return }
        switch consume event {
        case .frame(let frame):
            receive(frame)
        case .endOfInput:
            inputEnded = true
            host.questions.withdrawAll()
            finishIfIdle()
        }
    }

    private func receive(_ frame: consuming DecodedFrame) {
        switch consume frame {
        case .error(let error):
            send(.single(.response(Response(id: nil, result: .failure(error)))))
        case .message(let incoming):
            if mustWait(incoming) {
                waiting.append(incoming)
            } else {
                receive(incoming)
            }
            if waitingIsDue { receiveWaiting() }
        }
    }

    private func receive(_ incoming: Incoming) {
        handlingAsClockWork(incoming) { incoming in
            switch incoming {
            case .single(let element): receive(element)
            case .batch(let elements): receive(batch: elements)
            }
        }
    }

    /// Whether `incoming` waits in `waiting`: behind a running `clock/advance`, behind what already
    /// waits, and in sequential mode behind a running execution unless it overtakes. An answer to a
    /// waiting question never waits: the execution it would wait behind may be the one that asked.
    /// One that comes before its question (a piped script's) waits in turn, until the question is
    /// asked (`answerWaiting`) or its turn comes.
    private func mustWait(_ incoming: Incoming) -> Bool {
        if case .single(.message(.response(let response))) = incoming, host.questions.isWaiting(response.id) {
            return false
        }
        if isAdvancing { return true }
        if isSequential { return !(inFlight.isEmpty && waiting.isEmpty) && !Self.overtakes(incoming) }
        return !waiting.isEmpty
    }

    /// What must not wait behind a running execution even in sequential mode: a cancel, which is
    /// what ends a wait that would otherwise last, and `clock/advance`, since an execution may be
    /// waiting for time. (`exit` waits its turn, so that a piped script's `shutdown` and `exit` come
    /// after everything before them.)
    private static func overtakes(_ incoming: Incoming) -> Bool {
        switch incoming {
        case .single(.message(.notification(let notification))):
            notification.method == CancelRequestNotification.method
        case .single(.message(.request(let request))):
            request.method == AdvanceClockRequest.method
        default:
            false
        }
    }

    /// Hands the host an answer to the question `id` that arrived before it was asked and waits.
    private func answerWaiting(_ id: Int64) {
        guard let index = waiting.firstIndex(where: { incoming in
            if case .single(.message(.response(let response))) = incoming { response.id == .integer(id) } else { false }
        }), case .single(.message(.response(let response))) = waiting.remove(at: index) else { return }
        host.receive(answer: response)
    }

    /// Sequential mode: handles what waited, up to the next execution that starts running. Never
    /// inside the handling of another message, whose output must leave first.
    func receiveWaiting() {
        guard !isCollecting else {
            waitingIsDue = true
            return
        }
        waitingIsDue = false
        while !isAdvancing, !isSequential || inFlight.isEmpty, !waiting.isEmpty, !isTerminating {
            receive(waiting.removeFirst())
            waitingIsDue = false
        }
        finishIfIdle()
    }

    private func receive(_ element: MessageResult) {
        isCollecting = true
        // A set the decoder typed is answered at once; the method names below are not compared for it.
        if case .message(.request(let request)) = element, let params = request.propertySetParams {
            collected.append(reply(toSet: params, id: request.id))
        } else if case .message(.request(let request)) = element, Self.answersLater(request.method) {
            startExecution(request)
        } else if case .message(.request(let request)) = element, request.method == ShutdownRequest.method,
            phase == .running, !inFlight.isEmpty
        {
            phase = .shutDown
            pendingShutdown = request.id
        } else if case .message(.request(let request)) = element {
            collected.append(reply(to: request))
        } else if let response = answer(element) {
            collected.append(.single(.response(response)))
        }
        flushCollected()
    }

    /// Answers a single request synchronously, with its typed result as it is written out.
    private func reply(to request: Request) -> OutgoingMessage {
        do {
            return .result(try handle(request), for: request.id)
        } catch {
            return .single(.response(Response(id: request.id, result: .failure(error))))
        }
    }

    /// Answers a set whose params the decoder typed, with the version held in the message itself.
    private func reply(toSet params: SetPropertyRequest.Params, id: RequestID) -> OutgoingMessage {
        do {
            try checkPhase(initializing: false)
            return .propertySetResult(version: try setProperty(params), for: id)
        } catch {
            return .single(.response(Response(id: id, result: .failure(error))))
        }
    }

    private func receive(batch elements: [MessageResult]) {
        let executions = elements.compactMap { element -> Request? in
            guard case .message(.request(let request)) = element, Self.answersLater(request.method)
            else { return nil }
            return request
        }
        guard !executions.isEmpty else {
            isCollecting = true
            let responses = elements.compactMap(answer)
            if !responses.isEmpty { collected.append(.batch(responses.map(Message.response))) }
            flushCollected()
            return
        }
        track(executions.map(\.id)) { @MainActor in
            var responses: [Response] = []
            for element in elements {
                if case .message(.request(let request)) = element, Self.answersLater(request.method) {
                    responses.append(await self.answerLater(request))
                } else if let response = self.answer(element) {
                    responses.append(response)
                }
            }
            return .batch(responses.map(Message.response))
        }
    }

    /// Answers one element synchronously; nil for notifications.
    func answer(_ element: MessageResult) -> Response? {
        switch element {
        case .failure(let id, let error):
            return Response(id: id, result: .failure(error))
        case .message(.notification(let notification)):
            handle(notification)
            return nil
        case .message(.response(let response)):
            host.receive(answer: response)
            return nil
        case .message(.request(let request)):
            do {
                return Response(id: request.id, result: .success(try handle(request).json))
            } catch {
                return Response(id: request.id, result: .failure(error))
            }
        }
    }

}
