import Protocol
import ViewModels

/// A collection whose items are view models (the seeds' table of cell view models).
///
/// Conditional conformances cannot give `ObservableArray` a second `WireCollection` conformance,
/// so collections of view models go through this wrapper, which the member table makes for them.
@MainActor
final class ViewModelCollection<Item: ViewModel>: WireCollection {
    private let array: ObservableArray<Item>

    init(_ array: ObservableArray<Item>) {
        self.array = array
    }

    var doc: String { array.doc }
    var itemDescription: (type: String?, schema: JSONValue?) { (Item.typeName, nil) }
    var count: Int { array.count }

    func items(hosting: ItemHosting) -> [JSONValue] {
        array.elements.map(hosting.snapshot)
    }

    func observeChanges(hosting: ItemHosting, _ action: @escaping @MainActor ([CollectionChange]) -> Void)
        -> any Disposable
    {
        let before = Latest(array.elements)
        return array.changes.observe { changes in
            var after = before.value
            after.apply(changes)
            action(changes.map { $0.wire(hosting.snapshot) })
            let remaining = Set(after.map(ObjectIdentifier.init))
            for item in before.value where !remaining.contains(ObjectIdentifier(item)) {
                hosting.release(item)
            }
            before.value = after
        }
    }
}

/// Lets the member table recognise an array of view models without knowing the item type.
@MainActor
protocol ViewModelArray {
    var wireCollection: any WireCollection { get }
}

extension ObservableArray: ViewModelArray where Element: ViewModel {
    var wireCollection: any WireCollection { ViewModelCollection(self) }
}
