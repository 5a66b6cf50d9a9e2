import Apps
import ViewModels

@testable import RPCServer

/// A test-only item view model: one book on a shelf.
@MainActor
final class Book: ViewModel {
    static let typeName = "Book"
    static let doc = "Test-only: a book, the item view model of a Shelf."

    let title: MutableProperty<String>
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init(title: String) {
        (lifetime, token) = Lifetime.make()
        self.title = MutableProperty(title, doc: "The book's title.")
    }

    func dispose() {
        token.dispose()
    }
}

/// A test-only view model with a collection of values and a collection of view models, and
/// commands that change them in every way a change set can say.
@MainActor
final class Shelf: ViewModel {
    static let typeName = "Shelf"
    static let doc = "Test-only: titles as values and books as item view models."

    let labels = ObservableArray<String>(["a", "b"], doc: "Plain values.")
    let books = ObservableArray<Book>([Book(title: "Emma"), Book(title: "Ulysses")], doc: "Item view models.")
    let add: Command<String, Unit>
    let removeFirst: Command<Unit, Unit>
    let replaceFirst: Command<String, Unit>
    let moveFirstToEnd: Command<Unit, Unit>
    let reshelve: Command<[String], Unit>
    let rehang: Command<Unit, Unit>
    let doubleFirst: Command<Unit, Unit>
    let stock: Command<Int, Unit>
    let thin: Command<Unit, Unit>
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init() {
        (lifetime, token) = Lifetime.make()
        let shelf = WeakShelf()
        add = Command(doc: "Appends a book and a label.") { title in
            shelf.value?.books.append(Book(title: title))
            shelf.value?.labels.append(title)
            return Unit()
        }
        removeFirst = Command(doc: "Removes the first book and label, each while there is one.") { _ in
            guard let shelf = shelf.value else { return Unit() }
            if shelf.books.count > 0 { shelf.books.remove(at: 0) }
            if shelf.labels.count > 0 { shelf.labels.remove(at: 0) }
            return Unit()
        }
        replaceFirst = Command(doc: "Replaces the first book with a new one.") { title in
            shelf.value?.books.replace(at: 0, with: Book(title: title))
            return Unit()
        }
        moveFirstToEnd = Command(doc: "Moves the first book to the end.") { _ in
            guard let books = shelf.value?.books else { return Unit() }
            books.move(from: 0, to: books.count - 1)
            return Unit()
        }
        reshelve = Command(doc: "Replaces every book, in one batch with a label change.") { titles in
            guard let shelf = shelf.value else { return Unit() }
            shelf.books.batch {
                shelf.books.reset(titles.map(Book.init))
                shelf.books.append(Book(title: "Appendix"))
            }
            return Unit()
        }
        rehang = Command(doc: "Takes the first book out and puts it back at the end, in one batch.") { _ in
            guard let books = shelf.value?.books, books.count > 0 else { return Unit() }
            let first = books[0]
            books.batch {
                books.remove(at: 0)
                books.append(first)
            }
            return Unit()
        }
        doubleFirst = Command(doc: "Shelves the first book a second time, at the end.") { _ in
            guard let books = shelf.value?.books, books.count > 0 else { return Unit() }
            books.append(books[0])
            return Unit()
        }
        stock = Command(doc: "Appends this many new books.") { count in
            shelf.value?.books.insert(contentsOf: (0..<count).map { Book(title: "Volume \($0)") }, at: 0)
            return Unit()
        }
        thin = Command(doc: "Resets the books to every other one of them, starting with the first.") { _ in
            guard let books = shelf.value?.books else { return Unit() }
            books.reset(books.elements.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
            return Unit()
        }
        shelf.value = self
    }

    func dispose() {
        token.dispose()
    }

    /// Lets the commands reach the shelf without keeping it alive.
    private final class WeakShelf {
        weak var value: Shelf?
    }

    static func catalog() -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Shelf.self) { _, _ in Shelf() }
            return catalog
        }
    }
}
