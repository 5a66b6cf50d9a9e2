import Protocol
import ViewModels

/// Rows kept by key (`Rows`), hosted with ids derived from their keys: `<owner id>.<collection>.<key>`.
///
/// Rules:
/// - A row's id answers every request while its model is in the store, whether its row object is
///   made or not: a request for it makes the row again from its model (`hostRow(withID:)`).
/// - A row that leaves the client's window, that the client does not bind, is let go of when `Rows`
///   can make it again; its version is kept, so the row made again goes on from it.
/// - An id is never reused: when a key the client was told of leaves the store and comes back, its
///   row's id takes a generation (`~2`, `~3`…). The host keeps one number per such key.
/// - The host keeps nothing of a hosted row but its entry: its rows are found through their
///   collections (`WireCollection.row(forKey:)`, `madeItems`), and where a row's collection and key
///   come from is read back from its id, so a row costs no more than a numbered item.
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
        host(row, origin: .item(of: owner.id), id: rowID(of: owner.id, in: collection, key: key))
    }

    /// The hosted row an id derived from a key names, made again from its model if it was let go
    /// of; nil when no live owner, collection and key read so. The id is read from the left: its
    /// first part is a numbered view model's, then each owner's rows may own rows in turn (a key may
    /// hold dots, so each hosted row whose id begins the id is tried), so a look-up costs a hash per
    /// dot at most, whatever the id a client sends.
    func hostRow(withID id: String) -> HostedViewModel? {
        guard id.utf8.count <= Self.longestRowID, let firstDot = id.firstIndex(of: "."),
            var owner = hosted(String(id[..<firstDot]))
        else { return nil }
        while true {
            if let row = row(id, of: owner) { return row }
            guard let inner = rowOwning(id, among: owner) else { return nil }
            owner = inner
        }
    }

    /// The row of `owner`'s that `id` names, hosted, made again if it was let go of.
    private func row(_ id: String, of owner: HostedViewModel) -> HostedViewModel? {
        guard let (name, key) = place(of: id, in: owner), let collection = owner.members.collection(name),
            let row = collection.row(forKey: key)
        else { return nil }
        return entry(of: row) ?? hostRow(row, of: owner, in: name, key: key)
    }

    /// The longest id a row kept by key is looked for by: a longer one names none.
    static let longestRowID = 4_096

    /// The row of `owner`'s whose id begins `id` and a part after it: the next owner on the way.
    private func rowOwning(_ id: String, among owner: HostedViewModel) -> HostedViewModel? {
        var end = id.index(id.startIndex, offsetBy: owner.id.count + 1)
        while let dot = id[end...].firstIndex(of: ".") {
            if let row = row(String(id[..<dot]), of: owner) { return row }
            end = id.index(after: dot)
        }
        return nil
    }

    /// The collection and key of the row `id` names among `owner`'s, read back from the id.
    private func place(of id: String, in owner: HostedViewModel) -> (collection: String, key: String)? {
        let rest = id.dropFirst(owner.id.count + 1)
        guard let nameEnd = rest.firstIndex(of: ".") else { return nil }
        let name = String(rest[..<nameEnd])
        let written = String(rest[rest.index(after: nameEnd)...])
        var keys = [written]
        if let tilde = written.lastIndex(of: "~"), tilde != written.index(before: written.endIndex),
            written[written.index(after: tilde)...].allSatisfy(\.isNumber)
        {
            keys.append(String(written[..<tilde]))
        }
        guard let key = keys.first(where: { rowID(of: owner.id, in: name, key: $0) == id }) else { return nil }
        return (name, key)
    }

    /// The owner, collection and key of a hosted row kept by key; nil for any other entry.
    private func keyedPlace(of entry: HostedViewModel) -> (owner: HostedViewModel, collection: String, key: String)? {
        guard case .item(let ownerID) = entry.origin, entry.id.utf8.count > ownerID.utf8.count + 1,
            entry.id.hasPrefix(ownerID + "."), let owner = hosted(ownerID), let (collection, key) = place(of: entry.id, in: owner)
        else { return nil }
        return (owner, collection, key)
    }

    /// A hosted row kept by key ended with its key: the next row with that key takes the next
    /// generation.
    func rowEnded(_ entry: HostedViewModel) {
        guard let (owner, collection, key) = keyedPlace(of: entry) else { return }
        nextGeneration(of: owner.id, in: collection, key: key)
    }

    /// Releases the hosted rows kept by key of `owner`'s collections, as their owner goes: each
    /// announced, in the collections' order.
    func releaseRows(of owner: HostedViewModel) {
        for (_, collection) in owner.members.collections {
            for row in collection.madeItems { if let entry = entry(of: row) { release(entry, announce: true, ownerGoes: true) } }
        }
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
            guard let entry = entry(of: row), !entry.binding.bindsAnything, collection.letGo(key: key) else { continue }
            keptVersions[entry.id] = entry.version
            release(entry, announce: false)
        }
    }

    /// After an unbind: lets go of a row kept by key that the client no longer binds anything of,
    /// when it is outside the client's window of its collection.
    func letGoIfUnseen(_ entry: HostedViewModel) {
        guard !entry.binding.bindsAnything, let (owner, name, key) = keyedPlace(of: entry),
            let window = owner.collectionState?.windows[name], !window.window.isWhole, !window.holds(key: key),
            let collection = owner.members.collection(name)
        else { return }
        letGo([.row(entry.viewModel, key: key)], in: collection)
    }
}
