import Protocol
import ViewModels

/// The questions the server has asked the client and is waiting on, by the id of the server's own
/// request: each ends exactly once, by the client's answer, its timeout, or its withdrawal.
///
/// Rules:
/// - Ids are the server's own, 1, 2, 3… per session, never reused.
/// - An answer for an id that is not waiting (never asked, answered, timed out, withdrawn) ends
///   nothing; the caller refuses it to the client.
/// - Withdrawing a question (its asker disposed, its task cancelled, input ended) and its timeout
///   tell the client with `$/cancelRequest`.
/// - Important: Main actor only.
@MainActor
package final class Questions {
    /// How a question ended.
    enum Outcome {
        case answered(JSONValue)
        case failed(ResponseError)
        case timedOut
        case withdrawn
    }

    private struct Waiting {
        /// The id of the view model that asked.
        let asker: String
        let end: @MainActor (Outcome) -> Void
        let timer: any Disposable
    }

    /// The methods the client said in `initialize` it answers.
    package var claimed: Set<String> = []
    private var waiting: [Int64: Waiting] = [:]
    private var lastID: Int64 = 0
    /// Sends `$/cancelRequest` for a question that ends without an answer.
    private let withdraw: @MainActor (RequestID) -> Void

    init(withdraw: @escaping @MainActor (RequestID) -> Void) {
        self.withdraw = withdraw
    }

    /// The methods a client's `initialize` capabilities claim: `frontendRequests`, a list of
    /// methods, and LSP's own `window.showMessage` (an object) and `window.showDocument.support`.
    package static func claims(in capabilities: JSONObject?) -> Set<String> {
        guard let capabilities else { return [] }
        var claimed = Set(capabilities["frontendRequests"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        let window = capabilities["window"]?.objectValue
        if window?["showMessage"]?.objectValue != nil { claimed.insert(Confirmation.method) }
        if window?["showDocument"]?.objectValue?["support"]?.boolValue == true { claimed.insert(ShowDocument.method) }
        return claimed
    }

    /// The id of the next question.
    func nextID() -> Int64 {
        lastID += 1
        return lastID
    }

    /// Told of each question as it is sent: a session holding the answer already (a piped script's)
    /// passes it on.
    package var asked: @MainActor (Int64) -> Void = { _ in }

    /// Whether the question `id` waits for an answer.
    package func isWaiting(_ id: RequestID?) -> Bool {
        guard case .integer(let id)? = id else { return false }
        return waiting[id] != nil
    }

    /// Whether `id` is one the server has asked, waiting or not.
    func wasAsked(_ id: Int64) -> Bool { id >= 1 && id <= lastID }

    func wait(_ id: Int64, asker: String, timer: any Disposable, end: @escaping @MainActor (Outcome) -> Void) {
        waiting[id] = Waiting(asker: asker, end: end, timer: timer)
    }

    /// Ends the question `id` with `outcome`; false when no question `id` is waiting.
    @discardableResult
    func end(_ id: Int64, _ outcome: Outcome) -> Bool {
        guard let question = waiting.removeValue(forKey: id) else { return false }
        question.timer.dispose()
        switch outcome {
        case .timedOut, .withdrawn: withdraw(.integer(id))
        case .answered, .failed: break
        }
        question.end(outcome)
        return true
    }

    /// Withdraws every question `asker` asked, in the order they were asked.
    func withdraw(askedBy asker: String) {
        guard !waiting.isEmpty else { return }
        for id in waiting.filter({ $0.value.asker == asker }).keys.sorted() {
            end(id, .withdrawn)
        }
    }

    /// Withdraws every waiting question: the client can answer none of them any more.
    package func withdrawAll() {
        for id in waiting.keys.sorted() {
            end(id, .withdrawn)
        }
    }

    /// Whether no question is waiting.
    var isEmpty: Bool { waiting.isEmpty }
}
