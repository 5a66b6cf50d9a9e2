import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Properties")
struct PropertyTests {
    @Test("a constant property delivers its value and never changes")
    func constant() {
        let property = Property(value: 7)
        let recorder = Recorder(property)
        #expect(recorder.values == [7])
    }

    @Test("a signal read from a property or an event and dropped unobserved ends nothing")
    func droppedSignalEndsNothing() {
        let property = MutableProperty(0)
        let derived = property.map { $0 * 2 }
        let event = Event<Int>()
        _ = property.signal
        _ = derived.signal
        _ = event.signal
        var heard: [String] = []
        property.signal.observe { heard.append("property \($0)") }
        derived.signal.observe { heard.append("derived \($0)") }
        event.signal.observe { heard.append("event \($0)") }
        property.value = 1
        event.send(3)
        #expect(heard == ["property 1", "derived 2", "event 3"])
    }

    @Test("a mutable property's signal carries changes only; observe starts with the current value")
    func signalVersusObserve() {
        let property = MutableProperty("a")
        let changes = Recorder(property.signal)
        let observed = Recorder(property)
        property.value = "b"
        #expect(changes.values == ["b"])
        #expect(observed.values == ["a", "b"])
    }

    @Test("a capturing property shares its source's value and changes")
    func capturing() {
        let source = MutableProperty(1)
        let view = Property(capturing: source)
        let recorder = Recorder(view)
        source.value = 2
        #expect(view.value == 2)
        #expect(recorder.values == [1, 2])
    }

    /// A view holds a mutable property, a read-only property (derived, or a view itself) directly, and
    /// any other kind through a box: each way reads, follows and keeps alive the source it shows.
    @Test(
        "a view of every kind of property reads and follows its source, keeps it alive, and ends with it",
        arguments: ["mutable", "derived", "view of a view", "stored"])
    func viewOfEveryKind(kind: String) {
        let input = MutableProperty(1)
        weak var weakSource: AnyObject?
        var view: Property<Int>? = {
            let source: any PropertyProtocol<Int> =
                switch kind {
                case "mutable": MutableProperty(1)
                case "derived": input.map { $0 * 10 }
                case "view of a view": Property(capturing: input.map { $0 * 10 })
                default: StoredProperty(1)
                }
            weakSource = source
            return Property(capturing: source)
        }()
        let scale = kind == "derived" || kind == "view of a view" ? 10 : 1
        let recorder = Recorder(view.unsafelyUnwrapped)
        let ending = Recorder(view.unsafelyUnwrapped.signal)
        if let mutable = weakSource as? MutableProperty<Int> {
            mutable.value = 2
        } else if let stored = weakSource as? StoredProperty<Int> {
            stored.value = 2
        } else {
            input.value = 2
        }
        #expect(view?.value == 2 * scale)
        #expect(recorder.values == [1 * scale, 2 * scale])
        #expect(weakSource != nil, "the view keeps its source alive")
        view = nil
        #expect(weakSource == nil, "the source goes with its last view")
        #expect(ending.isCompleted, "a view's signal ends as its source's does, with it")
    }

    @Test("initial:then: starts at the initial value and follows the signal")
    func initialThen() {
        let (signal, input) = Signal<Int>.pipe()
        let property = Property(initial: 0, then: signal)
        input.send(5)
        #expect(property.value == 5)
        input.sendCompleted()
        #expect(property.value == 5)
    }

    @Test("map derives a property that follows its source")
    func map() {
        let source = MutableProperty(2)
        let squared = source.map { $0 * $0 }
        let recorder = Recorder(squared)
        source.value = 3
        #expect(squared.value == 9)
        #expect(recorder.values == [4, 9])
    }

    @Test("combineLatest derives a property from two sources")
    func combineLatest() {
        let first = MutableProperty("Ada")
        let last = MutableProperty("Lovelace")
        let full = Property.combineLatest(first, last) { "\($0) \($1)" }
        let recorder = Recorder(full)
        last.value = "King"
        first.value = "Augusta"
        #expect(full.value == "Augusta King")
        #expect(recorder.values == ["Ada Lovelace", "Ada King", "Augusta King"])
    }

    @Test("skipRepeats on a property drops recomputed equal values")
    func skipRepeats() {
        let number = MutableProperty(1)
        let isPositive = number.map { $0 > 0 }.skipRepeats()
        let recorder = Recorder(isPositive)
        [2, 3, -1, -2].forEach { number.value = $0 }
        #expect(recorder.values == [true, false])
    }

    /// Observers hear of a filtered change in the turn they heard of it when the property was derived
    /// from `signal.skipRepeats()`: the reference, subscribed right after, hears each value next, with
    /// no turn of `half` (which every turn of `half` logs) in between.
    @Test("skipRepeats on a property delivers in the turns of a property derived from signal.skipRepeats()")
    func skipRepeatsTurns() {
        let number = MutableProperty(0)
        let half = number.map { $0 / 2 }
        let filtered = half.skipRepeats()
        let reference = Property(initial: half.value, then: half.signal.skipRepeats())
        var heard: [String] = []
        number.signal.observe { [weak number] value in
            heard.append("number \(value)")
            if value == 2 { number?.value = 5 }
        }
        half.signal.observe { heard.append("half \($0)") }
        filtered.signal.observe { heard.append("filtered \($0)") }
        reference.signal.observe { heard.append("reference \($0)") }
        [1, 2, 3, 6].forEach { number.value = $0 }
        #expect(heard.filter { $0.hasPrefix("filtered") } == ["filtered 1", "filtered 2", "filtered 1", "filtered 3"])
        for (index, entry) in heard.enumerated() where entry.hasPrefix("filtered") {
            #expect(heard[index + 1] == "reference" + entry.dropFirst("filtered".count))
        }
        #expect(heard.firstIndex(of: "filtered 2")! > heard.firstIndex(of: "number 5")!)
    }

    @Test("skipRepeats on a property fails after the values its source sent before failing, inside a delivery too")
    func skipRepeatsEnds() {
        let (signal, input) = Signal<Int>.pipe()
        let source = Property(initial: 0, then: signal)
        let filtered = source.skipRepeats()
        let recorder = Recorder(filtered.signal)
        let trigger = MutableProperty(0)
        trigger.signal.observe { _ in
            input.send(1)
            input.send(1)
            input.sendFailed(Boom())
        }
        trigger.value = 1
        #expect(recorder.values == [1])
        #expect(recorder.failure as? Boom == Boom())
        #expect(filtered.value == 1)
    }

    @Test("a property filtered by skipRepeats that goes while a change waits for its turn tells nobody of it")
    func skipRepeatsGoesWithTurnsPending() {
        let number = MutableProperty(0)
        var filtered: Property<Int>? = number.map { $0 }.skipRepeats()
        let recorder = Recorder(filtered.unsafelyUnwrapped.signal)
        let trigger = MutableProperty(0)
        trigger.signal.observe { _ in
            number.value = 7
            filtered = nil
        }
        trigger.value = 1
        #expect(recorder.values == [])
        #expect(recorder.isCompleted)
    }

    @Test("a chain of derived properties holds together, and its source does not keep it alive")
    func derivedRetention() {
        let source = MutableProperty(1)
        var derived: Property<Int>? = source.map { $0 + 1 }.map { $0 * 10 }
        source.value = 2
        #expect(derived?.value == 30)
        weak let released = derived
        derived = nil
        #expect(released == nil)
    }

    @Test("propose refuses what validate refuses and changes nothing")
    func proposeValidates() throws {
        let property = MutableProperty(1) { value throws(InvalidValue) in
            if value < 0 { throw InvalidValue(reason: "negative", expected: "zero or more") }
        }
        let recorder = Recorder(property.signal)
        #expect(throws: InvalidValue(reason: "negative", expected: "zero or more")) {
            try property.propose(-1)
        }
        #expect(property.value == 1)
        #expect(recorder.values.isEmpty)
        try property.propose(2)
        #expect(property.value == 2)
    }

    @Test("didAccept runs after an accepted proposal, not after the owner's sets")
    func didAccept() throws {
        let property = MutableProperty(1)
        var replaced: [Int] = []
        property.didAccept = { replaced.append($0) }
        property.value = 5
        try property.propose(6)
        #expect(replaced == [5])
    }

    @Test("an in-place change is delivered once it is done, and one that throws leaves the value usable")
    func inPlaceChange() {
        let property = MutableProperty([1, 2])
        let recorder = Recorder(property.signal)
        property.value.append(3)
        #expect(recorder.values == [[1, 2, 3]])
        struct Stop: Error {}
        func appendThenStop(_ array: inout [Int]) throws {
            array.append(4)
            throw Stop()
        }
        #expect(throws: Stop.self) { try appendThenStop(&property.value) }
        #expect(property.value == [1, 2, 3, 4])
        property.value = []
        #expect(recorder.values == [[1, 2, 3], []])
    }

    @Test("reading a mutable property from inside an in-place change of it stops the process")
    func overlappingAccessStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let property = MutableProperty([1, 2, 3])
                property.value.removeAll { _ in property.value.count > 2 }
            }
        }
    }
}
