import Protocol
import ServerLog
import ViewModels

/// The registry of live view models and the one place where their changes become notifications.
///
/// Every hosted view model is observed from creation, bound or not, so its version counts every
/// change; a notification goes out only for what the client bound. The exception is a view model whose
/// properties count their own changes (see `HostedViewModel`): it is observed only while the client
/// binds one of them, which is what keeps a list of a hundred thousand items cheap. What happens
/// leaves through `emit` as a `HostEvent`, in the order the changes were observed.
@MainActor
package final class ViewModelHost {
    let catalog: ViewModelCatalog
    /// Where what happens is told: the face sets itself here (`tell(to:)`) once it exists. An event is
    /// handed over, not lent: passing it on costs no copy. Internal, with a setter for the faces:
    /// storage only this module reaches needs no run-time exclusivity check on every change
    /// (docs/performance.md, "Modules and the push path").
    private var output: @MainActor (consuming HostEvent) -> Void
    /// Whether the face's client has stopped keeping up; collection changes then carry the whole
    /// collection so that the face's outbox can collapse a growing backlog into one `reset`.
    let isClientBehind: @MainActor () -> Bool
    /// The hosted view models by the number in their id ("vm-17" is 17): a number is half the key
    /// a string is, which counts for a list of a hundred thousand items.
    private var hosted: [Int: HostedViewModel] = [:]
    /// Each hosted view model's entry, for the view-model layer that knows only the object.
    private var entries: [ObjectIdentifier: HostedViewModel] = [:]
    private var lastID = 0
    /// For an id derived from a key whose row ended while hosted, the generation the next row with
    /// that key takes (its id gets `~2`, `~3`…): an id is never reused.
    var keyGenerations: [String: Int] = [:]
    /// The versions of rows let go of while their models live, by id: a row made again goes on from
    /// there, so a version never goes back.
    var keptVersions: [String: Int64] = [:]
    /// The entry the last look-up by id found, until it is released: a client's requests mostly name
    /// the view model its previous one did (a set per keystroke), and comparing the id costs a
    /// fraction of reading its number and hashing it.
    private var lastFound: HostedViewModel?
    /// The questions asked of the client that wait for its answer.
    package private(set) lazy var questions = Questions { [unowned self] id in
        emit(.withdrawn(.init(id: id)))
    }
    /// The work-done tokens of the running executions that report progress.
    var progressTokens: Set<JSONValue> = []
    /// The clock questions time out on: the session's.
    let clock: any Clock<Duration>
    /// What to run when a pushed view model goes, by its entry (`Navigator.push(_:from:whenClosed:)`).
    var whenClosed: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// How the collections the client has not windowed itself are shown, pushed screens' included:
    /// whole, unless its face says otherwise.
    package var unwindowed = UnwindowedCollections.whole
    /// The layouts of types hosted without being registered (a push no declaration names), made
    /// when the first of each is hosted.
    private var unregistered: [ObjectIdentifier: TypeLayout] = [:]

    /// A host that tells `emit` what happens; a face that must exist first passes nothing and calls
    /// `tell(to:)` once it does.
    package init(
        catalog: ViewModelCatalog, clock: any Clock<Duration> = ContinuousClock(),
        isClientBehind: @escaping @MainActor () -> Bool = { false },
        emit: @escaping @MainActor (consuming HostEvent) -> Void = { _ in }
    ) {
        self.catalog = catalog
        self.clock = clock
        self.isClientBehind = isClientBehind
        output = emit
    }

    /// Makes `face` the one told what happens from now on.
    package func tell(to face: @escaping @MainActor (consuming HostEvent) -> Void) {
        output = face
    }

    /// Tells the face what happened, in the order the changes were observed.
    func emit(_ event: consuming HostEvent) {
        output(event)
    }

    var liveCount: Int { hosted.count }
    /// Every live view model, oldest first.
    package var live: [HostedViewModel] { hosted.keys.sorted().compactMap { hosted[$0] } }
    package var creatableTypeNames: [String] { catalog.creatableNames }

    package func create(_ params: CreateRequest.Params) throws(ResponseError) -> Snapshot {
        guard let entry = catalog.entry(named: params.type) else {
            throw ResponseError.typeNotFound(params.type, known: catalog.creatableNames)
        }
        guard let make = entry.make else {
            throw ResponseError.typeNotCreatable(
                params.type, madeBy: catalog.referrers(of: entry.type), creatable: catalog.creatableNames)
        }
        for name in (params.windows ?? [:]).keys.sorted() where !entry.layout.collections.contains(name) {
            throw ResponseError.invalidParams(
                "viewModel/create: 'windows.\(name)' names no collection of \(params.type) (it has \(entry.layout.collections.isEmpty ? "none" : entry.layout.collections.joined(separator: ", ")))")
        }
        let hosted = host(try make(params.arguments, self, self))
        try setWindows(params.windows, of: hosted)
        return snapshot(of: hosted)
    }

    /// Disposes a view model the client asked to dispose, and what it owns.
    package func dispose(_ id: String) throws(ResponseError) {
        let entry = try lookUp(id)
        if case .item(let owner) = entry.origin {
            throw ResponseError.invalidParams(
                "viewModel/dispose: \(id) is an item of \(owner)'s collection and goes when it leaves the collection")
        }
        release(entry, announce: false)
    }

    /// Ends a view model and, first, everything it owns (its `owned`, then the hosted rows kept by key
    /// of its collections); the owned ones the client was told of are announced with
    /// `viewModel/didDispose`, as is the view model itself when `announce` is set. A row kept by key
    /// released with an announcement ended with its key: the next with that key takes a new id.
    ///
    /// `ownerGoes` is set for what goes with its owner: the owner's list is dropped whole, not
    /// searched once per item, so a list of a hundred thousand items goes in linear time.
    func release(_ entry: HostedViewModel, announce: Bool, ownerGoes: Bool = false) {
        for owned in entry.owned where self.hosted(owned.id) === owned {
            release(owned, announce: true, ownerGoes: true)
        }
        entry.owned = []
        if !entry.layout.collections.isEmpty { releaseRows(of: entry) }
        if let number = number(of: entry.id) {
            hosted[number] = nil
        } else if announce, !ownerGoes {
            rowEnded(entry)
        }
        if lastFound === entry { lastFound = nil }
        entries[ObjectIdentifier(entry.viewModel)] = nil
        if !ownerGoes, let owner = entry.origin.owner, let owner = self.hosted(owner) { disown(entry, by: owner) }
        entry.stopObserving()
        questions.withdraw(askedBy: entry.id)
        entry.viewModel.end()
        if announce { emit(.disposed(.init(viewModel: entry.id))) }
        if !whenClosed.isEmpty, let action = whenClosed.removeValue(forKey: ObjectIdentifier(entry)) { action() }
    }

    /// Takes `entry` out of what `owner` owns. That list is in the order of the ids, each entry being
    /// appended as it is hosted, so the entry is found by halving it: a ticking list of thousands of
    /// quotes, searched end to end for each item it drops, spent more on that than on its prices.
    private func disown(_ entry: HostedViewModel, by owner: HostedViewModel) {
        guard let number = number(of: entry.id) else { return }
        var low = 0
        var high = owner.owned.count
        while low < high {
            let middle = (low + high) / 2
            if let found = self.number(of: owner.owned[middle].id), found < number {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low < owner.owned.count, owner.owned[low] === entry { owner.owned.remove(at: low) }
    }

    /// Ends every view model, as the process does at exit.
    package func disposeAll() {
        for id in hosted.values.map(\.id).sorted() { try? dispose(id) }
    }

    package func lookUp(_ id: String) throws(ResponseError) -> HostedViewModel {
        guard let entry = hosted(id) else { throw ResponseError.viewModelNotFound(id) }
        return entry
    }

    /// Hosts `viewModel` with the next id ("vm-17"), or with `id` when given (a row kept by key,
    /// which its owner then owns by that id).
    func host(_ viewModel: any ViewModel, origin: HostedViewModel.Origin = .client, id: String? = nil)
        -> HostedViewModel
    {
        let modelType = type(of: viewModel)
        guard let layout = catalog.entry(of: modelType)?.layout ?? unregistered[ObjectIdentifier(modelType)] else {
            preconditionFailure("\(modelType.typeName) is hosted unchecked: a type reaches the host through a declaration or a push")
        }
        if id == nil { lastID += 1 }
        let entry = HostedViewModel(id: id ?? "vm-\(lastID)", viewModel: viewModel, origin: origin, layout: layout)
        if !layout.checkedPolicies { checkPolicies(of: entry) }
        if let id {
            if let version = keptVersions.removeValue(forKey: id) { entry.counted = version }
        } else {
            hosted[lastID] = entry
            if let owner = origin.owner { hosted(owner)?.owned.append(entry) }
        }
        entries[ObjectIdentifier(viewModel)] = entry
        if !entry.observesLazily { observe(entry, entry.members) }
        return entry
    }

    /// A `guard` rather than `flatMap`: a closure handed to a nonisolated function from the main
    /// actor is checked to run there on every call, and every request that names a view model comes
    /// through here.
    package func hosted(_ id: String) -> HostedViewModel? {
        if let lastFound, lastFound.id == id { return lastFound }
        guard let number = number(of: id) else {
            guard let entry = hostRow(withID: id) else { return nil }
            lastFound = entry
            return entry
        }
        guard let entry = hosted[number] else { return nil }
        lastFound = entry
        return entry
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

    /// Whether the host can host view models of `type`: a registered type, or one no declaration
    /// names (a push of a type left out of `pushes:`), whose layout is made now from its declaration,
    /// with a warning naming the fix. False, with the mistakes logged, when that declaration has any.
    func canHost(_ type: any ViewModel.Type) -> Bool {
        if catalog.entry(of: type) != nil || unregistered[ObjectIdentifier(type)] != nil { return true }
        Log.warning(
            "\(type.typeName) is hosted but no declaration names it: add it to pushes: of the member that pushes it (a command, or the property whose change pushes it)")
        do {
            unregistered[ObjectIdentifier(type)] = try TypeLayout(of: type)
            return true
        } catch {
            Log.error("\(type.typeName) cannot be hosted: \(error)")
            return false
        }
    }

    /// Compares the policies the commands of the first instance of a type were made with to the
    /// declared ones, which describe reports, and logs each difference with the fix.
    private func checkPolicies(of entry: HostedViewModel) {
        let layout = entry.layout
        layout.checkedPolicies = true
        for (index, (name, command)) in entry.members.commands.enumerated() where command.policy != layout.policies[index] {
            Log.error(
                "\(layout.name).\(name) is declared \(layout.policies[index].rawValue) but made \(command.policy.rawValue): make them agree"
            )
        }
    }

    /// The hosted entry of a view model object, if it is hosted.
    func entry(of viewModel: any ViewModel) -> HostedViewModel? {
        entries[ObjectIdentifier(viewModel)]
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
