import Apps
import ViewModels

@testable import RPCServer

/// A test-only screen that pushes a child screen and can close itself, for the navigation tests.
@MainActor
final class Screen: ViewModel {
    static let typeName = "Screen"
    static let doc = "Test-only: a screen that opens child screens and closes itself."

    let title: MutableProperty<String>
    let open: Command<Unit, Unit>
    let closeSelf: Command<Unit, Unit>
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init(title: String, navigator: any Navigator) {
        (lifetime, token) = Lifetime.make()
        self.title = MutableProperty(title, doc: "The screen's title.")
        let owner = Owner()
        open = Command(doc: "Pushes a child screen.") { [weak navigator] _ in
            guard let screen = owner.screen, let navigator else { return Unit() }
            navigator.push(Screen(title: screen.title.value + "/child", navigator: navigator), from: screen)
            return Unit()
        }
        closeSelf = Command(doc: "Closes this screen.") { [weak navigator] _ in
            if let screen = owner.screen { navigator?.close(screen) }
            return Unit()
        }
        owner.screen = self
    }

    func dispose() {
        token.dispose()
    }

    /// Lets the commands reach the screen without keeping it alive.
    private final class Owner {
        weak var screen: Screen?
    }

    static func catalog() -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Screen.self) { _, navigator in Screen(title: "root", navigator: navigator) }
            return catalog
        }
    }
}
