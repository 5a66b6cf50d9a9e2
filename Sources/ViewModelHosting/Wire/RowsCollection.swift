import Protocol
import ViewModels

/// Rows kept by key (`Rows`) as the host drives them: the shown rows, as a collection of view
/// models, with three differences from `ViewModelCollection`: a row is made only when the host reads
/// it (a client that shows a window of the list reads the window's); its id is derived from its key
/// (`String(describing:)` of the model's id), so a row let go of and made again keeps it; and a row
/// taken out of the shown rows (hidden by a filter) stays hosted, with its id, and is released only
/// when `Rows` reports that its model left the store.
@MainActor
final class RowsCollection<RowModel: Identifiable, Row: ViewModel>: WireCollection {
    private let rows: Rows<RowModel, Row>

    init(_ rows: Rows<RowModel, Row>) {
        self.rows = rows
    }

    var count: Int { rows.count }

    func items(hosting: ItemHosting) -> [JSONValue] {
        windowItems(in: 0..<rows.count, resolver: hosting.resolver).map { $0.json(hosting) }
    }

    func windowItems(in range: Range<Int>, resolver: any ViewModelResolver) -> [WindowItem] {
        let ids = rows.shownIDs.elements
        return range.compactMap { index in
            rows.row(at: index).map { .row($0, key: Self.key(of: ids[index])) }
        }
    }

    func row(forKey key: String) -> (any ViewModel)? {
        id(ofKey: key).flatMap(rows.row(for:))
    }

    func letGo(key: String) -> Bool {
        id(ofKey: key).map { rows.letGo(of: $0) } ?? false
    }

    var madeItems: [any ViewModel] { rows.madeRows }

    /// A model id as a row's id shows it.
    static func key(of id: RowModel.ID) -> String {
        String(describing: id)
    }

    /// The model id `key` shows: read back when the id type can be (strings and numbers), else
    /// looked for among the shown rows.
    private func id(ofKey key: String) -> RowModel.ID? {
        if let type = RowModel.ID.self as? any LosslessStringConvertible.Type {
            return type.init(key) as? RowModel.ID
        }
        return rows.shownIDs.elements.first { Self.key(of: $0) == key }
    }

    func observeChanges(
        hosting: ItemHosting, isWindowed: @escaping @MainActor () -> Bool,
        _ action: @escaping @MainActor ([CollectionChange]) -> Void
    ) -> any Disposable {
        let rows = rows
        let changes = rows.shownIDs.changes.observe { changes in
            action(isWindowed() ? [] : changes.map { $0.wire { hosting.snapshot(rows.row(for: $0)!, key: Self.key(of: $0)) } })
        }
        let endings = rows.ended.observe { ended in
            for row in ended { hosting.release(row) }
        }
        let keysEnded = rows.endedIDs.observe { ids in
            for id in ids { hosting.keyEnded(Self.key(of: id)) }
        }
        return ActionDisposable {
            changes.dispose()
            endings.dispose()
            keysEnded.dispose()
        }
    }
}

/// Rows as a member: a collection of their row type.
extension Rows: WireMemberType, CollectionMember {
    static func shape() throws(NoWireForm) -> MemberShape {
        .collection(itemType: Row.typeName, itemSchema: nil)
    }

    static var valueTypes: [Any.Type] { [Row.self] }

    var wireCollection: any WireCollection { RowsCollection(self) }
}

/// A field of a row's model: read-only, counting its own changes, as a `StoredProperty`.
extension Field: ReadOnlyWireProperty {
    var countedChanges: Int? { changeCount }
    static var countsOwnChanges: Bool { true }
}
