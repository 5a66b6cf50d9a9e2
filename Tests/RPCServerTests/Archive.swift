import Apps
import ViewModels

@testable import RPCServer

/// A test-only list of letters kept by key that counts the rows it makes, so a test sees which rows
/// a window makes and which a host lets go of and makes again.
@MainActor
final class Archive: ViewModel {
    static let declaration = Declaration<Archive>(
        doc: "Test-only: letters kept by key, counting the rows made.",
        .collection(\.letters, doc: "The letters, by id."),
        .readOnly(\.rowsMade, doc: "How many rows were made so far."),
        .command(\.add, doc: "Adds the letter with this id."),
        .command(\.discard, doc: "Removes the letter with this id."),
        .kept(\.mail, doc: "Every letter.")
    )
    let mail: Models<Letter>
    let rowsMade = MutableProperty(0)
    private(set) lazy var letters = Rows(of: mail, in: self) { archive, letter in
        archive.rowsMade.value += 1
        return LetterRow(letter, in: archive.mail)
    }
    let add: Command<Int, Unit>
    let discard: Command<Int, Unit>

    init(count: Int) {
        let mail = Models((1...count).map { Letter(id: $0, subject: "letter \($0)") })
        self.mail = mail
        add = Command { id in
            mail.add(Letter(id: id, subject: "letter \(id) again"))
            return Unit()
        }
        discard = Command { id in
            mail.remove(id)
            return Unit()
        }
    }

    static func catalog(count: Int) -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Archive.self) { _, _ in Archive(count: count) }
            return catalog
        }
    }
}
