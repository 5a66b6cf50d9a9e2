import Protocol
import ViewModels

/// A live view model with its wire identity, its version and what the client listens to.
///
/// Rules:
/// - An entry is observed from creation, unless it `observesLazily`: every member of its view model
///   is a property or a command that counts its own changes (the quotes of a list, by the hundred
///   thousand; a todo list's rows). Such an entry is observed only while the client binds one of its
///   properties or commands, and keeps no member table: its members are found anew when needed.
/// - `version` counts every change either way: while observed, the host's observers count what they
///   hear in `counted`; while not, the members' own counts are added to it. Starting and stopping
///   an observation moves the members' counts into or out of `counted`, so the version neither
///   jumps nor goes back.
@MainActor
package final class HostedViewModel {
    package let id: String
    let viewModel: any ViewModel
    /// The members of a view model observed from creation, or the layout a lazily observed one's
    /// members are found by when needed.
    private let table: Members
    /// The changes the host counted, plus, for a lazily observed entry, what its members had
    /// counted themselves when its observation started, less what they had when one stopped.
    var counted: Int64 = 0
    /// What the client bound, read on every change of a member.
    var binding = Binding()
    /// The host's observation of the members; nil while a lazily observed entry is not observed.
    var observation: EntryObservation?
    /// Who made this view model and what it is to them.
    package let origin: Origin
    /// What this view model owns and takes with it when it is disposed: the screens it pushed and
    /// the items of its collections, but rows kept by key, which its collections name
    /// (`ViewModelHost+Keys`); in the order they were hosted, which is the order of their ids.
    var owned: [HostedViewModel] = []

    package enum Origin: Equatable {
        /// Created by the client, which owns it.
        case client
        /// Pushed as a new screen by the view model with this id.
        case pushed(by: String)
        /// An item in a collection of the view model with this id.
        case item(of: String)

        var owner: String? {
            switch self {
            case .client: nil
            case .pushed(let owner), .item(let owner): owner
            }
        }
    }

    /// One reference either way, so that an entry of a list of a hundred thousand items stays small.
    private enum Members {
        case observed(MemberTable)
        case lazy(TypeLayout)
    }

    var typeName: String { layout.name }

    /// The layout of the view model's type; an instance of a type whose layout `countsItsOwnChanges`
    /// is observed lazily when its commands, if it has any, count their own changes too.
    init(id: String, viewModel: any ViewModel, origin: Origin, layout: TypeLayout) {
        self.id = id
        self.viewModel = viewModel
        self.origin = origin
        if layout.countsItsOwnChanges, layout.commands.isEmpty {
            table = .lazy(layout)
        } else {
            let members = MemberTable(of: viewModel, layout: layout)
            table = layout.countsItsOwnChanges && members.commandsCountTheirChanges ? .lazy(layout) : .observed(members)
        }
    }

    var observesLazily: Bool {
        if case .lazy = table { true } else { false }
    }

    package var layout: TypeLayout {
        switch table {
        case .observed(let members): members.layout
        case .lazy(let layout): layout
        }
    }

    /// The members; found anew on every call for a lazily observed entry, so take it once per use.
    var members: MemberTable {
        switch table {
        case .observed(let members): members
        case .lazy(let layout): observation?.members ?? MemberTable(of: viewModel, layout: layout)
        }
    }

    /// The version now, from `members` (this entry's).
    func version(_ members: MemberTable) -> Int64 {
        observesLazily && observation == nil ? counted + members.countedChanges : counted
    }

    var version: Int64 { version(members) }

    /// Ends the host's observations, in the order they started.
    func stopObserving() {
        guard let ending = observation else { return }
        observation = nil
        ending.stop()
    }

    /// The members' signals hold the observation's tap, which reaches the observation unretained: it
    /// is stopped before the entry goes, whoever forgot to.
    isolated deinit {
        stopObserving()
    }

    /// The members a client subscribed to with `viewModel/bind`.
    struct Binding {
        var properties = MemberNames()
        var commands = MemberNames()
        var collections = MemberNames()
        var events = false

        /// Whether a property or a command is bound: what a lazily observed entry is observed for.
        var bindsMembers: Bool { !properties.isEmpty || !commands.isEmpty }
        /// Whether anything is bound, events included.
        var bindsAnything: Bool { bindsMembers || !collections.isEmpty || events }
    }

    /// What it keeps for its collections; nil until it keeps anything.
    private(set) var collectionState: EntryCollections?

    /// What it keeps for its collections, made on first use.
    var collections: EntryCollections {
        if let collectionState { return collectionState }
        let made = EntryCollections()
        collectionState = made
        return made
    }

    /// The collection's snapshot: whole, or, when `window` is given, the window's items with the
    /// total, which the window holds from now on.
    func collectionSnapshot(
        _ name: String, _ collection: any WireCollection, window: ClientWindow?, hosting: ItemHosting
    ) -> CollectionSnapshot {
        let version = collectionState?.versions[name] ?? 0
        guard let window else { return CollectionSnapshot(version: version, items: collection.items(hosting: hosting)) }
        let items = window.read(collection, hosting: hosting)
        return CollectionSnapshot(version: version, count: window.total, offset: window.window.offset, items: items)
    }
}
