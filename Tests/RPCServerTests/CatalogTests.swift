import RPCServer
import Testing
import ViewModels

/// A value type with no wire form: neither `Codable`, nor `WireValue`, nor a view model.
private struct Opaque: Equatable {}

/// A view model with a member the host cannot carry.
@MainActor
private final class Broken: ViewModel {
    static let typeName = "Broken"
    static let doc = "Test-only: a property whose value has no wire form."
    let secret = MutableProperty(Opaque(), doc: "Cannot cross the wire.")
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init() { (lifetime, token) = Lifetime.make() }
    func dispose() { token.dispose() }
}

/// A second type that claims the name `Profile`.
@MainActor
private final class Impostor: ViewModel {
    static let typeName = "Profile"
    static let doc = "Test-only: the same wire name as Profile."
    let lifetime: Lifetime
    private let token: Lifetime.Token

    init() { (lifetime, token) = Lifetime.make() }
    func dispose() { token.dispose() }
}

@Suite("Registration mistakes are reported when the server starts")
@MainActor
struct CatalogTests {
    @Test("a member whose value type has no wire form is named with its type")
    func memberWithoutWireForm() {
        var catalog = ViewModelCatalog()
        catalog.register(Broken.self) { _, _ in Broken() }
        #expect {
            _ = try ViewModelServer.checked(catalog)
        } throws: { error in
            "\(error)".contains("Broken.secret") && "\(error)".contains("Opaque has no wire form")
        }
    }

    @Test("two types with one name are refused, naming the name")
    func duplicateNames() {
        var catalog = Settings.catalog()
        catalog.register(Impostor.self)
        #expect {
            _ = try ViewModelServer.checked(catalog)
        } throws: { error in
            "\(error)".contains("two view-model types are registered as Profile")
        }
    }

    @Test("the types a member refers to are registered with it, and only creatable types are creatable")
    func referencedTypes() throws {
        let catalog = try ViewModelServer.checked(Settings.catalog())
        #expect(catalog.names == ["Settings", "Profile"])
        #expect(catalog.creatableNames == ["Settings"])
    }
}
