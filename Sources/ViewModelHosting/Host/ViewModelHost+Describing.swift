import Protocol
import ViewModels

/// What a client reads of the hosted view models: their snapshots and their types' descriptions.
extension ViewModelHost {
    /// The snapshot of the view model `id`, its collections shown through `windows` from now on.
    package func snapshot(of id: String, windows: [String: CollectionWindow]? = nil) throws(ResponseError) -> Snapshot {
        let entry = try lookUp(id)
        try setWindows(windows, of: entry)
        return snapshot(of: entry)
    }

    /// The whole state of a hosted view model, its collections through the client's windows; items of
    /// its collections that are view models are hosted on the way, so every nested snapshot carries
    /// an id the client can bind.
    func snapshot(of entry: HostedViewModel) -> Snapshot {
        let members = entry.members
        return Snapshot(
            id: entry.id, type: entry.typeName, version: entry.version(members),
            properties: members.propertyValues(self),
            commands: members.commands.map { name, command in (name, command.state) },
            collections: members.collections.map { name, collection in
                (
                    name,
                    entry.collectionSnapshot(
                        name, collection, window: clientWindow(name, of: entry),
                        hosting: itemHosting(for: entry, collection: name))
                )
            })
    }

    /// Hosts the view models `entry`'s collection `collection` holds as items owned by it (rows kept by
    /// key with ids derived from their keys), and releases them.
    ///
    /// Unowned: the entry's observation holds these closures and stops before the entry or the host
    /// goes. Pays in `benchmarks/profile`'s push (docs/performance.md, "Unsafe code").
    func itemHosting(for entry: HostedViewModel, collection: String) -> ItemHosting {
        ItemHosting(
            snapshot: { [unowned self, unowned entry] item in
                snapshot(of: self.entry(of: item) ?? host(item, origin: .item(of: entry.id))).json
            },
            keyedSnapshot: { [unowned self, unowned entry] row, key in
                snapshot(of: self.entry(of: row) ?? hostRow(row, of: entry, in: collection, key: key)).json
            },
            keyEnded: { [unowned self, unowned entry] key in keyEnded(key, of: entry, in: collection) },
            release: { [unowned self] item in
                if let hosted = self.entry(of: item) { release(hosted, announce: true) }
            },
            resolver: self)
    }

    package func describe(_ typeName: String?) throws(ResponseError) -> [TypeDescription] {
        var result: [TypeDescription] = []
        for name in typeName.map({ [$0] }) ?? catalog.names { result.append(try description(of: name)) }
        return result
    }

    func description(of typeName: String) throws(ResponseError) -> TypeDescription {
        guard let entry = catalog.entry(named: typeName) else {
            throw ResponseError.typeNotFound(typeName, known: catalog.names)
        }
        return TypeDescription(entry.layout, isCreatable: entry.isCreatable)
    }
}
