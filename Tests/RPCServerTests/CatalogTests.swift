@testable import JSONRPCFace
import MVVMTesting
import RPCServer
@testable import ServerTransport
import Testing
@testable import ViewModelHosting
import ViewModels

/// A value type with no wire form: neither `Codable`, nor `WireValue`, nor a view model.
private struct Opaque: Equatable {}

/// A `Codable` enum with an associated value, whose schema cannot be derived.
private enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case square(side: Double)
}

/// A view model whose declaration has every kind of mistake: the catalog reports them together.
@MainActor
private final class Broken: ViewModel {
    static let declaration = Declaration<Broken>(
        doc: "Test-only: a declaration with every mistake.",
        .settable(\.secret, doc: "Cannot cross the wire."),
        .settable(\.title, doc: "Declared once."),
        .readOnly(\.title, doc: "Declared twice."),
        .settable(\.shape, doc: "An enum with associated values."),
        .readOnly(\.computed, doc: "A computed property, whose key path names nothing."),
        .command(\.first, doc: "One of two lazy commands of one type."),
        .command(\.second, doc: "The other."),
        .argument("outline", Shape.self, doc: "An argument with no schema.")
    )
    let secret = MutableProperty(Opaque())
    let title = MutableProperty("")
    let shape = MutableProperty(Shape.circle(radius: 1))
    var computed: Property<Int> { Property(value: 1) }
    lazy var first = Command<Unit, Unit> { _ in Unit() }
    lazy var second = Command<Unit, Unit> { _ in Unit() }
}

/// A view model made from the arguments it declares.
@MainActor
private final class Sized: ViewModel {
    static let declaration = Declaration<Sized>(
        doc: "Test-only: takes a size.",
        .readOnly(\.count, doc: "The count it was made with."),
        .argument("count", Int.self, doc: "How many; required.", required: true),
        .argument("label", String.self, doc: "A label; none when omitted.")
    )
    let count: ConstantProperty<Int>

    init(count: Int) {
        self.count = ConstantProperty(count)
    }
}

/// A second type that claims the name `Profile`.
@MainActor
private final class Impostor: ViewModel {
    static let declaration = Declaration<Impostor>(name: "Profile", doc: "Test-only: the same wire name as Profile.")
}

/// A view model with members it does not declare: private state, whatever its Swift access.
@MainActor
private final class Draft: ViewModel {
    static let declaration = Declaration<Draft>(
        doc: "Test-only: one declared member beside undeclared ones.",
        .settable(\.title, doc: "The draft's title."),
        .command(\.publish, doc: "Publishes the draft.", pushes: [Published.self]),
        .kept(\.internalFlag, doc: "Kept off the wire."),
        .kept(\.secretCount, doc: "Kept off the wire, and private.")
    )
    let title = MutableProperty("")
    let internalFlag = MutableProperty(true)
    private let secretCount = MutableProperty(0)
    private(set) lazy var publish = Command<Unit, Unit>(self) { owner, _ in
        let draft = try owner.get()
        draft.navigator?.push(Published(), from: draft)
        return Unit()
    }
    let spare: MutableProperty<Int>? = MutableProperty(0)
    private weak var navigator: (any Navigator)?

    init(navigator: any Navigator) {
        self.navigator = navigator
    }
}

/// The screen `Draft.publish` pushes: never created by a client, described all the same.
@MainActor
private final class Published: ViewModel {
    static let declaration = Declaration<Published>(
        doc: "Test-only: a published draft.",
        .readOnly(\.views, doc: "How many read it."),
        .collection(\.comments, doc: "What readers said."),
        .event(\.commented, doc: "Raised on each new comment.")
    )
    let views = ConstantProperty(0)
    let comments = ObservableArray<String>()
    let commented = Event<String>()
}

/// A screen that pushes types no declaration names: one whose declaration is sound, and `Broken`.
@MainActor
private final class Careless: ViewModel {
    static let declaration = Declaration<Careless>(
        doc: "Test-only: pushes what it did not declare.",
        .command(\.pushStray, name: "pushStray", doc: "Pushes a Stray, which no declaration names."),
        .command(\.pushBroken, name: "pushBroken", doc: "Pushes a Broken, whose declaration is wrong.")
    )
    private(set) lazy var pushStray = Command<Unit, Unit>(self) { owner, _ in
        try owner.get().navigator?.push(Stray(), from: owner.get())
        return Unit()
    }
    private(set) lazy var pushBroken = Command<Unit, Unit>(self) { owner, _ in
        try owner.get().navigator?.push(Broken(), from: owner.get())
        return Unit()
    }
    private weak var navigator: (any Navigator)?

    init(navigator: any Navigator) {
        self.navigator = navigator
    }
}

/// A sound screen that no declaration names.
@MainActor
private final class Stray: ViewModel {
    static let declaration = Declaration<Stray>(doc: "Test-only: pushed undeclared.", .readOnly(\.label, doc: "A label."))
    let label = ConstantProperty("stray")
}

/// Members named the hard ways: two `var`s of one type, and a `lazy var` beside an undeclared
/// stored property of its type.
@MainActor
private final class Mixed: ViewModel {
    static let declaration = Declaration<Mixed>(
        doc: "Test-only: members whose names take more than their type to find.",
        .settable(\.first, doc: "A var."),
        .settable(\.second, doc: "Another var of the same type."),
        .readOnly(\.derived, doc: "A lazy member beside a stored property of its type."),
        .kept(\.hidden, doc: "A stored property of the lazy member's type, kept off the wire.")
    )
    var first = MutableProperty("a")
    var second = MutableProperty("b")
    let hidden = Property(value: 0)
    lazy var derived = Property(value: 1)
}

/// A test-only view model that forgets to declare two of its members and keeps a third off the wire.
@MainActor
final class Forgetful: ViewModel {
    static let declaration = Declaration<Forgetful>(
        doc: "Test-only: members left out of the declaration.",
        .settable(\.name, doc: "Declared."),
        .kept(\.draft, doc: "Kept off the wire on purpose.")
    )
    let name = MutableProperty("")
    let draft = MutableProperty("")
    let nickname = MutableProperty("")
    private(set) lazy var save = Command<Unit, Unit> { _ in Unit() }
}

@Suite("Registration mistakes are reported when the server starts")
@MainActor
struct CatalogTests {
    @Test("every mistake of a declaration is reported at once, each with its type, member and fix")
    func everyMistakeAtOnce() {
        var catalog = ViewModelCatalog()
        catalog.register(Broken.self) { _, _ in Broken() }
        #expect {
            _ = try ViewModelServer.checked(catalog)
        } throws: { error in
            let text = "\(error)"
            return text.contains("Broken.secret: Opaque has no wire form") && text.contains("Broken.title: declared twice")
                && text.contains("Broken.shape: Cannot derive a JSON Schema for Shape")
                && text.contains("State its schema with JSONSchemaProviding: an enum with associated values")
                && text.contains("Broken member 5 (Property<Int>): its wire name cannot be read")
                && text.contains("name:")
                && text.contains("Broken member 6 (Command<Unit, Unit>): the lazy properties first, second all hold one")
                && text.contains("Broken argument outline: Cannot derive a JSON Schema for Shape")
        }
    }

    @Test("a member the declaration neither names nor keeps fails start-up, once, naming the type, the member and the fix")
    func undeclaredMembers() {
        var catalog = ViewModelCatalog()
        catalog.register(Forgetful.self) { _, _ in Forgetful() }
        #expect {
            _ = try ViewModelServer.checked(catalog)
        } throws: { error in
            let lines = "\(error)".split(separator: "\n").filter { $0.contains("the declaration does not name") }
            return lines.count == 2 && lines[0].contains("Forgetful.nickname: a MutableProperty<String>")
                && lines[1].contains("Forgetful.save: a Command<Unit, Unit>") && lines[1].contains(".kept(\\.save, doc:")
                && !"\(error)".contains("draft")
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

    @Test("only declared members reach the wire: describe and a snapshot name them alone")
    func onlyDeclaredMembers() async throws {
        var catalog = ViewModelCatalog()
        catalog.register(Draft.self) { _, navigator in Draft(navigator: navigator) }
        let server = try await TestServer.initialized(catalog: catalog)
        let described = await server.client.request("viewModel/describe", ["type": "Draft"])
        let names = described.result?["types"]?.arrayValue?.first?["properties"]?.arrayValue?.compactMap {
            $0["name"]?.stringValue
        }
        let created = await server.client.request("viewModel/create", ["type": "Draft"])
        let snapshot = created.result?["viewModel"]?["properties"]?.objectValue?.keys.sorted()
        #expect(names == ["title"])
        #expect(snapshot == ["title"])
        let id = try #require(created.result?["viewModel"]?["id"]?.stringValue)
        for hidden in ["internalFlag", "secretCount", "spare"] {
            let set = await server.client.request(
                "property/set", ["viewModel": .string(id), "property": .string(hidden), "value": 1])
            #expect(set.error?["data"]?["kind"] == "memberNotFound", "\(hidden) is not on the wire")
        }
    }

    @Test("the arguments a type declares are described, typed, and only a type that declares some lists them")
    func declaredArguments() async throws {
        var catalog = ViewModelCatalog()
        catalog.register(Sized.self) { arguments, _ in
            _ = try arguments.optional("label", as: String.self)
            return Sized(count: try arguments.required("count", as: Int.self))
        }
        catalog.register(Draft.self) { _, navigator in Draft(navigator: navigator) }
        let server = try await TestServer.initialized(catalog: catalog)
        let described = await server.client.request("viewModel/describe", ["type": "Sized"])
        #expect(
            described.result?["types"]?.arrayValue?.first?["arguments"] == [
                ["name": "count", "schema": ["type": "integer"], "required": true, "doc": "How many; required."],
                ["name": "label", "schema": ["type": "string"], "required": false, "doc": "A label; none when omitted."],
            ])
        let draft = await server.client.request("viewModel/describe", ["type": "Draft"])
        #expect(draft.result?["types"]?.arrayValue?.first?["arguments"] == nil)
        let created = await server.client.request("viewModel/create", ["type": "Sized", "arguments": ["count": 3]])
        #expect(created.result?["viewModel"]?["properties"]?["count"] == 3)
    }

    @Test("a pushed type is described completely before any instance exists, and says who makes it")
    func pushedTypeDescribedBeforeInstances() async throws {
        var catalog = ViewModelCatalog()
        catalog.register(Draft.self) { _, navigator in Draft(navigator: navigator) }
        let server = try await TestServer.initialized(catalog: catalog)
        let described = await server.client.request("viewModel/describe", ["type": "Published"])
        let type = try #require(described.result?["types"]?.arrayValue?.first)
        #expect(type["doc"] == "Test-only: a published draft.")
        #expect(type["creatable"] == false)
        #expect(type["properties"]?.arrayValue?.first?["doc"] == "How many read it.")
        #expect(type["collections"]?.arrayValue?.first?["doc"] == "What readers said.")
        #expect(type["events"]?.arrayValue?.first?["doc"] == "Raised on each new comment.")
        let draft = await server.client.request("viewModel/describe", ["type": "Draft"])
        let publish = draft.result?["types"]?.arrayValue?.first?["commands"]?.arrayValue?.first
        #expect(publish?["pushes"] == ["Published"])
        #expect(publish?["doc"] == "Publishes the draft.")

        let created = await server.client.request("viewModel/create", ["type": "Published"])
        #expect(created.error?["data"]?["kind"] == "typeNotCreatable")
        #expect(created.error?["message"]?.stringValue?.contains("made by Draft, not by clients") == true)
    }

    @Test("a push of a type no declaration names still reaches the client; one whose declaration is wrong is refused")
    func undeclaredPushes() async throws {
        var catalog = ViewModelCatalog()
        catalog.register(Careless.self) { _, navigator in Careless(navigator: navigator) }
        let server = try await TestServer.initialized(catalog: catalog)
        let id = try #require(await server.createBound("Careless"))
        let stray = await server.client.request("command/execute", ["viewModel": .string(id), "command": "pushStray"])
        let pushed = try #require(stray.notifications("navigation/push").first)
        #expect(pushed["viewModel"]?["properties"]?["label"] == "stray")
        let broken = await server.client.request("command/execute", ["viewModel": .string(id), "command": "pushBroken"])
        #expect(broken.error == nil)
        #expect(broken.notifications("navigation/push").isEmpty)
        let alive = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(alive.result?["viewModel"]?["type"] == "Careless")
    }

    @Test("vars of one type and a lazy var beside a stored property of its type get their own names")
    func namesBeyondTypes() async throws {
        var catalog = ViewModelCatalog()
        catalog.register(Mixed.self) { _, _ in Mixed() }
        let server = try await TestServer.initialized(catalog: catalog)
        let created = await server.client.request("viewModel/create", ["type": "Mixed"])
        #expect(created.result?["viewModel"]?["properties"] == ["first": "a", "second": "b", "derived": 1])
    }

    @Test("a command in a lazy var is named after it, and gets its owner without a weak reference")
    func lazyCommandIsNamedAndOwned() async throws {
        var catalog = ViewModelCatalog()
        catalog.register(Draft.self) { _, navigator in Draft(navigator: navigator) }
        let server = try await TestServer.initialized(catalog: catalog)
        let created = await server.client.request("viewModel/create", ["type": "Draft"])
        let id = try #require(created.result?["viewModel"]?["id"]?.stringValue)
        #expect(created.result?["viewModel"]?["commands"]?.objectValue?.keys.sorted() == ["publish"])
        let published = await server.client.request("command/execute", ["viewModel": .string(id), "command": "publish"])
        #expect(published.error == nil)
        #expect(published.notifications("navigation/push").count == 1)
    }
}
