import ViewModels

/// A mailbox: its messages, filtered by text and by unread state, newest first; a picked one opens.
///
/// Rules:
/// - `messages` shows the messages `search` matches (sender or subject, ignoring case), only the
///   unread ones while `unreadOnly`; a row keeps its id while its message exists, shown or not.
/// - `selected` opens the picked message as a `MessageDetail`; going back clears it.
/// - `unreadCount` and `title` count every unread message, shown or not.
/// - `refresh` fetches what arrived since the last fetch; the service's sync token stays here.
public final class Inbox: ViewModel {
    public static let declaration = Declaration<Inbox>(
        doc: "A mailbox: its messages, filtered by text and by unread state; a picked one opens.",
        .settable(\.search, doc: "Text the sender or subject of a shown message contains; empty shows all."),
        .settable(\.unreadOnly, doc: "Whether only unread messages are shown."),
        .collection(\.messages, doc: "The messages shown, newest first."),
        .settable(\.selected, doc: "The message open in a MessageDetail, or null.", pushes: [MessageDetail.self]),
        .readOnly(\.unreadCount, doc: "How many messages are unread, shown or not."),
        .readOnly(\.title, doc: "The screen's title: \"Inbox\", or \"Inbox (2)\" with two unread."),
        .command(\.refresh, doc: "Fetches the mail that arrived since the last refresh."),
        .kept(\.mail, doc: "Every message, by id: what the rows are made from.")
    )

    public let search = MutableProperty("")
    public let unreadOnly = MutableProperty(false)
    public private(set) lazy var messages = Rows(of: mail, in: self) { inbox, message in MessageRow(message, in: inbox) }
        .filter(by: search, unreadOnly) { message, text, unreadOnly in
            (!unreadOnly || message.isUnread) && message.matches(text)
        }
        .sort { $0.id > $1.id }
    public private(set) lazy var selected = messages.selection(opening: MessageDetail.init, via: frontend)
    public let unreadCount: Property<Int>
    public let title: Property<String>
    public private(set) lazy var refresh = Command(self, method: Inbox.fetchMail)

    let mail = Models<Message>()
    let service: any MailService
    let frontend: any Frontend
    private var syncToken: String?

    public init(service: any MailService, frontend: any Frontend) {
        (self.service, self.frontend) = (service, frontend)
        unreadCount = mail.count { $0.isUnread }
        title = unreadCount.map { $0 == 0 ? "Inbox" : "Inbox (\($0))" }
    }

    private func fetchMail() async throws {
        let (messages, token) = try await service.fetch(after: syncToken)
        syncToken = token
        mail.add(contentsOf: messages)
    }
}
