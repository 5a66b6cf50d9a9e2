import ViewModels

/// A message opened from an `Inbox`: read in full and answered. Opening a message marks it read.
public final class MessageDetail: ViewModel {
    public static let declaration = Declaration<MessageDetail>(
        doc: "One message, opened: who sent it, its subject and body, and a reply to send.",
        .readOnly(\.sender, doc: "Who sent it."),
        .readOnly(\.subject, doc: "Its subject line."),
        .readOnly(\.body, doc: "The message itself."),
        .settable(\.replyText, doc: "The reply being written."),
        .command(\.reply, doc: "Sends replyText as a reply, then empties it. Enabled while it is not blank.")
    )

    public let sender: ConstantProperty<String>
    public let subject: ConstantProperty<String>
    public let body: ConstantProperty<String>
    public let replyText = MutableProperty("")
    public private(set) lazy var reply = Command(
        self, enabledIf: replyText.map { !$0.allSatisfy(\.isWhitespace) }, method: MessageDetail.send)

    private let message: Message
    private let service: any MailService

    init(_ row: MessageRow, _ message: Message) {
        self.message = message
        (sender, subject, body, service) = (.init(message.sender), .init(message.subject), .init(message.body), row.service)
        row.mail.update(message.id) { $0.isUnread = false }
    }

    private func send() async throws {
        try await service.send(reply: replyText.value, to: message)
        replyText.value = ""
    }
}
