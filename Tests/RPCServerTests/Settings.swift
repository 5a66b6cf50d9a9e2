import RPCServer
import ViewModels

/// A user's value type as the framework promises to carry it: `Codable`, nothing written by hand.
struct Appearance: Codable, Equatable, Sendable {
    enum Theme: String, Codable, CaseIterable, Sendable { case light, dark }
    var theme: Theme
    var fontSize: Int
    var accent: String?
}

/// A test-only view model in the shape of a user's settings screen: a `Codable` property, command
/// and event, a row it refers to, and create arguments of its own.
@MainActor
final class Settings: ViewModel {
    static let typeName = "Settings"
    static let doc = "Test-only: a settings screen of Codable values and a selected profile."

    let appearance: MutableProperty<Appearance>
    let profiles: ObservableArray<Profile>
    let selectedProfile: MutableProperty<Profile?>
    let apply: Command<Appearance, Appearance>
    let rename: Command<Profile, String>
    let fail: Command<Unit, Unit>
    let applied: Event<Appearance>
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init(fontSize: Int, profileNames: [String]) {
        (lifetime, token) = Lifetime.make()
        let appearance = MutableProperty(
            Appearance(theme: .light, fontSize: fontSize, accent: nil), doc: "How the screen looks.")
        let applied = Event<Appearance>(doc: "Raised when apply changed the appearance.")
        self.appearance = appearance
        self.applied = applied
        profiles = ObservableArray(profileNames.map(Profile.init), doc: "The profiles to pick from.")
        selectedProfile = MutableProperty(nil, doc: "The profile the user picked.")
        apply = Command(doc: "Sets the appearance. Output: the appearance now.") { new in
            appearance.value = new
            applied.send(new)
            return new
        }
        rename = Command(doc: "Gives a profile an exclamation mark. Output: its new name.") { profile in
            profile.name.value += "!"
            return profile.name.value
        }
        fail = Command(doc: "Always fails, as a user's command that throws does.") { _ in
            throw SettingsError()
        }
    }

    func dispose() {
        token.dispose()
    }

    /// The catalog a user writes: a factory reading typed arguments.
    static func catalog() -> ViewModelCatalog {
        var catalog = ViewModelCatalog()
        catalog.register(Settings.self) { arguments, _ in
            let fontSize = try arguments.optional("fontSize", as: Int.self) ?? 12
            guard (6...72).contains(fontSize) else { throw arguments.invalid("fontSize", "expected 6 to 72") }
            let names = try arguments.required("profiles", as: [String].self)
            guard !names.contains("") else { throw InvalidValue(reason: "a profile needs a name") }
            guard !names.contains("crash") else { throw SettingsError() }
            return Settings(fontSize: fontSize, profileNames: names)
        }
        return catalog
    }
}

/// A row of `Settings.profiles`.
@MainActor
final class Profile: ViewModel {
    static let typeName = "Profile"
    static let doc = "Test-only: one profile."

    let name: MutableProperty<String>
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init(name: String) {
        (lifetime, token) = Lifetime.make()
        self.name = MutableProperty(name, doc: "The profile's name.")
    }

    func dispose() {
        token.dispose()
    }
}

/// What `Settings.fail` throws: a user's own error, whose description the client reads.
struct SettingsError: Error, CustomStringConvertible {
    var description: String { "the settings store is read-only" }
}
