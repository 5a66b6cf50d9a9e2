import Protocol
import ViewModels

/// Rows kept by key (`Rows`) as the host drives them: the shown rows, as a collection of view
/// models, with two differences from `ViewModelCollection`: a row is made only when the host reads
/// it (a client that shows a window of the list reads the window's), and a row taken out of the
/// shown rows (hidden by a filter) stays hosted, with its id, and is released only when `Rows`
/// reports that its model left the store.
@MainActor
final class RowsCollection<RowModel: Identifiable, Row: ViewModel>: WireCollection {
    private let rows: Rows<RowModel, Row>

    init(_ rows: Rows<RowModel, Row>) {
        self.rows = rows
    }

    var count: Int { rows.count }

    func items(hosting: ItemHosting) -> [JSONValue] {
        (0..<rows.count).compactMap { rows.row(at: $0).map(hosting.snapshot) }
    }

    func windowItems(in range: Range<Int>, resolver: any ViewModelResolver) -> [WindowItem] {
        range.compactMap { rows.row(at: $0).map { .viewModel($0) } }
    }

    func observeChanges(
        hosting: ItemHosting, isWindowed: @escaping @MainActor () -> Bool,
        _ action: @escaping @MainActor ([CollectionChange]) -> Void
    ) -> any Disposable {
        let rows = rows
        let changes = rows.shownIDs.changes.observe { changes in
            action(isWindowed() ? [] : changes.map { $0.wire { hosting.snapshot(rows.row(for: $0)!) } })
        }
        let endings = rows.ended.observe { ended in
            for row in ended { hosting.release(row) }
        }
        return ActionDisposable {
            changes.dispose()
            endings.dispose()
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
