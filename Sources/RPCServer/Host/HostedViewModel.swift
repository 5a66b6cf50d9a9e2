import Protocol
import ViewModels

/// A live view model with its wire identity, its version and what the client listens to.
@MainActor
final class HostedViewModel {
    let id: String
    let viewModel: any ViewModel
    let members: MemberTable
    /// Counts every change of this view model's state, so a client can order what it hears.
    var version: Int64 = 0
    var binding = Binding()
    let observations = CompositeDisposable()
    /// Who made this view model and what it is to them.
    let origin: Origin
    /// What this view model owns and takes with it when it is disposed: the screens it pushed and
    /// the items of its collections.
    var owned: [String] = []

    enum Origin: Equatable {
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

    var typeName: String { type(of: viewModel).typeName }

    init(id: String, viewModel: any ViewModel, origin: Origin) {
        self.id = id
        self.viewModel = viewModel
        self.origin = origin
        self.members = MemberTable(reflecting: viewModel)
    }

    /// The members a client subscribed to with `viewModel/bind`.
    struct Binding {
        var properties: Set<String> = []
        var commands: Set<String> = []
        var collections: Set<String> = []
        var events = false
    }

    /// The version at which each collection last changed, for its snapshot.
    var collectionVersions: [String: Int64] = [:]

    var propertyValues: JSONObject {
        var values = JSONObject()
        for (name, property) in members.properties { values[name] = property.json }
        return values
    }

    func collectionSnapshot(_ name: String, _ collection: any WireCollection, hosting: ItemHosting)
        -> CollectionSnapshot
    {
        CollectionSnapshot(version: collectionVersions[name] ?? 0, items: collection.items(hosting: hosting))
    }
}
