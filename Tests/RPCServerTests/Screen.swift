import Apps
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

/// A test-only screen that pushes a child screen and can close itself, for the navigation tests.
@MainActor
final class Screen: ViewModel {
    static let declaration = Declaration<Screen>(
        doc: "Test-only: a screen that opens child screens and closes itself.",
        .settable(\.title, doc: "The screen's title."),
        .command(\.open, name: "open", doc: "Pushes a child screen.", pushes: [Screen.self]),
        .command(\.closeSelf, name: "closeSelf", doc: "Closes this screen.")
    )

    let title: MutableProperty<String>
    private(set) lazy var open = Command<Unit, Unit>(self) { owner, _ in
        let screen = try owner.get()
        screen.navigator?.push(
            Screen(title: screen.title.value + "/child", navigator: screen.navigator), from: screen)
        return Unit()
    }
    private(set) lazy var closeSelf = Command<Unit, Unit>(self) { owner, _ in
        let screen = try owner.get()
        screen.navigator?.close(screen)
        return Unit()
    }
    private weak var navigator: (any Navigator)?

    init(title: String, navigator: (any Navigator)?) {
        self.title = MutableProperty(title)
        self.navigator = navigator
    }

    static func catalog() -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Screen.self) { _, navigator in Screen(title: "root", navigator: navigator) }
            return catalog
        }
    }
}
