import Apps
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
    private(set) lazy var add = Command<String, Unit>(self) { owner, title in
        let shelf = try owner.get()
        shelf.books.append(Book(title: title))
        shelf.labels.append(title)
        return Unit()
    }
    private(set) lazy var removeFirst = Command<Unit, Unit>(self) { owner, _ in
        let shelf = try owner.get()
        if shelf.books.count > 0 { shelf.books.remove(at: 0) }
        if shelf.labels.count > 0 { shelf.labels.remove(at: 0) }
        return Unit()
    }
    private(set) lazy var replaceFirst = Command<String, Unit>(self) { owner, title in
        try owner.get().books.replace(at: 0, with: Book(title: title))
        return Unit()
    }
    private(set) lazy var moveFirstToEnd = Command<Unit, Unit>(self) { owner, _ in
        let books = try owner.get().books
        books.move(from: 0, to: books.count - 1)
        return Unit()
    }
    private(set) lazy var reshelve = Command<[String], Unit>(self) { owner, titles in
        let books = try owner.get().books
        books.batch {
            books.reset(titles.map(Book.init))
            books.append(Book(title: "Appendix"))
        }
        return Unit()
    }
    private(set) lazy var rehang = Command<Unit, Unit>(self) { owner, _ in
        let books = try owner.get().books
        guard books.count > 0 else { return Unit() }
        let first = books[0]
        books.batch {
            books.remove(at: 0)
            books.append(first)
        }
        return Unit()
    }
    private(set) lazy var doubleFirst = Command<Unit, Unit>(self) { owner, _ in
        let books = try owner.get().books
        if books.count > 0 { books.append(books[0]) }
        return Unit()
    }
    private(set) lazy var stock = Command<Int, Unit>(self) { owner, count in
        try owner.get().books.insert(contentsOf: (0..<count).map { Book(title: "Volume \($0)") }, at: 0)
        return Unit()
    }
    private(set) lazy var thin = Command<Unit, Unit>(self) { owner, _ in
        let books = try owner.get().books
        books.reset(books.elements.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
        return Unit()
    }

    static func catalog() -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Shelf.self) { _, _ in Shelf() }
            return catalog
        }
    }
}
