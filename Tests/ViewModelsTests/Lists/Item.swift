import ViewModels

/// A test-only model: an id, a number to filter and sort by, and a label a row shows.
struct Item: Identifiable, Equatable {
    let id: Int
    var number: Int
    var label: String
}

/// A test-only row: the label of its item.
@MainActor
final class ItemRow: ViewModel {
    static let declaration = Declaration<ItemRow>(
        doc: "Test-only: a row of an Item.",
        .readOnly(\.label, doc: "The item's label.")
    )
    let label = Field(\Item.label)
    let id: Int

    init(_ item: Item) {
        id = item.id
    }
}

/// A test-only owner of rows of items, filtered by a threshold and sorted by number when asked.
@MainActor
final class ItemList: ViewModel {
    static let declaration = Declaration<ItemList>(
        doc: "Test-only: rows of items.",
        .settable(\.threshold, doc: "Items with a number below it are hidden."),
        .collection(\.rows, doc: "The items shown."),
        .kept(\.items, doc: "The items.")
    )
    let items = Models<Item>()
    let threshold = MutableProperty(0)
    private(set) lazy var rows = Rows(of: items, in: self) { _, item in ItemRow(item) }
        .filter(by: threshold) { item, threshold in item.number >= threshold }
}

/// Rows are the same row when they are the same object, so change sets compare by identity.
extension ItemRow: Equatable {
    nonisolated static func == (first: ItemRow, second: ItemRow) -> Bool { first === second }
}
