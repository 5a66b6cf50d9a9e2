import Protocol
import ViewModels

/// The view-model types this server can host, by wire name.
///
/// Root types are created by clients; others (a pushed screen, a collection's item) are made only by
/// the view-model layer, and `viewModel/create` refuses them.
@MainActor
struct ViewModelCatalog {
    struct Entry {
        var name: String
        var doc: String
        var isCreatable: Bool
        /// Builds an instance from the client's `arguments` (nil when omitted), with the navigator
        /// its screens are pushed through.
        var make: @MainActor (JSONObject?, any Navigator) throws(ResponseError) -> any ViewModel
    }

    private(set) var entries: [Entry] = []

    mutating func register<Model: ViewModel>(
        _ type: Model.Type, creatable: Bool = true,
        make: @escaping @MainActor (JSONObject?, any Navigator) throws(ResponseError) -> Model
    ) {
        entries.append(
            Entry(name: Model.typeName, doc: Model.doc, isCreatable: creatable) {
                arguments, navigator throws(ResponseError) in
                try make(arguments, navigator)
            })
    }

    func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    var names: [String] { entries.map(\.name) }
    var creatableNames: [String] { entries.filter(\.isCreatable).map(\.name) }
}
