import ViewModels

/// One message of an `Inbox`: who sent it, its subject, whether it is unread, and its row's buttons.
public final class MessageRow: ViewModel {
    public static let declaration = Declaration<MessageRow>(
        doc: "One message of an Inbox: who sent it, its subject, and whether it is unread.",
        .readOnly(\.sender, doc: "Who sent it."),
        .readOnly(\.subject, doc: "Its subject line."),
        .readOnly(\.isUnread, doc: "Whether it is still unread."),
        .command(\.markRead, doc: "Marks it read."),
        .command(\.delete, doc: "Deletes it once the user confirms. Output: whether it was deleted."),
        .asks(Confirmation.self, doc: "Whether to delete the message.")
    )

    public let sender = Field(\Message.sender)
    public let subject = Field(\Message.subject)
    public let isUnread = Field(\Message.isUnread)
    public private(set) lazy var markRead = Command(self, method: MessageRow.read)
    public private(set) lazy var delete = Command(self, method: MessageRow.deleteIfConfirmed)

    let id: Int
    let mail: Models<Message>
    let service: any MailService
    private let frontend: any Frontend

    init(_ message: Message, in inbox: Inbox) {
        (id, mail, service, frontend) = (message.id, inbox.mail, inbox.service, inbox.frontend)
    }

    func read() async throws {
        mail.update(id) { $0.isUnread = false }
    }

    private func deleteIfConfirmed() async throws -> Bool {
        let question = Confirmation("Delete this message?", buttons: ["Delete", "Keep"], default: "Delete", type: .warning)
        guard try await frontend.ask(question, from: self).answer?.title == "Delete" else { return false }
        mail.remove(id)
        return true
    }
}
