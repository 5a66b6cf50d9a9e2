import Protocol
import Testing
@testable import ViewModelHosting

@testable import RPCServer
@testable import ViewModels

/// The host observes a view model through one tap in its members' signals. A signal can be two
/// members at once: a property and a view of it, or a property that is also a command's condition.
@Suite("The host's observation of a view model")
@MainActor
struct EntryObservationTests {
    /// A test-only view model whose members share signals: `sameCount` shows `count`, and `isPositive`
    /// is also `reset`'s condition (a concurrent command is enabled by its condition alone).
    @MainActor
    private final class Twins: ViewModel {
        static let declaration = Declaration<Twins>(
            doc: "Test-only: members that share their signals.",
            .settable(\.count, doc: "A number."),
            .readOnly(\.sameCount, doc: "The number again."),
            .readOnly(\.isPositive, doc: "Whether the number is above 0."),
            .command(\.reset, doc: "Sets the number to 0.", policy: .concurrent)
        )

        let count = MutableProperty(0)
        let sameCount: Property<Int>
        let isPositive: Property<Bool>
        let reset: Command<Unit, Unit>

        init() {
            sameCount = Property(capturing: count)
            isPositive = count.map { $0 > 0 }
            reset = Command(policy: .concurrent, enabledIf: isPositive) { [count] _ in
                count.value = 0
                return Unit()
            }
        }
    }

    /// A test-only view model whose properties send every value set, equal or not: the host alone
    /// tells a change from a repeat.
    @MainActor
    private final class Readings: ViewModel {
        static let declaration = Declaration<Readings>(
            doc: "Test-only: one stored property of each common value type, and a Codable one.",
            .readOnly(\.level, doc: "A Double."),
            .readOnly(\.count, doc: "An Int."),
            .readOnly(\.isOn, doc: "A Bool."),
            .readOnly(\.label, doc: "A String."),
            .readOnly(\.appearance, doc: "A Codable value.")
        )

        let level = StoredProperty(0.0)
        let count = StoredProperty(0)
        let isOn = StoredProperty(false)
        let label = StoredProperty("a")
        let appearance = StoredProperty(Appearance(theme: .light, fontSize: 12, accent: nil))
    }

    /// A test-only view model with more properties than the host keeps a bit of binding for.
    @MainActor
    private final class Dials: ViewModel {
        static let declaration = Declaration<Dials>(
            doc: "Test-only: eighteen numbers.",
            .readOnly(\.p0, doc: "Number 0."),
            .readOnly(\.p1, doc: "Number 1."),
            .readOnly(\.p2, doc: "Number 2."),
            .readOnly(\.p3, doc: "Number 3."),
            .readOnly(\.p4, doc: "Number 4."),
            .readOnly(\.p5, doc: "Number 5."),
            .readOnly(\.p6, doc: "Number 6."),
            .readOnly(\.p7, doc: "Number 7."),
            .readOnly(\.p8, doc: "Number 8."),
            .readOnly(\.p9, doc: "Number 9."),
            .readOnly(\.p10, doc: "Number 10."),
            .readOnly(\.p11, doc: "Number 11."),
            .readOnly(\.p12, doc: "Number 12."),
            .readOnly(\.p13, doc: "Number 13."),
            .readOnly(\.p14, doc: "Number 14."),
            .readOnly(\.p15, doc: "Number 15."),
            .readOnly(\.p16, doc: "Number 16."),
            .readOnly(\.p17, doc: "Number 17.")
        )

        let p0 = StoredProperty(0)
        let p1 = StoredProperty(0)
        let p2 = StoredProperty(0)
        let p3 = StoredProperty(0)
        let p4 = StoredProperty(0)
        let p5 = StoredProperty(0)
        let p6 = StoredProperty(0)
        let p7 = StoredProperty(0)
        let p8 = StoredProperty(0)
        let p9 = StoredProperty(0)
        let p10 = StoredProperty(0)
        let p11 = StoredProperty(0)
        let p12 = StoredProperty(0)
        let p13 = StoredProperty(0)
        let p14 = StoredProperty(0)
        let p15 = StoredProperty(0)
        let p16 = StoredProperty(0)
        let p17 = StoredProperty(0)
    }

    /// What a host told, each event as the test wrote it down.
    private final class Sent {
        var lines: [String] = []
    }

    /// A host of the one view model `make` makes, created through the host and bound: `properties`
    /// when given, else everything. Each event it tells is written down as `describe` says (nil:
    /// not at all).
    private func hosting<Model: ViewModel>(
        _ make: @escaping @MainActor () -> Model, binding properties: [String]? = nil,
        describe: @escaping (borrowing HostEvent) -> String? = Self.propertyChange
    ) throws -> (host: ViewModelHost, model: Model, id: String, sent: Sent) {
        var made: Model?
        var catalog = ViewModelCatalog()
        catalog.register(Model.self) { _, _ in
            let model = make()
            made = model
            return model
        }
        let sent = Sent()
        let host = ViewModelHost(
            catalog: catalog,
            emit: { event in
                if let line = describe(event) { sent.lines.append(line) }
            })
        let id = try host.create(CreateRequest.Params(type: Model.typeName)).id
        _ = try host.bind(BindRequest.Params(viewModel: id, properties: properties))
        return (host, try #require(made), id, sent)
    }

    /// A property change as "name value"; nil for anything else the host tells.
    private nonisolated static func propertyChange(_ event: borrowing HostEvent) -> String? {
        switch event {
        case .propertyChanged(let params): "\(params.property) \(params.value)"
        default: nil
        }
    }

    /// Whether any of `core`'s observers is a host's tap.
    private func isTapped<Value>(_ core: SignalCore<Value>) -> Bool {
        core.oldestSubscription is MemberTap || core.laterSubscriptions.contains { $0.subscription is MemberTap }
    }

    @Test("each member sharing a signal is notified under its own name, and disposing takes every tap out")
    func sharedSignals() throws {
        let (host, twins, id, sent) = try hosting(Twins.init) { event in
            switch event {
            case .propertyChanged(let params): "\(params.property) \(params.value) v\(params.version)"
            case .commandChanged(let params): "\(params.command) \(params.enabled) v\(params.version)"
            default: nil
            }
        }
        #expect(isTapped(twins.count.core))
        #expect(isTapped(unsafeDowncast(twins.isPositive.backing, to: DerivedValue<Bool>.self)))

        twins.count.value = 2
        #expect(sent.lines == ["count 2 v1", "sameCount 2 v2", "isPositive true v3", "reset true v4"])
        sent.lines = []
        twins.count.value = 2
        #expect(sent.lines == [], "a value equal to the last one told is no change")

        try host.dispose(id)
        #expect(!isTapped(twins.count.core))
        #expect(!isTapped(unsafeDowncast(twins.isPositive.backing, to: DerivedValue<Bool>.self)))
        twins.count.value = 5
        #expect(sent.lines == [])
    }

    @Test("a value equal to the last one told is no change, whatever its type; a Double is compared as a number")
    func repeatsOfEachType() throws {
        let (host, readings, _, sent) = try hosting(Readings.init)
        // The observation ends with the host, which nothing below names.
        defer { withExtendedLifetime(host) {} }

        readings.level.value = 0
        readings.count.value = 0
        readings.isOn.value = false
        readings.label.value = "a"
        readings.appearance.value = Appearance(theme: .light, fontSize: 12, accent: nil)
        readings.level.value = -0.0
        #expect(sent.lines == [], "each value equals the one told; -0 equals 0")

        readings.level.value = 1.5
        readings.count.value = 2
        readings.isOn.value = true
        readings.label.value = "b"
        readings.appearance.value = Appearance(theme: .dark, fontSize: 12, accent: nil)
        readings.level.value = 1.5
        #expect(sent.lines.count == 5)
        #expect(sent.lines.first == "level 1.5")
        #expect(sent.lines.dropFirst().first == "count 2")

        sent.lines = []
        readings.level.value = .nan
        readings.level.value = .nan
        #expect(sent.lines.count == 2, "NaN equals nothing, not even NaN: each is told")
    }

    @Test("only the bound properties are told, the 17th and later too, after each bind and unbind")
    func boundPropertiesPastTheMask() throws {
        let (host, dials, id, sent) = try hosting(Dials.init, binding: ["p1", "p17"])
        func turnAll(to value: Int) {
            for dial in [dials.p0, dials.p1, dials.p15, dials.p16, dials.p17] { dial.value = value }
        }

        turnAll(to: 1)
        #expect(sent.lines == ["p1 1", "p17 1"])
        sent.lines = []
        _ = try host.bind(BindRequest.Params(viewModel: id, properties: ["p16"], commands: [], collections: [], events: false))
        try host.unbind(UnbindRequest.Params(viewModel: id, properties: ["p1"], commands: [], collections: [], events: false))
        turnAll(to: 2)
        #expect(sent.lines == ["p16 2", "p17 2"])
    }
}
