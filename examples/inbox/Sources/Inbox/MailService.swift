/// Where an inbox gets its mail and sends its replies.
public protocol MailService: Sendable {
    /// The messages that arrived after `token` (all of them for nil), and the token to pass next.
    func fetch(after token: String?) async throws -> (messages: [Message], token: String)
    /// Sends `text` as a reply to `message`.
    func send(reply text: String, to message: Message) async throws
}
