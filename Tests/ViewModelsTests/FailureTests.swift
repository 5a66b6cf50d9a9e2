import MVVMTesting
import Testing

@testable import ViewModels

/// One operator under test, named for the test report.
struct OperatorCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let apply: @MainActor @Sendable (Signal<Int>, TestClock) -> Signal<Int>

    init(_ name: String, _ apply: @escaping @MainActor @Sendable (Signal<Int>, TestClock) -> Signal<Int>) {
        testDescription = name
        self.apply = apply
    }

    /// Every operator, each set up so that it would pass the value sent before the failure along.
    static let all: [OperatorCase] = [
        OperatorCase("map") { signal, _ in signal.map { $0 + 1 } },
        OperatorCase("filter") { signal, _ in signal.filter { _ in true } },
        OperatorCase("skipRepeats") { signal, _ in signal.skipRepeats() },
        OperatorCase("take(first:)") { signal, _ in signal.take(first: 5) },
        OperatorCase("skip(first:)") { signal, _ in signal.skip(first: 1) },
        OperatorCase("take(until:)") { signal, _ in signal.take(until: Signal<Unit>.never) },
        OperatorCase("scan") { signal, _ in signal.scan(0, +) },
        OperatorCase("not") { signal, _ in signal.map { $0 > 0 }.not().map { $0 ? 1 : 0 } },
        OperatorCase("merge") { signal, _ in signal.merge(with: .never) },
        OperatorCase("combineLatest") { signal, _ in Signal.combineLatest(signal, Signal<Int>.never).map(\.0) },
        OperatorCase("combineLatest of three") { signal, _ in
            Signal.combineLatest(signal, Signal<Int>.never, Signal<Int>.never).map(\.0)
        },
        OperatorCase("combineLatest over an array") { signal, _ in Signal.combineLatest([signal]).map(\.[0]) },
        OperatorCase("flatMapLatest") { signal, _ in signal.flatMapLatest { _ in Signal<Int>.never } },
        OperatorCase("delay") { signal, clock in signal.delay(.seconds(1), on: clock) },
        OperatorCase("throttle") { signal, clock in signal.throttle(.seconds(1), on: clock) },
        OperatorCase("debounce") { signal, clock in signal.debounce(.seconds(1), on: clock) },
    ]
}

@MainActor
@Suite("Failures and the event grammar")
struct FailureTests {
    @Test("a failure travels through every operator, and nothing follows it", arguments: OperatorCase.all)
    func failureThroughOperator(operatorCase: OperatorCase) {
        let clock = TestClock()
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(operatorCase.apply(signal, clock))
        input.send(1)
        input.send(2)
        let heardBeforeFailure = recorder.values
        input.sendFailed(Boom(code: 7))
        input.send(3)
        input.sendCompleted()
        #expect(recorder.failure as? Boom == Boom(code: 7))
        #expect(!recorder.isCompleted)
        #expect(recorder.values == heardBeforeFailure)
        #expect(recorder.eventsAfterEnd == 0)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a failure through take(during:) arrives while the lifetime lasts")
    func failureThroughTakeDuring() {
        let (lifetime, token) = Lifetime.make()
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.take(during: lifetime))
        input.sendFailed(Boom())
        token.dispose()
        #expect(recorder.failure as? Boom == Boom())
        #expect(recorder.eventsAfterEnd == 0)
    }

    @Test("a signal sends nothing after its terminal event")
    func nothingAfterTerminal() {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal)
        input.send(1)
        input.sendCompleted()
        input.send(2)
        input.sendFailed(Boom())
        input.sendCompleted()
        #expect(recorder.values == [1])
        #expect(recorder.isCompleted)
        #expect(recorder.failure == nil)
        #expect(recorder.eventsAfterEnd == 0)
    }

    @Test("an observer that joins after the end hears how the signal ended, at once")
    func lateObserverHearsTerminal() {
        let (signal, input) = Signal<Int>.pipe()
        input.sendFailed(Boom(code: 3))
        let recorder = Recorder(signal)
        #expect(recorder.failure as? Boom == Boom(code: 3))
    }

    @Test("a terminal event sent inside a delivery comes after the values sent before it")
    func terminalWaitsItsTurn() {
        let (signal, input) = Signal<Int>.pipe()
        let trigger = MutableProperty(0)
        trigger.signal.observe { value in
            input.send(value)
            input.sendFailed(Boom())
            input.send(value + 1)
        }
        let recorder = Recorder(signal)
        trigger.value = 5
        #expect(recorder.values == [5])
        #expect(recorder.failure as? Boom == Boom())
    }

    @Test("a derived property ends with its source's failure and keeps its last value")
    func derivedPropertyFailure() {
        let (signal, input) = Signal<Int>.pipe()
        let property = Property(initial: 0, then: signal).map { $0 * 2 }
        let recorder = Recorder(property.signal)
        input.send(4)
        input.sendFailed(Boom())
        input.send(5)
        #expect(property.value == 8)
        #expect(recorder.failure as? Boom == Boom())
    }

    @Test("an observer given as one action hears the whole grammar")
    func eventObserver() {
        let (signal, input) = Signal<Int>.pipe()
        var log: [String] = []
        signal.observe(
            Signal.Observer { event in
                switch event {
                case .value(let value): log.append("\(value)")
                case .failed: log.append("failed")
                case .completed: log.append("completed")
                }
                if event.isTerminal {
                    log.append("end")
                }
            }
        )
        input.send(Signal<Int>.Event.value(1))
        input.send(.failed(Boom()))
        #expect(log == ["1", "failed", "end"])
        var failures = 0
        signal.observeFailed { _ in failures += 1 }
        #expect(failures == 1)
    }
}
