import Protocol
import ViewModels

/// A hosted row of a collection kept by key (`Rows`): its entry, and where its id comes from.
@MainActor
struct KeyedRow {
    let entry: HostedViewModel
    let collection: String
    let key: String
    /// When it was hosted among all rows kept by key: its owner releases them in this order.
    let order: Int
}

/// Rows kept by key, hosted with ids derived from their keys: `<owner id>.<collection>.<key>`.
///
/// Rules:
/// - A row's id answers every request while its model is in the store, whether its row object is
///   made or not: a request for it makes the row again from its model (`hostRow(withID:)`).
/// - A row that leaves the client's window, that the client does not bind, is let go of when `Rows`
///   can make it again; its version is kept, so the row made again goes on from it.
/// - An id is never reused: when a key the client was told of leaves the store and comes back, its
///   row's id takes a generation (`~2`, `~3`…). The host keeps one number per such key.
extension ViewModelHost {
    /// The id of the row of `owner`'s `collection` with `key`, as it is now.
    func rowID(of owner: String, in collection: String, key: String) -> String {
        let base = "\(owner).\(collection).\(key)"
        guard let generation = keyGenerations[base] else { return base }
        return "\(base)~\(generation)"
    }

    /// Hosts `row` of `owner`'s `collection` with the id its key gives it.
    func hostRow(_ row: any ViewModel, of owner: HostedViewModel, in collection: String, key: String)
        -> HostedViewModel
    {
        let id = rowID(of: owner.id, in: collection, key: key)
        let entry = host(row, origin: .item(of: owner.id), id: id)
        keyedRowsHosted += 1
        keyedRows[id] = KeyedRow(entry: entry, collection: collection, key: key, order: keyedRowsHosted)
        return entry
    }

    /// Hosts the row an id derived from a key names, made again from its model if it was let go of;
    /// nil when no live owner, collection and key read so. Each `.` could end the owner's id (a row
    /// may own rows, and a key may hold dots), so each is tried in turn.
    func hostRow(withID id: String) -> HostedViewModel? {
        var searchFrom = id.startIndex
        while let dot = id[searchFrom...].firstIndex(of: ".") {
            searchFrom = id.index(after: dot)
            let rest = id[searchFrom...]
            guard let nameEnd = rest.firstIndex(of: "."), let owner = hosted(String(id[..<dot])) else { continue }
            let name = String(rest[..<nameEnd])
            guard let collection = owner.members.collection(name) else { continue }
            let written = String(rest[rest.index(after: nameEnd)...])
            for key in Self.keys(written) where rowID(of: owner.id, in: name, key: key) == id {
                if let row = collection.row(forKey: key) { return entry(of: row) ?? hostRow(row, of: owner, in: name, key: key) }
            }
        }
        return nil
    }

    /// The keys an id's last part may name: itself, and what precedes a generation (`~2`).
    private static func keys(_ written: String) -> [String] {
        guard let tilde = written.lastIndex(of: "~"), written[written.index(after: tilde)...].allSatisfy(\.isNumber),
            tilde != written.index(before: written.endIndex)
        else { return [written] }
        return [written, String(written[..<tilde])]
    }

    /// Forgets a hosted row kept by key: its owner no longer owns it and, when its key `ended`, the
    /// next row with that key takes the next generation.
    func forget(_ row: KeyedRow, ended: Bool, ownerGoes: Bool) {
        guard !ownerGoes, let owner = row.entry.origin.owner.flatMap(hosted) else { return }
        owner.collectionState?.keyedOwned[row.entry.id] = nil
        if ended { nextGeneration(of: owner.id, in: row.collection, key: row.key) }
    }

    /// A key of `owner`'s `collection` left the store while its row was let go of: if the client was
    /// told its id, the next row with that key takes the next generation.
    func keyEnded(_ key: String, of owner: HostedViewModel, in collection: String) {
        guard keptVersions.removeValue(forKey: rowID(of: owner.id, in: collection, key: key)) != nil else { return }
        nextGeneration(of: owner.id, in: collection, key: key)
    }

    private func nextGeneration(of owner: String, in collection: String, key: String) {
        let base = "\(owner).\(collection).\(key)"
        keyGenerations[base] = (keyGenerations[base] ?? 1) + 1
    }

    /// Lets go of the rows kept by key among `items` (items that left the client's window) that the
    /// client binds nothing of and that `collection` can make again: released without an
    /// announcement, their ids still answering.
    func letGo(_ items: [WindowItem], in collection: any WireCollection) {
        for case .row(let row, let key) in items {
            guard let entry = entry(of: row), keyedRows[entry.id] != nil, !entry.binding.bindsAnything,
                collection.letGo(key: key)
            else { continue }
            keptVersions[entry.id] = entry.version
            release(entry, announce: false)
        }
    }

    /// After an unbind: lets go of a row kept by key that the client no longer binds anything of,
    /// when it is outside the client's window of its collection.
    func letGoIfUnseen(_ entry: HostedViewModel) {
        guard !entry.binding.bindsAnything, let row = keyedRows[entry.id], let owner = entry.origin.owner.flatMap(hosted),
            let window = owner.collectionState?.windows[row.collection], !window.window.isWhole, !window.holds(key: row.key),
            let collection = owner.members.collection(row.collection)
        else { return }
        letGo([.row(entry.viewModel, key: row.key)], in: collection)
    }
}
