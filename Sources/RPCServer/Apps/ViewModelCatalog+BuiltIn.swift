import Protocol
import ViewModels

extension ViewModelCatalog {
    /// Every app the server ships, plus, when asked, the view models its own tests use.
    static func builtIn(services: AppServices, includingTestTypes: Bool) -> ViewModelCatalog {
        var catalog = ViewModelCatalog()
        catalog.register(Player.self) { arguments, _ throws(ResponseError) in
            try ArgumentReader(arguments, for: Player.typeName).done()
            return Player(services: services.player)
        }
        if includingTestTypes {
            catalog.register(Chatterbox.self) { _, _ in Chatterbox() }
        }
        return catalog
    }
}
