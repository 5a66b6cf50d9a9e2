import Protocol

/// Which messages the session handles as they arrive and which wait, as a state machine: what
/// waits, and for what.
///
/// Rules:
/// - While `clock/advance` runs, every message waits until it has answered.
/// - In sequential mode (`--sequential`) each message waits until every execution before it has
///   answered, but for `$/cancelRequest` (which is what ends a wait that would otherwise last) and
///   `clock/advance` (an execution may be waiting for time).
/// - Behind a message that waits, every later one waits too: order is kept.
/// - An answer to a question of the server's never waits (the session checks before asking the
///   gate): the execution it would wait behind may be the one that asked.
struct MessageGate {
    /// With `--sequential`, each message waits until every execution before it has answered.
    let isSequential: Bool
    /// What waits, in the order it arrived.
    private(set) var waiting: [Incoming] = []
    /// A `clock/advance` runs.
    var isAdvancing = false
    /// An execution finished inside the handling of a message: what waits is let through right after.
    var isDue = false

    init(isSequential: Bool) {
        self.isSequential = isSequential
    }

    /// Whether `incoming` must wait, with `executionsRunning` telling whether an execution is running
    /// (asked only in sequential mode).
    func mustWait(_ incoming: Incoming, executionsRunning: @autoclosure () -> Bool) -> Bool {
        if isAdvancing { return true }
        if isSequential { return (executionsRunning() || !waiting.isEmpty) && !Self.overtakes(incoming) }
        return !waiting.isEmpty
    }

    mutating func hold(_ incoming: Incoming) {
        waiting.append(incoming)
    }

    /// The next message that may go now, taken out of `waiting`; nil while it must wait on.
    mutating func release(executionsRunning: Bool) -> Incoming? {
        guard !isAdvancing, !(isSequential && executionsRunning), !waiting.isEmpty else { return nil }
        return waiting.removeFirst()
    }

    /// Takes out the waiting answer to the server's request `id`, if one came before its question.
    mutating func takeAnswer(to id: RequestID) -> Response? {
        guard let index = waiting.firstIndex(where: { Self.response(in: $0)?.id == id }) else { return nil }
        return Self.response(in: waiting.remove(at: index))
    }

    var isEmpty: Bool { waiting.isEmpty }

    private static func response(in incoming: Incoming) -> Response? {
        if case .single(.message(.response(let response))) = incoming { response } else { nil }
    }

    /// What must not wait behind a running execution even in sequential mode. (`exit` waits its turn,
    /// so that a piped script's `shutdown` and `exit` come after everything before them.)
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
}
