import Protocol
import ViewModels

/// A view-model collection as the host drives it: items and change sets in JSON.
///
/// Items that are plain values are written as they are; items that are view models are hosted
/// when they join the collection (or, for a client that shows a window, when they enter it) and
/// released when they leave the collection, through `ItemHosting`.
@MainActor
protocol WireCollection: AnyObject {
    var count: Int { get }
    /// The items as they are now, hosting item view models not hosted yet.
    func items(hosting: ItemHosting) -> [JSONValue]
    /// The items in `range` as a window compares them, none hosted.
    func windowItems(in range: Range<Int>, resolver: any ViewModelResolver) -> [WindowItem]
    /// Calls `action` after each change set, before releasing the items it took away: with the
    /// change set in wire form (hosting the items it brings), or with none while `isWindowed` says
    /// the client shows a window, which reads the items it needs itself.
    func observeChanges(
        hosting: ItemHosting, isWindowed: @escaping @MainActor () -> Bool,
        _ action: @escaping @MainActor ([CollectionChange]) -> Void
    ) -> any Disposable
    /// The row of the model whose key reads `key`, made if it was not yet: nil for a collection that
    /// is not kept by key, or when it holds no such model.
    func row(forKey key: String) -> (any ViewModel)?
    /// Lets go of the row whose key reads `key` when it can be made again from its model.
    /// - Returns: whether it let go.
    func letGo(key: String) -> Bool
    /// The rows kept by key made now, in the collection's order, hidden ones included: what goes
    /// with their owner. None for a collection not kept by key, whose items the host owns itself.
    var madeItems: [any ViewModel] { get }
}

extension WireCollection {
    func row(forKey key: String) -> (any ViewModel)? { nil }
    func letGo(key: String) -> Bool { false }
    var madeItems: [any ViewModel] { [] }
}

/// How a collection of view models has its items hosted and released by the host.
@MainActor
struct ItemHosting {
    /// The snapshot of an item, hosting it first if it is new.
    var snapshot: @MainActor (any ViewModel) -> JSONValue
    /// The snapshot of a row kept by key: hosted first if it is new, with an id derived from its key.
    var keyedSnapshot: @MainActor (any ViewModel, _ key: String) -> JSONValue
    /// A key of the collection left the store, its row made or not.
    var keyEnded: @MainActor (_ key: String) -> Void
    /// Releases an item that left the collection (announced with `viewModel/didDispose`).
    var release: @MainActor (any ViewModel) -> Void
    /// Writes items that are values and refer to view models.
    ///
    /// Unowned: the host, which holds what holds this. Pays in `benchmarks/profile`'s push
    /// (docs/performance.md, "Unsafe code").
    unowned var resolver: any ViewModelResolver

    /// The snapshot of a row kept by key: hosted first if it is new, with an id derived from `key`.
    func snapshot(_ row: any ViewModel, key: String) -> JSONValue {
        keyedSnapshot(row, key)
    }
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

/// A collection whose items are values, written by their codec.
@MainActor
final class ValueCollection<Element>: WireCollection {
    private let array: ObservableArray<Element>
    private let codec = ValueCodecs.resolved(Element.self)

    init(_ array: ObservableArray<Element>) {
        self.array = array
    }

    var count: Int { array.count }

    func items(hosting: ItemHosting) -> [JSONValue] {
        array.elements.map { codec.json($0, hosting.resolver) }
    }

    func windowItems(in range: Range<Int>, resolver: any ViewModelResolver) -> [WindowItem] {
        array.elements[range].map { .value(codec.json($0, resolver)) }
    }

    func observeChanges(
        hosting: ItemHosting, isWindowed: @escaping @MainActor () -> Bool,
        _ action: @escaping @MainActor ([CollectionChange]) -> Void
    ) -> any Disposable {
        let codec = codec
        // Unowned, as `ItemHosting.resolver`.
        return array.changes.observe { [unowned resolver = hosting.resolver] changes in
            action(isWindowed() ? [] : changes.map { $0.wire { codec.json($0, resolver) } })
        }
    }
}

/// A member that is a collection, whatever its items are.
@MainActor
protocol CollectionMember {
    /// How the host drives it.
    var wireCollection: any WireCollection { get }
}

/// An observable array as a member: its items are view models, hosted as they join it, or values.
extension ObservableArray: WireMemberType, CollectionMember {
    static func shape() throws(NoWireForm) -> MemberShape {
        if let model = Element.self as? any ViewModel.Type {
            return .collection(itemType: model.typeName, itemSchema: nil)
        }
        return .collection(itemType: nil, itemSchema: try ValueCodec<Element>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Element.self] }

    /// How the host drives this array: as a list of hosted view models, or of values.
    var wireCollection: any WireCollection {
        if let model = Element.self as? any ViewModel.Type {
            return viewModelCollection(of: model)
        }
        return ValueCollection(self)
    }

    private func viewModelCollection<Item: ViewModel>(of _: Item.Type) -> any WireCollection {
        ViewModelCollection(self as! ObservableArray<Item>)
    }
}
