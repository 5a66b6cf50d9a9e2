import Protocol
import ServerLog
import ServerTransport
import ViewModelHosting
import ViewModels

/// One client's conversation: dispatch by method, and the order of what goes out.
///
/// Requests run in the order they arrive. Everything but `command/execute` completes synchronously
/// on the main actor; an execution starts synchronously too (so it sees the state the requests before
/// it left) and answers when it finishes. What a request causes is collected while it runs and sent
/// before its response (SPEC §6.1). The lifecycle (`SessionLifecycle`) and what waits
/// (`MessageGate`) are state machines of their own; the session does what they say.
@MainActor
package final class Session {
    package static let protocolVersions = ["1.0"]

    /// Unchecked, as the flags and queues below: values only assigned and read, and arrays only
    /// appended to, emptied, or taken from before what was taken is handled, none of which calls
    /// back into the session. Pays in `benchmarks/profile`'s set (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) var lifecycle = SessionLifecycle()
    @exclusivity(unchecked) var gate: MessageGate
    let host: ViewModelHost
    /// What `initialize` answers as `serverInfo`.
    let identity: ServerIdentity
    let outbox: Outbox
    /// Ends the process with the status once what is pending has been written.
    let endProcess: @MainActor (Int32) -> Void
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
    @exclusivity(unchecked) var held = MessageQueue()
    @exclusivity(unchecked) var isReleaseScheduled = false
    /// The set property's own change while a client's set runs (`setProperty`).
    let echoHold = EchoHold()
    static let heldLimit = 256
    var inFlight: [RequestID: Execution] = [:]
    /// With `--clock controlled`, the clock `clock/advance` moves; nil when time is real.
    let controlledClock: TestClock?
    /// The work each message handled under a controlled clock started, while any task of it lives.
    var clockWork: [WeakClockWork] = []

    package init(
        catalog: ViewModelCatalog, identity: ServerIdentity, outbox: Outbox, sequential: Bool = false,
        clock: TestClock? = nil, terminate: @escaping @MainActor (Int32) -> Void
    ) {
        self.controlledClock = clock
        self.identity = identity
        self.outbox = outbox
        self.gate = MessageGate(isSequential: sequential)
        self.endProcess = terminate
        self.host = ViewModelHost(
            catalog: catalog, clock: clock ?? ContinuousClock(), isClientBehind: { outbox.isBackedUp })
        host.tell { [unowned self] event in self.tell(event) }
        host.questions.asked = { [unowned self] id in
            if let answer = self.gate.takeAnswer(to: .integer(id)) { self.host.receive(answer: answer) }
        }
    }

    package func receive(_ event: consuming InputEvent) {
        guard !lifecycle.hasEnded else { return }
        switch consume event {
        case .frame(let frame):
            receive(frame)
        case .endOfInput:
            lifecycle.endOfInput()
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
                gate.hold(incoming)
            } else {
                receive(incoming)
            }
            if gate.isDue { receiveWaiting() }
        }
    }

    /// Handled inside a work of its own when the clock is controlled; otherwise as is, with no
    /// closure made for it.
    private func receive(_ incoming: Incoming) {
        guard controlledClock != nil else { return handle(incoming) }
        handlingAsClockWork(incoming) { handle($0) }
    }

    private func handle(_ incoming: borrowing Incoming) {
        switch incoming {
        case .single(let element): receive(element)
        case .batch(let elements): receive(batch: elements)
        }
    }

    /// Whether `incoming` waits, as the gate says; an answer to a question the server is waiting on
    /// never does. One that comes before its question (a piped script's) waits in turn, until the
    /// question is asked (`questions.asked`) or its turn comes.
    private func mustWait(_ incoming: Incoming) -> Bool {
        if case .single(.message(.response(let response))) = incoming, host.questions.isWaiting(response.id) {
            return false
        }
        return gate.mustWait(incoming, executionsRunning: !inFlight.isEmpty)
    }

    /// Handles what waited, for as long as the gate lets it through. Never inside the handling of
    /// another message, whose output must leave first.
    func receiveWaiting() {
        guard !isCollecting else {
            gate.isDue = true
            return
        }
        gate.isDue = false
        while !lifecycle.hasEnded, let next = gate.release(executionsRunning: !inFlight.isEmpty) {
            receive(next)
            gate.isDue = false
        }
        finishIfIdle()
    }

    private func receive(_ element: MessageResult) {
        isCollecting = true
        // A set the decoder typed is answered at once; the method names below are not compared for it.
        if case .message(.request(let request)) = element,
            let reply = request.withPropertySetParams({ reply(toSet: $0, id: request.id) })
        {
            collected.append(reply)
        } else if case .message(.request(let request)) = element, Self.answersLater(request.method) {
            startExecution(request)
        } else if case .message(.request(let request)) = element, request.method == ShutdownRequest.method {
            if let reply = shutdown(request) { collected.append(reply) }
        } else if case .message(.request(let request)) = element {
            collected.append(reply(to: request))
        } else if let response = answer(element) {
            collected.append(.single(.response(response)))
        }
        flushCollected()
    }
}
