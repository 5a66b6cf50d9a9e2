import Protocol

/// A client's copy of a collection of item view models, kept the way a frontend keeps its table:
/// from the snapshot, then by applying every `collection/didChange` of the collection and every
/// `property/didChange` of its items, in the order they arrive. Of a collection shown through a
/// window it keeps the window's items, from the snapshot's `offset`: the changes name the whole
/// collection's indices.
///
/// The end-to-end and in-process tests compare it with `viewModel/get` to prove SPEC §6.2 and §6.3.
package struct ItemListMirror {
    package let viewModel: JSONValue
    package let collection: String
    /// The items' nested snapshots, with the property values the notifications brought.
    package private(set) var items: [JSONValue]
    /// False once a notification carried a version not above the last one of its view model.
    package private(set) var versionsAreMonotonic = true
    /// How many `reset` steps arrived: a slow client's merged backlog shows up as one.
    package private(set) var resets = 0
    package private(set) var collectionChanges = 0
    /// Where the items start in the whole collection: 0 unless it is shown through a window.
    private let offset: Int
    private var versions: [JSONValue: Int64] = [:]

    /// Starts from the snapshot of the view model that owns the collection.
    package init(snapshot: JSONValue, collection: String) {
        viewModel = snapshot["id"] ?? .null
        self.collection = collection
        items = snapshot["collections"]?[collection]?["items"]?.arrayValue ?? []
        offset = Int(snapshot["collections"]?[collection]?["offset"]?.int64Value ?? 0)
    }

    package var ids: [JSONValue] { items.map { $0["id"] ?? .null } }

    /// The owner's version as its last notification gave it: it counts every change of the
    /// collection, also those a slow client's backlog merged into one change set; nil before any.
    package var version: Int64? { versions[viewModel] }

    /// Applies a server message; anything but a change of this collection or of its items is ignored.
    package mutating func apply(_ message: JSONValue) {
        guard let params = message["params"], let version = params["version"]?.int64Value,
            let owner = params["viewModel"]
        else { return }
        if let last = versions[owner], version <= last { versionsAreMonotonic = false }
        versions[owner] = version
        switch message["method"]?.stringValue {
        case "collection/didChange" where owner == viewModel && params["collection"]?.stringValue == collection:
            collectionChanges += 1
            for change in params["changes"]?.arrayValue ?? [] { apply(change: change) }
        case "property/didChange":
            guard let index = items.firstIndex(where: { $0["id"] == owner }),
                let name = params["property"]?.stringValue,
                case .object(var item) = items[index], case .object(var properties) = item["properties"] ?? .null
            else { return }
            properties[name] = params["value"] ?? .null
            item["properties"] = .object(properties)
            items[index] = .object(item)
        default:
            return
        }
    }

    private mutating func apply(change: JSONValue) {
        let index = Int(change["index"]?.int64Value ?? 0) - offset
        let newItems = change["items"]?.arrayValue ?? []
        switch change["op"]?.stringValue {
        case "insert": items.insert(contentsOf: newItems, at: index)
        case "remove": items.removeSubrange(index..<index + Int(change["count"]?.int64Value ?? 0))
        case "replace": items.replaceSubrange(index..<index + newItems.count, with: newItems)
        case "move":
            let moved = items.remove(at: Int(change["from"]?.int64Value ?? 0))
            items.insert(moved, at: Int(change["to"]?.int64Value ?? 0))
        case "reset":
            resets += 1
            items = newItems
        default: break
        }
    }
}
