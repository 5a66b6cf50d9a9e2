import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Rows kept by key")
struct RowsTests {
    /// What a frontend holds after applying every change set of `rows`, from the initial reset.
    @MainActor
    final class Follower {
        var elements: [ItemRow] = []
        var changeSets: [[ArrayChange<ItemRow>]] = []
        var subscription: (any Disposable)?

        init(_ rows: Rows<Item, ItemRow>) {
            subscription = rows.shown.observe { [unowned self] changes in
                changeSets.append(changes)
                elements.apply(changes)
            }
        }
    }

    /// The ids the rows should show: the items at or over the threshold, in order.
    private func expected(_ list: ItemList, sorted: Bool) -> [Int] {
        let shown = list.items.values.filter { $0.number >= list.threshold.value }
        return (sorted ? shown.enumerated().sorted { ($0.element.number, $0.offset) < ($1.element.number, $1.offset) }.map(\.element) : shown)
            .map(\.id)
    }

    @Test("a filter change removes the rows it hides in runs and inserts the same rows back, never a reset")
    func filterRoundTrip() {
        let list = ItemList()
        list.items.add(contentsOf: (0..<10).map { Item(id: $0, number: $0 % 2 == 0 ? 5 : 1, label: "item \($0)") })
        let follower = Follower(list.rows)
        let before = follower.elements
        follower.changeSets = []
        list.threshold.value = 3
        #expect(follower.elements.map(\.id) == [0, 2, 4, 6, 8])
        #expect(follower.changeSets.count == 1)
        #expect(follower.changeSets[0].allSatisfy { if case .remove(_, 1) = $0 { true } else { false } })
        #expect(follower.changeSets[0].count == 5)
        list.threshold.value = 0
        #expect(follower.elements.map(\.id) == Array(0..<10))
        #expect(zip(follower.elements, before).allSatisfy { $0 === $1 }, "the same rows came back")
    }

    @Test("a row is made only when it is read: the shown ids, the count and a filter change make none")
    func rowsOnDemand() {
        var made: [Int] = []
        let items = Models<Item>((0..<1_000).map { Item(id: $0, number: $0, label: "item \($0)") })
        let list = ItemList()
        let rows = Rows(of: items, in: list) { _, item in
            made.append(item.id)
            return ItemRow(item)
        }.filter(by: list.threshold) { item, threshold in item.number >= threshold }
        var heard: [[ArrayChange<Int>]] = []
        let subscription = rows.shownIDs.observe { heard.append($0) }
        defer { subscription.dispose() }
        #expect(rows.count == 1_000 && rows.shownIDs[999] == 999)
        list.threshold.value = 500
        items.add(Item(id: 1_000, number: 1_000, label: "new"))
        #expect(made.isEmpty, "nothing read a row")
        #expect(heard.count == 3 && rows.count == 501)
        #expect(rows.row(at: 2)?.label.value == "item 502")
        #expect(made == [502])
        #expect(rows.row(at: 2) === rows.row(for: 502), "a row once made is the one read after")
        #expect(made == [502])
    }

    @Test("a run of hidden rows is one removal, and a narrowing filter sends n − k removals")
    func removalRuns() {
        let list = ItemList()
        list.items.add(contentsOf: (0..<100).map { Item(id: $0, number: $0, label: "") })
        let follower = Follower(list.rows)
        follower.changeSets = []
        list.threshold.value = 99
        #expect(follower.changeSets == [[.remove(index: 0, count: 99)]])
        #expect(follower.elements.map(\.id) == [99])
    }

    @Test("an update shows the new model to the same row, and counts a change only when a field differs")
    func updateInPlace() {
        let list = ItemList()
        list.items.add(Item(id: 1, number: 1, label: "one"))
        let row = list.rows.shown[0]
        list.items.update(1) { $0.number = 2 }
        #expect(row.label.changeCount == 0)
        list.items.update(1) { $0.label = "uno" }
        #expect(row.label.value == "uno" && row.label.changeCount == 1)
        #expect(list.rows.shown[0] === row)
    }

    @Test("a model that leaves the store ends its row, hidden or shown; a hidden row stays made")
    func ending() {
        let list = ItemList()
        list.items.add(contentsOf: [Item(id: 1, number: 1, label: ""), Item(id: 2, number: 5, label: "")])
        let first = list.rows.shown[0]
        var ended: [ItemRow] = []
        list.rows.ended.observe { ended += $0 }
        list.threshold.value = 3
        #expect(ended.isEmpty)
        #expect(list.rows.row(for: 1) === first)
        list.items.remove(1)
        #expect(ended.count == 1 && ended[0] === first)
    }

    @Test("sorted rows move when their model's place changes, and a new order moves only what moved")
    func sorting() {
        let list = ItemList()
        list.items.add(contentsOf: (0..<8).map { Item(id: $0, number: 8 - $0, label: "") })
        list.rows.sort { $0.number < $1.number }
        let follower = Follower(list.rows)
        #expect(follower.elements.map(\.id) == [7, 6, 5, 4, 3, 2, 1, 0])
        follower.changeSets = []
        list.items.update(0) { $0.number = 0 }
        #expect(follower.changeSets == [[.move(from: 7, to: 0)]])
        #expect(follower.elements.map(\.id) == expected(list, sorted: true))
    }

    @Test("random adds, updates, removals, refreshes and filter changes: a follower always holds the shown rows, one per key")
    func randomChanges() {
        var random = SplitMix64(seed: 39)
        for sorted in [false, true] {
            let list = ItemList()
            if sorted { list.rows.sort { $0.number < $1.number } }
            let follower = Follower(list.rows)
            var rowsByID: [Int: ItemRow] = [:]
            var nextID = 0
            for _ in 0..<400 {
                switch random.next() % 6 {
                case 0, 1:
                    list.items.add(Item(id: nextID, number: Int(random.next() % 10), label: "\(nextID)"))
                    nextID += 1
                case 2:
                    if let id = list.items.values.randomElement(using: &random)?.id {
                        list.items.update(id) { $0.number = Int(random.next() % 10) }
                    }
                case 3:
                    if let id = list.items.values.randomElement(using: &random)?.id { list.items.remove(id) }
                case 4:
                    list.threshold.value = Int(random.next() % 6)
                default:
                    var models = list.items.values.filter { _ in random.next() % 4 != 0 }.shuffled(using: &random)
                    models.append(Item(id: nextID, number: Int(random.next() % 10), label: "\(nextID)"))
                    nextID += 1
                    list.items.replaceAll(with: models)
                }
                #expect(follower.elements.map(\.id) == expected(list, sorted: sorted))
                #expect(zip(follower.elements, list.rows.shown.elements).allSatisfy { $0 === $1 })
                for row in follower.elements {
                    if let known = rowsByID[row.id] {
                        #expect(known === row, "key \(row.id) kept its row")
                    }
                    rowsByID[row.id] = row
                }
                for id in rowsByID.keys where list.items[id] == nil { rowsByID[id] = nil }
            }
        }
    }

    @Test("a selection takes only shown rows and lets go of a row the filter hides")
    func selection() throws {
        let list = ItemList()
        list.items.add(contentsOf: [Item(id: 1, number: 1, label: ""), Item(id: 2, number: 5, label: "")])
        let selected = list.rows.selection()
        let first = list.rows.shown[0]
        try selected.propose(first)
        #expect(selected.value === first)
        list.threshold.value = 3
        #expect(selected.value == nil)
        #expect(throws: InvalidValue.self) { try selected.propose(first) }
        let several = list.rows.multipleSelection()
        try several.propose(list.rows.shown.elements)
        list.items.remove(2)
        #expect(several.value.isEmpty)
    }
}
