import Protocol
import ServerTransport

/// LSP's lifecycle of one session as a state machine: which requests it takes, and what `shutdown`,
/// `exit`, the end of input and a stop from outside lead to. It does nothing itself; each event
/// returns what the session must do.
///
/// Rules:
/// - Nothing but `initialize` before `initialize`; nothing but `exit` after `shutdown`.
/// - `shutdown` answers once every execution running when it arrived has answered, so a client that
///   pipes a whole session still gets every response; an `exit` that arrives meanwhile takes effect
///   right after that answer.
/// - The process ends with 0 after `shutdown`, with 1 without it, and exactly once.
/// - At the end of input the session ends once nothing runs or waits any more.
struct SessionLifecycle {
    enum State: Equatable {
        case awaitingInitialize
        case running
        /// `shutdown` (its id) waits for running executions; `exit` may already wait behind it.
        case shuttingDown(RequestID, exitRequested: Bool)
        case shutDown
        case ended
    }

    /// What the session must do after an event.
    enum Action: Equatable {
        case none
        /// Answer the waiting `shutdown`; then end the process with 0 when `exit` waited behind it.
        case answerShutdown(RequestID, thenEnd: Bool)
        /// End the process with this status.
        case end(status: Int32)
    }

    /// What `shutdown` leads to.
    enum Shutdown: Equatable {
        case answerNow
        case answerWhenIdle
    }

    private(set) var state = State.awaitingInitialize
    private(set) var inputEnded = false

    /// A pattern, not `==`: every message asks, and comparing states compares their request ids.
    var hasEnded: Bool {
        if case .ended = state { true } else { false }
    }

    /// Whether the session takes a request now: `initialize` only first, nothing after `shutdown`.
    func check(initializing: Bool) throws(ResponseError) {
        switch state {
        case .awaitingInitialize where !initializing:
            throw ResponseError.serverNotInitialized()
        case .running where initializing:
            throw ResponseError.invalidRequest("initialize was already received")
        case .shuttingDown, .shutDown, .ended:
            throw ResponseError.alreadyShutDown()
        default:
            break
        }
    }

    /// `initialize` succeeded.
    mutating func initialized() {
        if case .awaitingInitialize = state { state = .running }
    }

    /// A `shutdown` the session took (`check` passed): answered now, or once executions have.
    mutating func shutdown(_ id: RequestID, executionsRunning: Bool) -> Shutdown {
        guard case .running = state, executionsRunning else {
            state = .shutDown
            return .answerNow
        }
        state = .shuttingDown(id, exitRequested: false)
        return .answerWhenIdle
    }

    /// Every running execution has answered.
    mutating func executionsFinished() -> Action {
        guard case .shuttingDown(let id, let exitRequested) = state else { return .none }
        state = exitRequested ? .ended : .shutDown
        return .answerShutdown(id, thenEnd: exitRequested)
    }

    /// `exit`: ends the session, except behind a `shutdown` still waiting to answer.
    mutating func exit() -> Action {
        if case .shuttingDown(let id, _) = state {
            state = .shuttingDown(id, exitRequested: true)
            return .none
        }
        return end()
    }

    /// A stop from outside the protocol (SIGTERM): ends now, without waiting for executions.
    mutating func stop() -> Action {
        end()
    }

    /// The client closed its input.
    mutating func endOfInput() {
        inputEnded = true
    }

    /// Nothing runs or waits any more: after the end of input, the session ends.
    mutating func becameIdle() -> Action {
        inputEnded ? end() : .none
    }

    /// Ends with 0 after `shutdown` (answered or not), 1 otherwise; nothing once ended.
    private mutating func end() -> Action {
        let status: Int32
        switch state {
        case .ended: return .none
        case .shuttingDown, .shutDown: status = 0
        case .awaitingInitialize, .running: status = 1
        }
        state = .ended
        return .end(status: status)
    }
}
