import Protocol
import ViewModels

/// The registry of live view models and the one place where their changes become notifications.
///
/// Every hosted view model is observed from creation, bound or not, so its version counts every
/// change; a notification goes out only for what the client bound. The exception is a view model whose
/// properties count their own changes (see `HostedViewModel`): it is observed only while the client
/// binds one of them, which is what keeps a list of a hundred thousand items cheap. Notifications
/// leave through `emit` in the order the changes were observed.
@MainActor
final class ViewModelHost {
    private let catalog: ViewModelCatalog
    /// Where notifications leave; a session sets itself here once it exists. A message is handed
    /// over, not lent: passing it on costs no copy.
    var emit: @MainActor (consuming OutgoingMessage) -> Void
    /// Whether the client has stopped keeping up; collection notifications then carry the whole
    /// collection so that the outbox can collapse a growing backlog into one `reset`.
    private let isClientBehind: @MainActor () -> Bool
    /// The hosted view models by the number in their id ("vm-17" is 17): a number is half the key
    /// a string is, which counts for a list of a hundred thousand items.
    private var hosted: [Int: HostedViewModel] = [:]
    /// Each hosted view model's entry, for the view-model layer that knows only the object.
    private var entries: [ObjectIdentifier: HostedViewModel] = [:]
    private var lastID = 0
    /// The docs and policies of each type's members, by type name, from the first instance hosted.
    private var memberDocs: [String: MemberDocs] = [:]

    init(
        catalog: ViewModelCatalog, isClientBehind: @escaping @MainActor () -> Bool = { false },
        emit: @escaping @MainActor (consuming OutgoingMessage) -> Void
    ) {
        self.catalog = catalog
        self.isClientBehind = isClientBehind
        self.emit = emit
    }

    var liveCount: Int { hosted.count }
    var creatableTypeNames: [String] { catalog.creatableNames }

    func create(_ params: CreateRequest.Params) throws(ResponseError) -> Snapshot {
        guard let entry = catalog.entry(named: params.type), let make = entry.make else {
            throw ResponseError.typeNotFound(params.type, known: catalog.creatableNames)
        }
        return snapshot(of: host(try make(params.arguments, self, self)))
    }

    func snapshot(of id: String) throws(ResponseError) -> Snapshot {
        snapshot(of: try lookUp(id))
    }

    /// The whole state of a hosted view model; items of its collections that are view models are
    /// hosted on the way, so every nested snapshot carries an id the client can bind.
    func snapshot(of entry: HostedViewModel) -> Snapshot {
        let members = entry.members
        let hosting = itemHosting(for: entry)
        return Snapshot(
            id: entry.id, type: entry.typeName, version: entry.version(members),
            properties: members.propertyValues(self),
            commands: members.commands.map { ($0.name, $0.member.state) },
            collections: members.collections.map {
                ($0.name, entry.collectionSnapshot($0.name, $0.member, hosting: hosting))
            })
    }

    /// Hosts the view models a collection of `entry` holds as items owned by it, and releases them.
    private func itemHosting(for entry: HostedViewModel) -> ItemHosting {
        ItemHosting(
            snapshot: { [unowned self, unowned entry] item in
                snapshot(of: self.entry(of: item) ?? host(item, origin: .item(of: entry.id))).json
            },
            release: { [unowned self] item in
                if let hosted = self.entry(of: item) { release(hosted, announce: true) }
            },
            resolver: self)
    }

    func describe(_ typeName: String?) throws(ResponseError) -> [TypeDescription] {
        let names =
            try typeName.map { name throws(ResponseError) in
                guard catalog.entry(named: name) != nil else {
                    throw ResponseError.typeNotFound(name, known: catalog.names)
                }
                return [name]
            } ?? catalog.names
        var result: [TypeDescription] = []
        for name in names { result.append(try description(of: name)) }
        return result
    }

    func bind(_ params: BindRequest.Params) throws(ResponseError) -> BindRequest.Result {
        let entry = try lookUp(params.viewModel)
        let members = entry.members
        let selection = try select(params, in: members, of: entry.id)
        entry.binding.properties.formUnion(selection.properties)
        entry.binding.commands.formUnion(selection.commands)
        entry.binding.collections.formUnion(selection.collections)
        if selection.events { entry.binding.events = true }
        if entry.observesLazily, entry.observations == nil, !entry.binding.properties.isEmpty {
            // What the properties counted so far moves into the host's count, which goes on from there.
            entry.counted += members.countedChanges
            observe(entry, members)
        }
        var properties = JSONObject()
        for name in selection.properties { properties[name] = members.property(name)?.json(self) }
        let commands = selection.commands.compactMap { name in members.command(name).map { (name, $0.state) } }
        let hosting = itemHosting(for: entry)
        let collections = selection.collections.compactMap { name in
            members.collection(name).map { (name, entry.collectionSnapshot(name, $0, hosting: hosting)) }
        }
        return BindRequest.Result(
            version: entry.version(members), properties: properties, commands: commands, collections: collections)
    }

    func unbind(_ params: UnbindRequest.Params) throws(ResponseError) {
        let entry = try lookUp(params.viewModel)
        let members = entry.members
        let selection = try select(params, in: members, of: entry.id)
        entry.binding.properties.subtract(selection.properties)
        entry.binding.commands.subtract(selection.commands)
        entry.binding.collections.subtract(selection.collections)
        if selection.events { entry.binding.events = false }
        if entry.observesLazily, let observations = entry.observations, entry.binding.properties.isEmpty {
            // Nothing bound is left to notify: the properties count on their own again (a recycled cell).
            observations.dispose()
            entry.observations = nil
            entry.counted -= members.countedChanges
        }
    }

    /// Disposes a view model the client asked to dispose, and what it owns.
    func dispose(_ id: String) throws(ResponseError) {
        let entry = try lookUp(id)
        if case .item(let owner) = entry.origin {
            throw ResponseError.invalidParams(
                "viewModel/dispose: \(id) is an item of \(owner)'s collection and goes when it leaves the collection")
        }
        release(entry, announce: false)
    }

    /// Ends a view model and, first, everything it owns; the owned ones the client was told of are
    /// announced with `viewModel/didDispose`, as is the view model itself when `announce` is set.
    ///
    /// `ownerGoes` is set for what goes with its owner: the owner's list is dropped whole, not
    /// searched once per item, so a list of a hundred thousand items goes in linear time.
    func release(_ entry: HostedViewModel, announce: Bool, ownerGoes: Bool = false) {
        for owned in entry.owned where self.hosted(owned.id) === owned {
            release(owned, announce: true, ownerGoes: true)
        }
        entry.owned = []
        if let number = number(of: entry.id) { hosted[number] = nil }
        entries[ObjectIdentifier(entry.viewModel)] = nil
        if !ownerGoes, let owner = entry.origin.owner { self.hosted(owner)?.owned.removeAll { $0 === entry } }
        entry.observations?.dispose()
        entry.viewModel.dispose()
        // Keyed although nothing ever supersedes it (an id is disposed once), so that it is no barrier
        // to merging: a list that replaces items on every tick would otherwise stop a slow client's
        // backlog from collapsing at all (SPEC §6.3).
        if announce {
            emit(
                .notification(
                    ViewModelDidDispose.self, .init(viewModel: entry.id),
                    coalescingKey: CoalescingKey(viewModel: entry.id, member: ViewModelDidDispose.method)))
        }
    }

    /// Sets a property as a client edit; returns the version after it and whether the property now
    /// holds exactly the value sent (then its own change notification would only echo the client).
    func setProperty(_ params: SetPropertyRequest.Params) throws(ResponseError) -> (
        version: Int64, echo: CoalescingKey?
    ) {
        let entry = try lookUp(params.viewModel)
        guard let property = entry.members.property(params.property) else {
            throw ResponseError.memberNotFound(viewModel: params.viewModel, member: params.property, kind: "property")
        }
        guard !property.isReadOnly else {
            throw ResponseError.readOnlyProperty(viewModel: params.viewModel, property: params.property)
        }
        let holdsSentValue = try property.propose(json: params.value, self)
        let key = holdsSentValue ? CoalescingKey(viewModel: entry.id, member: params.property) : nil
        return (entry.version, key)
    }

    func execute(_ params: ExecuteCommandRequest.Params) async throws(ResponseError) -> JSONValue {
        let entry = try lookUp(params.viewModel)
        guard let command = entry.members.command(params.command) else {
            throw ResponseError.memberNotFound(viewModel: params.viewModel, member: params.command, kind: "command")
        }
        do {
            return try await command.execute(input: params.input ?? .null, self)
        } catch {
            switch error {
            case .invalidInput(let error): throw error
            case .command(.disabled): throw .commandDisabled(viewModel: params.viewModel, command: params.command)
            case .command(.cancelled): throw .requestCancelled()
            case .command(.invalidInput(let refused)):
                throw .invalidValue(
                    expected: refused.expected.map { .string($0) } ?? inputSchema(of: params), detail: refused.reason)
            case .command(.failed(let message)):
                throw .commandFailed(viewModel: params.viewModel, command: params.command, message: message)
            }
        }
    }

    /// Ends every view model, as the process does at exit.
    func disposeAll() {
        for id in hosted.values.map(\.id).sorted() { try? dispose(id) }
    }

    func lookUp(_ id: String) throws(ResponseError) -> HostedViewModel {
        guard let entry = hosted(id) else { throw ResponseError.viewModelNotFound(id) }
        return entry
    }

    func host(_ viewModel: any ViewModel, origin: HostedViewModel.Origin = .client) -> HostedViewModel {
        lastID += 1
        let modelType = type(of: viewModel)
        let layout = catalog.entry(of: modelType)?.layout
        if layout == nil {
            Log.warning("\(modelType.typeName) is hosted but not registered: register it with the catalog")
        }
        let entry = HostedViewModel(
            id: "vm-\(lastID)", viewModel: viewModel, origin: origin,
            observesLazily: layout?.countsItsOwnChanges ?? false)
        if memberDocs[modelType.typeName] == nil { memberDocs[modelType.typeName] = MemberDocs(entry.members) }
        hosted[lastID] = entry
        entries[ObjectIdentifier(viewModel)] = entry
        if let owner = origin.owner { hosted(owner)?.owned.append(entry) }
        if !entry.observesLazily { observe(entry, entry.members) }
        return entry
    }

    private func hosted(_ id: String) -> HostedViewModel? {
        number(of: id).flatMap { hosted[$0] }
    }

    /// The number of an id as the host writes it ("vm-17"); nil for any other string, "vm-017" and
    /// "vm-+17" too. Read byte by byte: every request that names a view model comes through here, and
    /// writing the number back out to compare cost more than the rest of the look-up.
    private func number(of id: String) -> Int? {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        var bytes = id.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "v"), bytes.next() == UInt8(ascii: "m"), bytes.next() == UInt8(ascii: "-"),
            let first = bytes.next(), first != UInt8(ascii: "0"), digits.contains(first)
        else { return nil }
        var number = Int(first - UInt8(ascii: "0"))
        while let byte = bytes.next() {
            guard digits.contains(byte) else { return nil }
            let (tens, overflowed) = number.multipliedReportingOverflow(by: 10)
            guard !overflowed, tens <= Int.max - Int(byte - UInt8(ascii: "0")) else { return nil }
            number = tens + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }

    /// The hosted entry of a view model object, if it is hosted.
    func entry(of viewModel: any ViewModel) -> HostedViewModel? {
        entries[ObjectIdentifier(viewModel)]
    }

    /// Starts the observations that count `entry`'s version and notify what its client bound.
    private func observe(_ entry: HostedViewModel, _ members: MemberTable) {
        let emit = self.emit
        let isClientBehind = self.isClientBehind
        let observations = CompositeDisposable()
        entry.observations = observations
        for (name, property) in members.properties {
            observations += property.observeChanges(self) { [unowned entry] value in
                entry.counted += 1
                guard entry.binding.properties.contains(name) else { return }
                let params = PropertyDidChange.Params(
                    viewModel: entry.id, property: name, value: value, version: entry.counted)
                emit(
                    .notification(
                        PropertyDidChange.self, params, coalescingKey: CoalescingKey(viewModel: entry.id, member: name))
                )
            }
        }
        for (name, command) in members.commands {
            observations += command.observeState { [unowned entry] state in
                entry.counted += 1
                guard entry.binding.commands.contains(name) else { return }
                let params = CommandDidChange.Params(
                    viewModel: entry.id, command: name, enabled: state.enabled, executing: state.executing,
                    version: entry.counted)
                emit(.notification(CommandDidChange.self, params))
            }
        }
        for (name, collection) in members.collections {
            let hosting = itemHosting(for: entry)
            observations += collection.observeChanges(hosting: hosting) {
                [unowned entry, unowned collection] changes in
                entry.counted += 1
                entry.collectionVersions[name] = entry.counted
                guard entry.binding.collections.contains(name) else { return }
                let params = CollectionDidChange.Params(
                    viewModel: entry.id, collection: name, version: entry.counted, changes: changes)
                let current = isClientBehind() ? collection.items(hosting: hosting) : nil
                emit(.collectionChange(params, itemCount: collection.count, currentItems: current))
            }
        }
        for (name, event) in members.events {
            observations += event.observePayloads(self) { [unowned entry] payload in
                guard entry.binding.events else { return }
                emit(.notification(ViewModelEvent.self, .init(viewModel: entry.id, event: name, payload: payload)))
            }
        }
    }

    private struct Selection {
        var properties: [String]
        var commands: [String]
        var collections: [String]
        var events: Bool
    }

    /// Resolves a bind's member lists, where an omitted list means every member of that kind.
    private func select<Message>(_ params: MemberSelection<Message>, in members: MemberTable, of id: String)
        throws(ResponseError) -> Selection
    {
        let properties = params.properties ?? members.properties.map(\.name)
        for name in properties where members.property(name) == nil {
            throw ResponseError.memberNotFound(viewModel: id, member: name, kind: "property")
        }
        let commands = params.commands ?? members.commands.map(\.name)
        for name in commands where members.command(name) == nil {
            throw ResponseError.memberNotFound(viewModel: id, member: name, kind: "command")
        }
        let collections = params.collections ?? members.collections.map(\.name)
        for name in collections where members.collection(name) == nil {
            throw ResponseError.memberNotFound(viewModel: id, member: name, kind: "collection")
        }
        return Selection(
            properties: properties, commands: commands, collections: collections, events: params.events ?? true)
    }

    private func description(of typeName: String) throws(ResponseError) -> TypeDescription {
        guard let entry = catalog.entry(named: typeName) else {
            throw ResponseError.typeNotFound(typeName, known: catalog.names)
        }
        if memberDocs[typeName] == nil, let make = entry.make, let made = try? make(nil, self, self) {
            // A type clients create describes its members' docs from what a create without arguments
            // makes, when it can be made so, as `viewModel/create` would.
            memberDocs[typeName] = MemberDocs(MemberTable(reflecting: made))
            made.dispose()
        }
        return TypeDescription(entry.layout, known: memberDocs[typeName])
    }

    /// The input schema of the command a request names, for an InvalidValue error.
    private func inputSchema(of params: ExecuteCommandRequest.Params) -> JSONValue {
        guard let entry = hosted(params.viewModel), let layout = catalog.entry(of: type(of: entry.viewModel))?.layout,
            let member = layout.members.first(where: { $0.name == params.command }),
            case .command(let input, _) = member.shape
        else { return [:] }
        return input
    }
}

extension ViewModelHost: ViewModelResolver {
    func id(of viewModel: any ViewModel) -> String? {
        entry(of: viewModel)?.id
    }

    func viewModel(withID id: String) -> (any ViewModel)? {
        hosted(id)?.viewModel
    }
}
