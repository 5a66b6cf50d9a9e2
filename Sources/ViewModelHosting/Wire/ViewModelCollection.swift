import Protocol
import ViewModels

/// A collection whose items are view models (the seeds' table of cell view models).
@MainActor
final class ViewModelCollection<Item: ViewModel>: WireCollection {
    private let array: ObservableArray<Item>

    init(_ array: ObservableArray<Item>) {
        self.array = array
    }

    var count: Int { array.count }

    func items(hosting: ItemHosting) -> [JSONValue] {
        array.elements.map(hosting.snapshot)
    }

    func windowItems(in range: Range<Int>, resolver: any ViewModelResolver) -> [WindowItem] {
        array.elements[range].map { .viewModel($0) }
    }

    /// Keeps its own copy of the array, changed in place step by step, to learn which items a change
    /// set takes out: a removal names positions only. An item taken out is released once the change
    /// is reported, unless it is still in the array (put back in the same batch, or there twice).
    /// A list of 10,000 quotes that ticks must not copy, retain and hash its 10,000 items for every
    /// change set: what is left per change set is one scan by identity for each item taken out.
    func observeChanges(
        hosting: ItemHosting, isWindowed: @escaping @MainActor () -> Bool,
        _ action: @escaping @MainActor ([CollectionChange]) -> Void
    ) -> any Disposable {
        let mirror = Latest(array.elements)
        return array.changes.observe { changes in
            var takenOut: [Item] = []
            for change in changes {
                takenOut += mirror.value.applyTakingOut(change)
            }
            action(isWindowed() ? [] : changes.map { $0.wire(hosting.snapshot) })
            for item in Self.absent(takenOut, from: mirror.value) {
                hosting.release(item)
            }
        }
    }

    /// The items of `candidates` that `array` no longer holds, each once, in the order given.
    ///
    /// A few candidates (the usual change set) are looked for one by one, without hashing the array;
    /// many (a reset) are looked for in one pass over it.
    private static func absent(_ candidates: [Item], from array: [Item]) -> [Item] {
        var unique = Set<ObjectIdentifier>()
        let candidates = candidates.filter { unique.insert(ObjectIdentifier($0)).inserted }
        if candidates.count <= 16 {
            return candidates.filter { !holds(array, $0) }
        }
        var present = Set<ObjectIdentifier>()
        for item in array where unique.contains(ObjectIdentifier(item)) {
            present.insert(ObjectIdentifier(item))
        }
        return candidates.filter { !present.contains(ObjectIdentifier($0)) }
    }

    /// Whether `array` holds `item` itself, comparing its references as bare addresses.
    ///
    /// This code is generic and never specialized (collections reach the host as existentials), so
    /// `contains(where:)` would copy each element through its value witness and call a closure, which
    /// on a ticking list of thousands of quotes outweighed the notifications themselves. An item is a
    /// class instance, so each element is one reference.
    private static func holds(_ array: [Item], _ item: Item) -> Bool {
        let address = UInt(bitPattern: ObjectIdentifier(item))
        return array.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt.self) { $0.contains(address) }
        }
    }
}

extension Array {
    /// Applies one step of a change set and returns the elements it took out.
    fileprivate mutating func applyTakingOut(_ change: ArrayChange<Element>) -> [Element] {
        let takenOut: [Element] =
            switch change {
            case .insert, .move: []
            case .remove(let index, let count): Array(self[index..<index + count])
            case .replace(let index, let elements): Array(self[index..<index + elements.count])
            case .reset: self
            }
        apply(change)
        return takenOut
    }
}
