import Protocol
import ViewModels

/// Which members a client listens to, and the observations that turn their changes into notifications.
extension ViewModelHost {
    package func bind(_ params: BindRequest.Params) throws(ResponseError) -> BindRequest.Result {
        let entry = try lookUp(params.viewModel)
        let members = entry.members
        let selection = try select(params, in: members, of: entry.id)
        try setWindows(params.windows, of: entry)
        entry.binding.properties.formUnion(selection.properties, of: members.layout.properties)
        entry.binding.commands.formUnion(selection.commands, of: members.layout.commands)
        entry.binding.collections.formUnion(selection.collections, of: members.layout.collections)
        if selection.events { entry.binding.events = true }
        if entry.observesLazily, entry.observation == nil, entry.binding.bindsMembers {
            // What the members counted so far moves into the host's count, which goes on from there.
            entry.counted += members.countedChanges
            observe(entry, members)
        } else {
            entry.observation?.bindingDidChange()
        }
        var properties = JSONObject()
        for name in selection.properties { properties[name] = members.property(name)?.json(self) }
        let commands = selection.commands.compactMap { name in members.command(name).map { (name, $0.state) } }
        let collections = selection.collections.compactMap { name in
            members.collection(name).map {
                (
                    name,
                    entry.collectionSnapshot(
                        name, $0, window: clientWindow(name, of: entry), hosting: itemHosting(for: entry, collection: name))
                )
            }
        }
        return BindRequest.Result(
            version: entry.version(members), properties: properties, commands: commands, collections: collections)
    }

    package func unbind(_ params: UnbindRequest.Params) throws(ResponseError) {
        let entry = try lookUp(params.viewModel)
        let members = entry.members
        let selection = try select(params, in: members, of: entry.id)
        entry.binding.properties.subtract(selection.properties, of: members.layout.properties)
        entry.binding.commands.subtract(selection.commands, of: members.layout.commands)
        entry.binding.collections.subtract(selection.collections, of: members.layout.collections)
        if selection.events { entry.binding.events = false }
        if entry.observesLazily, entry.observation != nil, !entry.binding.bindsMembers {
            // Nothing bound is left to notify: the members count on their own again (a recycled cell).
            entry.stopObserving()
            entry.counted -= members.countedChanges
        } else {
            entry.observation?.bindingDidChange()
        }
        letGoIfUnseen(entry)
    }

    /// Starts the observation that counts `entry`'s version and notifies what its client bound: one
    /// object for the members (see `EntryObservation`), and an observer per collection, which tells
    /// a collection the client shows through a window only what touches the window.
    func observe(_ entry: HostedViewModel, _ members: MemberTable) {
        let observation = EntryObservation(of: entry, members: members, host: self)
        entry.observation = observation
        let isClientBehind = self.isClientBehind
        for (name, collection) in members.collections {
            let hosting = itemHosting(for: entry, collection: name)
            // Unowned, as in `itemHosting(for:collection:)`: the observation stops before any of them goes.
            observation.collectionSubscriptions.append(
                collection.observeChanges(
                    hosting: hosting, isWindowed: { [unowned self, unowned entry] in clientWindow(name, of: entry) != nil }
                ) { [unowned self, unowned entry, unowned collection] changes in
                    entry.counted += 1
                    entry.collections.versions[name] = entry.counted
                    guard entry.binding.collections.contains(name) else { return }
                    if let window = clientWindow(name, of: entry) {
                        guard let changes = window.changes(of: collection, hosting: hosting) else { return }
                        letGo(window.left, in: collection)
                        let params = CollectionDidChange.Params(
                            viewModel: entry.id, collection: name, version: entry.counted, changes: changes,
                            total: window.total)
                        let current = isClientBehind() ? window.heldJSON(hosting) : nil
                        emit(.collectionChanged(params, itemCount: window.heldCount, currentItems: current))
                        return
                    }
                    let params = CollectionDidChange.Params(
                        viewModel: entry.id, collection: name, version: entry.counted, changes: changes)
                    let current = isClientBehind() ? collection.items(hosting: hosting) : nil
                    emit(.collectionChanged(params, itemCount: collection.count, currentItems: current))
                })
        }
    }

    struct Selection {
        var properties: [String]
        var commands: [String]
        var collections: [String]
        var events: Bool
    }

    /// Resolves a bind's member lists, where an omitted list means every member of that kind.
    func select<Message>(_ params: MemberSelection<Message>, in members: MemberTable, of id: String)
        throws(ResponseError) -> Selection
    {
        let type = members.layout.name
        let properties = params.properties ?? members.layout.properties
        for name in properties where members.property(name) == nil {
            throw ResponseError.memberNotFound(viewModel: id, type: type, member: name, kind: "property")
        }
        let commands = params.commands ?? members.layout.commands
        for name in commands where members.command(name) == nil {
            throw ResponseError.memberNotFound(viewModel: id, type: type, member: name, kind: "command")
        }
        let collections = params.collections ?? members.layout.collections
        for name in collections where members.collection(name) == nil {
            throw ResponseError.memberNotFound(viewModel: id, type: type, member: name, kind: "collection")
        }
        return Selection(
            properties: properties, commands: commands, collections: collections, events: params.events ?? true)
    }
}
