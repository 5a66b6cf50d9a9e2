import MVVMTesting
import Testing

@testable import ViewModels

/// One test per rule of docs/reactive-contracts.md.
@MainActor
@Suite("Reactive contracts")
struct ReactiveContractTests {
    @Test("an observer is never called again before it returns")
    func neverReentrant() {
        let count = MutableProperty(0)
        var depth = 0
        var maximumDepth = 0
        var heard: [Int] = []
        count.signal.observe { value in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            heard.append(value)
            if value < 3 {
                count.value = value + 1
            }
            depth -= 1
        }
        count.value = 1
        #expect(heard == [1, 2, 3])
        #expect(maximumDepth == 1)
    }

    @Test("a send from an observer is delivered after every observer heard the current value")
    func serialDeliveries() {
        let name = MutableProperty("a")
        var log: [String] = []
        name.signal.observe { value in
            log.append("first \(value)")
            if value == "b" {
                name.value = "c"
            }
        }
        name.signal.observe { log.append("second \($0)") }
        name.value = "b"
        #expect(log == ["first b", "second b", "first c", "second c"])
    }

    @Test("observers that set each other converge without recursion or deadlock")
    func mutualObservers() {
        let celsius = MutableProperty(0.0)
        let fahrenheit = MutableProperty(32.0)
        celsius.signal.observe { value in
            let converted = value * 9 / 5 + 32
            if fahrenheit.value != converted { fahrenheit.value = converted }
        }
        fahrenheit.signal.observe { value in
            let converted = (value - 32) * 5 / 9
            if celsius.value != converted { celsius.value = converted }
        }
        celsius.value = 100
        #expect(fahrenheit.value == 212)
        fahrenheit.value = 50
        #expect(celsius.value == 10)
    }

    @Test("changes reach observers in the order they became visible")
    func orderOfVisibility() {
        let name = MutableProperty("Colin")
        let rejected = Event<String>()
        name.signal.observe { value in
            if value == "darn" {
                rejected.send(value)
                name.value = ""
            }
        }
        var log: [String] = []
        name.signal.observe { log.append("name \($0)") }
        rejected.signal.observe { log.append("rejected \($0)") }
        name.value = "darn"
        #expect(log == ["name darn", "rejected darn", "name "])
    }

    @Test("a set value is readable at once, even from inside an observer")
    func readableSynchronously() {
        let first = MutableProperty(0)
        let second = MutableProperty(0)
        var seenInside: Int?
        first.signal.observe { value in
            second.value = value * 10
            seenInside = second.value
        }
        first.value = 4
        #expect(seenInside == 40)
        #expect(second.value == 40)
    }

    @Test("an observer finds the value it is told about already in place")
    func visibleBeforeDelivered() {
        let points = MutableProperty(1)
        let doubled = points.map { $0 * 2 }
        var mismatches = 0
        points.signal.observe { if points.value != $0 { mismatches += 1 } }
        doubled.signal.observe { if doubled.value != $0 { mismatches += 1 } }
        for value in 2...5 {
            points.value = value
        }
        #expect(mismatches == 0)
        #expect(doubled.value == 10)
    }

    @Test("observing starts with the current value and hears no change twice")
    func initialValueOnce() {
        let source = MutableProperty(1)
        let trigger = MutableProperty(false)
        var late: [Int] = []
        trigger.signal.observe { _ in
            source.value = 2
            source.observe { late.append($0) }
        }
        let recorder = Recorder(source)
        #expect(recorder.values == [1])
        trigger.value = true
        source.value = 3
        #expect(late == [2, 3])
        #expect(recorder.values == [1, 2, 3])
    }

    @Test("a chain of operators delivers before send returns, in order")
    func operatorsAddNoConcurrency() {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.map { $0 * 3 }.filter { $0.isMultiple(of: 2) }.skipRepeats())
        for value in [1, 2, 2, 4, 6] {
            input.send(value)
        }
        #expect(recorder.values == [6, 12, 18])
    }

    @Test("take(during:) completes when the lifetime ends")
    func endsWithLifetime() {
        let (lifetime, token) = Lifetime.make()
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.take(during: lifetime))
        input.send(1)
        token.dispose()
        input.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.isCompleted)
    }

    @Test("an unreferenced, unobserved chain stops observing its source")
    func unusedChainIsReleased() {
        let (signal, input) = Signal<Int>.pipe()
        var mapped = 0
        let subscription = signal.map { value -> Int in
            mapped += 1
            return value
        }.observe { _ in }
        input.send(1)
        subscription.dispose()
        input.send(2)
        #expect(mapped == 1)
    }

    @Test("a property's signal completes when the property goes")
    func propertyCompletesOnDeinit() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let recorder = Recorder(property!.signal)
        weak let released = property
        property = nil
        #expect(released == nil)
        #expect(recorder.isCompleted)
    }
}
