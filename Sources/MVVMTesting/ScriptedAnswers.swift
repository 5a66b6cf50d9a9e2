import Protocol
import Synchronization

/// The answers a test scripted for the server's requests, by method, each used once, in order.
///
/// - Important: Thread-safe: the test adds, the client's reader takes.
final class ScriptedAnswers: Sendable {
    private let waiting = Mutex<[String: [ScriptedAnswer]]>([:])

    func add(_ answers: [ScriptedAnswer], for method: String) {
        waiting.withLock { $0[method, default: []] += answers }
    }

    /// The response to `message` when it is a request from the server with an answer left for its
    /// method; the answer is used up.
    func response(to message: JSONValue) -> JSONValue? {
        guard let method = message["method"]?.stringValue, let id = message["id"] else { return nil }
        let answer = waiting.withLock { answers -> ScriptedAnswer? in
            guard var left = answers[method], !left.isEmpty else { return nil }
            let next = left.removeFirst()
            answers[method] = left
            return next
        }
        return answer?.response(to: id)
    }
}
