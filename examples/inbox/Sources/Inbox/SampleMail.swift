import Synchronization

/// A mail service with no network: a few messages at first, one more on each later fetch, and the
/// replies it was sent, for the example server and its tests.
public final class SampleMail: MailService {
    private let state = Mutex((fetches: 0, replies: [String]()))

    public init() {}

    /// Every reply sent so far, oldest first.
    public var replies: [String] { state.withLock { $0.replies } }

    public func fetch(after token: String?) async throws -> (messages: [Message], token: String) {
        let fetch = state.withLock { state in
            state.fetches += 1
            return state.fetches
        }
        guard token != nil else {
            return (
                [
                    Message(id: 1, sender: "Ada", subject: "Engine notes", body: "The notes, as promised."),
                    Message(id: 2, sender: "Grace", subject: "Compiler bug", body: "It was a moth."),
                    Message(id: 3, sender: "Alan", subject: "Lunch?", body: "Thursday?", isUnread: false),
                ], "t\(fetch)"
            )
        }
        let id = fetch + 2
        return ([Message(id: id, sender: "Edsger", subject: "Note \(id)", body: "Goto considered harmful.")], "t\(fetch)")
    }

    public func send(reply text: String, to message: Message) async throws {
        state.withLock { $0.replies.append("\(message.sender): \(text)") }
    }
}
