import Apps
import ViewModels

@testable import RPCServer

/// A test-only view model whose two collections, of numbers and of books, a client edits in any way a
/// change set can say: each `edit` is one change set of the steps it is given, applied to both.
@MainActor
final class Scroll: ViewModel {
    static let declaration = Declaration<Scroll>(
        doc: "Test-only: numbers and books a client edits step by step.",
        .collection(\.numbers, doc: "Plain values."),
        .collection(\.books, doc: "Item view models."),
        .command(
            \.edit,
            doc: """
                Applies steps in one change set, four numbers each: 0 inserts n new items at i, 1 removes n \
                from i, 2 moves the item at i to n, 3 replaces the item at i; the fourth is the new items' first number.
                """)
    )

    let numbers: ObservableArray<Int>
    let books: ObservableArray<Book>
    let edit: Command<[Int], Unit>

    init(count: Int) {
        numbers = ObservableArray(Array(0..<count))
        books = ObservableArray((0..<count).map { Book(title: "\($0)") })
        edit = Command { [numbers, books] steps in
            numbers.batch {
                books.batch {
                    for step in stride(from: 0, to: steps.count - 3, by: 4) {
                        let (kind, index, n, first) = (steps[step], steps[step + 1], steps[step + 2], steps[step + 3])
                        Self.apply(kind, index, n, first, to: numbers) { $0 }
                        Self.apply(kind, index, n, first, to: books) { Book(title: "\($0)") }
                    }
                }
            }
            return Unit()
        }
    }

    private static func apply<Element>(
        _ kind: Int, _ index: Int, _ n: Int, _ first: Int, to array: ObservableArray<Element>, making: (Int) -> Element
    ) {
        switch kind {
        case 0: array.insert(contentsOf: (first..<first + n).map(making), at: index)
        case 1: array.remove(at: index, count: n)
        case 2: array.move(from: index, to: n)
        default: array.replace(at: index, with: making(first))
        }
    }

    static func catalog(count: Int) -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Scroll.self) { _, _ in Scroll(count: count) }
            return catalog
        }
    }
}
