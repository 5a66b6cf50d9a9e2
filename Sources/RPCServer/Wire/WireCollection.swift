import Protocol
import ViewModels

/// A view-model collection as the host drives it: items and change sets in JSON.
///
/// Items that are plain values are written as they are; items that are view models are hosted
/// when they join the collection and released when they leave it, through `ItemHosting`.
@MainActor
protocol WireCollection: AnyObject {
    var doc: String { get }
    /// What `viewModel/describe` says of the items: a view-model type name or a value schema.
    var itemDescription: (type: String?, schema: JSONValue?) { get }
    var count: Int { get }
    /// The items as they are now, hosting item view models not hosted yet.
    func items(hosting: ItemHosting) -> [JSONValue]
    /// Calls `action` with each change set in wire form, after hosting the items it brings and
    /// before releasing the items it took away.
    func observeChanges(hosting: ItemHosting, _ action: @escaping @MainActor ([CollectionChange]) -> Void)
        -> any Disposable
}

/// How a collection of view models has its items hosted and released by the host.
@MainActor
struct ItemHosting {
    /// The snapshot of an item, hosting it first if it is new.
    var snapshot: @MainActor (any ViewModel) -> JSONValue
    /// Releases an item that left the collection (announced with `viewModel/didDispose`).
    var release: @MainActor (any ViewModel) -> Void
}

extension ArrayChange {
    /// The wire form of one step, with items already turned into JSON by `item`.
    func wire(_ item: (Element) -> JSONValue) -> CollectionChange {
        switch self {
        case .insert(let index, let elements): .insert(index: index, items: elements.map(item))
        case .remove(let index, let count): .remove(index: index, count: count)
        case .replace(let index, let elements): .replace(index: index, items: elements.map(item))
        case .move(let from, let to): .move(from: from, to: to)
        case .reset(let elements): .reset(items: elements.map(item))
        }
    }
}

extension ObservableArray: WireCollection where Element: WireValue {
    var itemDescription: (type: String?, schema: JSONValue?) { (nil, Element.schema) }

    func items(hosting: ItemHosting) -> [JSONValue] {
        elements.map(\.json)
    }

    func observeChanges(hosting: ItemHosting, _ action: @escaping @MainActor ([CollectionChange]) -> Void)
        -> any Disposable
    {
        changes.observe { changes in action(changes.map { $0.wire(\.json) }) }
    }
}
