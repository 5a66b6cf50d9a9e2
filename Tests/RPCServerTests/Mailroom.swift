import Apps
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

/// A test-only model: a letter with an id.
struct Letter: Identifiable, Equatable {
    let id: Int
    var subject: String
    var isUnread = true
}

/// A test-only row: a letter's subject and state, and a command that marks it read.
@MainActor
final class LetterRow: ViewModel {
    static let declaration = Declaration<LetterRow>(
        doc: "Test-only: a letter of a Mailroom.",
        .readOnly(\.subject, doc: "The letter's subject."),
        .readOnly(\.isUnread, doc: "Whether it is unread."),
        .command(\.markRead, doc: "Marks it read.")
    )
    let subject = Field(\Letter.subject)
    let isUnread = Field(\Letter.isUnread)
    let markRead: Command<Unit, Unit>

    init(_ letter: Letter, in letters: Models<Letter>) {
        markRead = Command { [id = letter.id] _ in
            letters.update(id) { $0.isUnread = false }
            return Unit()
        }
    }
}

/// A test-only screen a selected letter opens.
@MainActor
final class LetterView: ViewModel {
    static let declaration = Declaration<LetterView>(
        doc: "Test-only: one letter, opened.",
        .readOnly(\.subject, doc: "The letter's subject.")
    )
    let subject: Property<String>

    init(_ row: LetterRow, _ letter: Letter) {
        subject = Property(value: letter.subject)
    }
}

/// A test-only list of letters kept by key, filtered to the unread ones when asked, with a selection
/// that opens a letter and a multiple selection.
@MainActor
final class Mailroom: ViewModel {
    static let declaration = Declaration<Mailroom>(
        doc: "Test-only: letters kept by key.",
        .settable(\.unreadOnly, doc: "Whether only unread letters are shown."),
        .collection(\.letters, doc: "The letters shown, oldest first."),
        .settable(\.selected, doc: "The letter open, or null.", pushes: [LetterView.self]),
        .settable(\.marked, doc: "Letters marked for a bulk action."),
        .command(\.receive, doc: "Adds a letter with this subject. Output: its id."),
        .command(\.discard, doc: "Removes the letter with this id."),
        .kept(\.mail, doc: "Every letter.")
    )
    let unreadOnly = MutableProperty(false)
    let mail = Models<Letter>()
    private(set) lazy var letters = Rows(of: mail, in: self) { room, letter in LetterRow(letter, in: room.mail) }
        .filter(by: unreadOnly) { letter, unreadOnly in !unreadOnly || letter.isUnread }
    private(set) lazy var selected = letters.selection(opening: LetterView.init, via: navigator)
    private(set) lazy var marked = letters.multipleSelection()
    private(set) lazy var receive = Command(self, method: Mailroom.receive(subject:))
    private(set) lazy var discard = Command(self, method: Mailroom.discard(id:))
    private let navigator: any Navigator
    private var lastID = 0

    init(navigator: any Navigator) {
        self.navigator = navigator
    }

    private func receive(subject: String) async throws -> Int {
        lastID += 1
        mail.add(Letter(id: lastID, subject: subject))
        return lastID
    }

    private func discard(id: Int) async throws {
        mail.remove(id)
    }

    static func catalog() -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Mailroom.self) { _, navigator in Mailroom(navigator: navigator) }
            return catalog
        }
    }
}
