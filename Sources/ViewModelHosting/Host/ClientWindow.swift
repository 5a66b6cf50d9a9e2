import Protocol
import ViewModels

/// The window a client shows of one collection, and the items it holds of it: what a change set is
/// measured against, so that the client hears only what touches the window.
///
/// Rules:
/// - The client holds the items of the whole collection's indices `offset ..< offset + count` that
///   exist. Every change it is sent is in those indices, and applying them, in order, leaves it
///   holding exactly the window's items: the rows that enter and leave at its edges when something
///   before it is inserted or removed, and what changed inside it. A change set that touches none of
///   them sends at most the new total.
/// - The changes are the window's before and after compared: removals from the end, then
///   insertions from the start, each run of neighbours as one step. Past `Self.largestDiff` items
///   changed on both sides, one reset of the window is smaller to send and cheaper to find.
/// - Only the items in the window are read, and only those entering it are hosted: a window of 50
///   on a hundred thousand rows costs 50.
@MainActor
final class ClientWindow {
    /// The part of the collection shown; the whole collection when its count is nil.
    let window: CollectionWindow
    /// What the client holds, in order.
    private var held: [WindowItem] = []
    /// The collection's size when the client last heard it.
    private(set) var total = 0
    /// The rows kept by key the client held before the last read or change and holds no longer.
    private(set) var left: [WindowItem] = []
    /// The most items changed on each side that are compared one by one.
    static let largestDiff = 256

    /// A window on the collection `previous` showed before, if any: the rows it held and this one
    /// does not are `left` after the first read.
    init(_ window: CollectionWindow, after previous: ClientWindow? = nil) {
        self.window = window
        held = previous?.held ?? []
    }

    /// How many items the client holds.
    var heldCount: Int { held.count }

    /// The window's items now, which the client holds from now on.
    func read(_ collection: any WireCollection, hosting: ItemHosting) -> [JSONValue] {
        total = collection.count
        hold(collection.windowItems(in: window.range(in: total), resolver: hosting.resolver))
        return heldJSON(hosting)
    }

    /// Whether the client holds the row kept by `key`.
    func holds(key: String) -> Bool {
        held.contains { if case .row(_, key) = $0 { true } else { false } }
    }

    /// Takes `items` as what the client holds, noting the rows kept by key it no longer holds.
    private func hold(_ items: [WindowItem]) {
        var keys = Set<String>()
        for case .row(_, let key) in items { keys.insert(key) }
        left = held.filter { if case .row(_, let key) = $0 { !keys.contains(key) } else { false } }
        held = items
    }

    /// The items the client holds, as it was sent them.
    func heldJSON(_ hosting: ItemHosting) -> [JSONValue] {
        held.map { $0.json(hosting) }
    }

    /// What the client must apply, after a change set, to hold the window's items now; nil when the
    /// change set touched neither them nor the total.
    func changes(of collection: any WireCollection, hosting: ItemHosting) -> [CollectionChange]? {
        let newTotal = collection.count
        let now = collection.windowItems(in: window.range(in: newTotal), resolver: hosting.resolver)
        let changes = Self.steps(from: held, to: now, at: window.offset, hosting: hosting)
        let totalChanged = newTotal != total
        hold(now)
        total = newTotal
        return changes.isEmpty && !totalChanged ? nil : changes
    }

    /// The steps that turn `old` into `new`, in the indices of a window at `offset`.
    private static func steps(from old: [WindowItem], to new: [WindowItem], at offset: Int, hosting: ItemHosting)
        -> [CollectionChange]
    {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        if oldMiddle.isEmpty, newMiddle.isEmpty { return [] }
        if oldMiddle.count > largestDiff, newMiddle.count > largestDiff {
            return [.reset(items: new.map { $0.json(hosting) })]
        }
        let difference = newMiddle.difference(from: oldMiddle)
        let start = offset + prefix
        var steps: [CollectionChange] = []
        // Removals from the last, each run of neighbours one step at its first index.
        let removed = difference.removals.compactMap { change -> Int? in
            if case .remove(let position, _, _) = change { position } else { nil }
        }.sorted(by: >)
        var next = 0
        while next < removed.count {
            let last = removed[next]
            var first = last
            next += 1
            while next < removed.count, removed[next] == first - 1 {
                first -= 1
                next += 1
            }
            steps.append(.remove(index: start + first, count: last - first + 1))
        }
        // Insertions from the first (the order `insertions` keeps), each run of neighbours one step with its items.
        var run: (index: Int, items: [JSONValue]) = (0, [])
        for case .insert(let position, let item, _) in difference.insertions {
            if !run.items.isEmpty, run.index + run.items.count != position {
                steps.append(.insert(index: start + run.index, items: run.items))
                run.items = []
            }
            if run.items.isEmpty { run.index = position }
            run.items.append(item.json(hosting))
        }
        if !run.items.isEmpty { steps.append(.insert(index: start + run.index, items: run.items)) }
        return steps
    }
}
