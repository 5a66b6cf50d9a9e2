/// One message as the mail service keeps it.
public struct Message: Codable, Equatable, Sendable, Identifiable {
    /// Unique in the mailbox, never reused; a newer message has a larger id.
    public let id: Int
    public var sender: String
    public var subject: String
    public var body: String
    public var isUnread: Bool

    public init(id: Int, sender: String, subject: String, body: String, isUnread: Bool = true) {
        (self.id, self.sender, self.subject, self.body, self.isUnread) = (id, sender, subject, body, isUnread)
    }

    /// Whether the sender or the subject contains `text`, ignoring case; every message matches "".
    func matches(_ text: String) -> Bool {
        let text = text.lowercased()
        return text.isEmpty || sender.lowercased().contains(text) || subject.lowercased().contains(text)
    }
}
