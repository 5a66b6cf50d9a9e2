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
    /// The view model whose screen pushed this one; nil for what the client created.
    let presenter: String?
    /// What this view model owns and takes with it when it is disposed: the screens it pushed.
    var owned: [String] = []

    var typeName: String { type(of: viewModel).typeName }

    init(id: String, viewModel: any ViewModel, presenter: String? = nil) {
        self.id = id
        self.viewModel = viewModel
        self.presenter = presenter
        self.members = MemberTable(reflecting: viewModel)
    }

    /// The members a client subscribed to with `viewModel/bind`.
    struct Binding {
        var properties: Set<String> = []
        var commands: Set<String> = []
        var events = false
    }

    var propertyValues: JSONObject {
        var values = JSONObject()
        for (name, property) in members.properties { values[name] = property.json }
        return values
    }

    var snapshot: Snapshot {
        Snapshot(
            id: id, type: typeName, version: version, properties: propertyValues,
            commands: members.commands.map { ($0.name, $0.member.state) })
    }
}
