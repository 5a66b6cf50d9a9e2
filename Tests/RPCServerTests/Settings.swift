import RPCServer
@testable import ViewModelHosting
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
    static let declaration = Declaration<Settings>(
        doc: "Test-only: a settings screen of Codable values and a selected profile.",
        .settable(\.appearance, doc: "How the screen looks."),
        .collection(\.profiles, doc: "The profiles to pick from."),
        .settable(\.selectedProfile, doc: "The profile the user picked."),
        .command(\.apply, doc: "Sets the appearance. Output: the appearance now."),
        .command(\.rename, doc: "Gives a profile an exclamation mark. Output: its new name."),
        .command(\.fail, doc: "Always fails, as a user's command that throws does."),
        .event(\.applied, doc: "Raised when apply changed the appearance.")
    )

    let appearance: MutableProperty<Appearance>
    let profiles: ObservableArray<Profile>
    let selectedProfile = MutableProperty<Profile?>(nil)
    private(set) lazy var apply = Command<Appearance, Appearance>(self) { owner, new in
        let settings = try owner.get()
        settings.appearance.value = new
        settings.applied.send(new)
        return new
    }
    let rename = Command<Profile, String> { profile in
        profile.name.value += "!"
        return profile.name.value
    }
    let fail = Command<Unit, Unit> { _ in throw SettingsError() }
    let applied = Event<Appearance>()

    init(fontSize: Int, profileNames: [String]) {
        appearance = MutableProperty(Appearance(theme: .light, fontSize: fontSize, accent: nil))
        profiles = ObservableArray(profileNames.map(Profile.init))
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
    static let declaration = Declaration<Profile>(
        doc: "Test-only: one profile.",
        .settable(\.name, doc: "The profile's name.")
    )

    let name: MutableProperty<String>

    init(name: String) {
        self.name = MutableProperty(name)
    }
}

/// What `Settings.fail` throws: a user's own error, whose description the client reads.
struct SettingsError: Error, CustomStringConvertible {
    var description: String { "the settings store is read-only" }
}
