import Apps
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

/// A test-only item view model: one book on a shelf.
@MainActor
final class Book: ViewModel {
    static let declaration = Declaration<Book>(
        doc: "Test-only: a book, the item view model of a Shelf.",
        .settable(\.title, doc: "The book's title.")
    )

    let title: MutableProperty<String>

    init(title: String) {
        self.title = MutableProperty(title)
    }
}

/// A test-only view model with a collection of values and a collection of view models, and
/// commands that change them in every way a change set can say.
@MainActor
final class Shelf: ViewModel {
    static let declaration = Declaration<Shelf>(
        doc: "Test-only: titles as values and books as item view models.",
        .collection(\.labels, doc: "Plain values."),
        .collection(\.books, doc: "Item view models."),
        .command(\.add, doc: "Appends a book and a label."),
        .command(\.removeFirst, doc: "Removes the first book and label, each while there is one."),
        .command(\.replaceFirst, doc: "Replaces the first book with a new one."),
        .command(\.moveFirstToEnd, doc: "Moves the first book to the end."),
        .command(\.reshelve, doc: "Replaces every book, in one batch with a label change."),
        .command(\.rehang, doc: "Takes the first book out and puts it back at the end, in one batch."),
        .command(\.doubleFirst, doc: "Shelves the first book a second time, at the end."),
        .command(\.stock, doc: "Appends this many new books."),
        .command(\.thin, doc: "Resets the books to every other one of them, starting with the first.")
    )

    let labels = ObservableArray<String>(["a", "b"])
    let books = ObservableArray<Book>([Book(title: "Emma"), Book(title: "Ulysses")])
    let add: Command<String, Unit>
    let removeFirst: Command<Unit, Unit>
    let replaceFirst: Command<String, Unit>
    let moveFirstToEnd: Command<Unit, Unit>
    let reshelve: Command<[String], Unit>
    let rehang: Command<Unit, Unit>
    let doubleFirst: Command<Unit, Unit>
    let stock: Command<Int, Unit>
    let thin: Command<Unit, Unit>

    /// The commands reach the members they change, never the shelf itself.
    init() {
        add = Command { [books, labels] title in
            books.append(Book(title: title))
            labels.append(title)
            return Unit()
        }
        removeFirst = Command { [books, labels] _ in
            if books.count > 0 { books.remove(at: 0) }
            if labels.count > 0 { labels.remove(at: 0) }
            return Unit()
        }
        replaceFirst = Command { [books] title in
            books.replace(at: 0, with: Book(title: title))
            return Unit()
        }
        moveFirstToEnd = Command { [books] _ in
            books.move(from: 0, to: books.count - 1)
            return Unit()
        }
        reshelve = Command { [books] titles in
            books.batch {
                books.reset(titles.map(Book.init))
                books.append(Book(title: "Appendix"))
            }
            return Unit()
        }
        rehang = Command { [books] _ in
            guard books.count > 0 else { return Unit() }
            let first = books[0]
            books.batch {
                books.remove(at: 0)
                books.append(first)
            }
            return Unit()
        }
        doubleFirst = Command { [books] _ in
            if books.count > 0 { books.append(books[0]) }
            return Unit()
        }
        stock = Command { [books] count in
            books.insert(contentsOf: (0..<count).map { Book(title: "Volume \($0)") }, at: 0)
            return Unit()
        }
        thin = Command { [books] _ in
            books.reset(books.elements.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
            return Unit()
        }
    }

    static func catalog() -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Shelf.self) { _, _ in Shelf() }
            return catalog
        }
    }
}
