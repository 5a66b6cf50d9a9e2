import MVVMTesting
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

/// A view model with an optional member, which is state rather than a member of the wire.
@MainActor
private final class Draft: ViewModel {
    static let typeName = "Draft"
    static let doc = "Test-only: one member, and an optional property of a member type."
    let title = MutableProperty("", doc: "The draft's title.")
    let spare: MutableProperty<Int>? = MutableProperty(0)
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

    @Test("describe and a snapshot name the same members: an optional of a member type is neither")
    func describedMembersAreSnapshotMembers() async throws {
        var catalog = ViewModelCatalog()
        catalog.register(Draft.self) { _, _ in Draft() }
        let server = try await TestServer.initialized(catalog: catalog)
        let described = await server.client.request("viewModel/describe", ["type": "Draft"])
        let names = described.result?["types"]?.arrayValue?.first?["properties"]?.arrayValue?.compactMap {
            $0["name"]?.stringValue
        }
        let created = await server.client.request("viewModel/create", ["type": "Draft"])
        let snapshot = created.result?["viewModel"]?["properties"]?.objectValue?.keys.sorted()
        #expect(names == ["title"])
        #expect(snapshot == ["title"])
    }
}
