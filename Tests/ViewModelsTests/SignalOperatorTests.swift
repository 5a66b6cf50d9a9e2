import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Signal operators")
struct SignalOperatorTests {
    @Test("a pipe sends to its observers in the order they subscribed, then completes")
    func pipeSendsAndCompletes() {
        let (signal, input) = Signal<Int>.pipe()
        var log: [String] = []
        signal.observe { log.append("a\($0)") }
        signal.observe(Signal.Observer(value: { log.append("b\($0)") }, completed: { log.append("b done") }))
        input.send(1)
        input.sendCompleted()
        input.send(2)
        #expect(log == ["a1", "b1", "b done"])
    }

    @Test("observing a completed signal hears of completion at once")
    func observeAfterCompletion() {
        var completed = false
        let subscription = Signal<Int>.empty.observeCompleted { completed = true }
        #expect(completed)
        #expect(subscription.isDisposed)
    }

    @Test("a disposed observer hears nothing more")
    func disposedObserverIsSilent() {
        let (signal, input) = Signal<Int>.pipe()
        var heard: [Int] = []
        let subscription = signal.observe { heard.append($0) }
        input.send(1)
        subscription.dispose()
        input.send(2)
        #expect(heard == [1])
    }

    @Test("observers keep their order when the oldest leaves, and one disposed during a delivery misses it")
    func orderSurvivesLeaving() {
        let (signal, input) = Signal<Int>.pipe()
        var log: [String] = []
        let oldest = signal.observe { log.append("a\($0)") }
        var third: (any Disposable)?
        signal.observe { value in
            log.append("b\(value)")
            if value == 2 { third?.dispose() }
        }
        third = signal.observe { log.append("c\($0)") }
        signal.observe { log.append("d\($0)") }
        input.send(1)
        oldest.dispose()
        input.send(2)
        input.send(3)
        #expect(log == ["a1", "b1", "c1", "d1", "b2", "d2", "b3", "d3"])
    }

    @Test(
        "a delivery reaches each observer subscribed before the send once, in order, whoever leaves or joins",
        arguments: [
            // The oldest leaves during its own call: the rest still hear the value.
            WalkCase(leaving: [0: [0]], expected: ["a1", "b1", "c1", "d1", "b2", "c2", "d2"]),
            // Observers already called leave: nobody after them hears it twice or misses it.
            WalkCase(leaving: [1: [0, 1]], expected: ["a1", "b1", "c1", "d1", "c2", "d2"]),
            WalkCase(leaving: [2: [0, 1]], expected: ["a1", "b1", "c1", "d1", "c2", "d2"]),
            // One still to be called leaves: it misses the value.
            WalkCase(leaving: [0: [2]], expected: ["a1", "b1", "d1", "a2", "b2", "d2"]),
            WalkCase(leaving: [1: [0, 2]], expected: ["a1", "b1", "d1", "b2", "d2"]),
            // The last leaves while the oldest is called: the walk ends early.
            WalkCase(leaving: [0: [3]], expected: ["a1", "b1", "c1", "a2", "b2", "c2"]),
            // Everyone but the caller leaves.
            WalkCase(leaving: [2: [0, 1, 3]], expected: ["a1", "b1", "c1", "c2"]),
            // Newcomers hear the next value, not this one.
            WalkCase(joining: [0, 3], expected: ["a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "e2", "f2"]),
            WalkCase(leaving: [1: [0, 1]], joining: [1], expected: ["a1", "b1", "c1", "d1", "c2", "d2", "e2"]),
        ])
    func walkSurvivesLeavingAndJoining(_ walk: WalkCase) {
        let (signal, input) = Signal<Int>.pipe()
        var log: [String] = []
        var subscriptions: [any Disposable] = []
        var joined = 0
        for (position, name) in ["a", "b", "c", "d"].enumerated() {
            subscriptions.append(
                signal.observe { value in
                    log.append("\(name)\(value)")
                    guard value == 1 else { return }
                    for leaving in walk.leaving[position] ?? [] { subscriptions[leaving].dispose() }
                    if walk.joining.contains(position) {
                        let newcomer = ["e", "f"][joined]
                        joined += 1
                        subscriptions.append(signal.observe { log.append("\(newcomer)\($0)") })
                    }
                })
        }
        input.send(1)
        input.send(2)
        #expect(log == walk.expected)
    }

    /// One delivery of 1 and then of 2 to observers a, b, c and d: while hearing 1, the observer at a
    /// position disposes those at the positions `leaving` lists, and subscribes a newcomer (e, then f)
    /// when it is in `joining`.
    struct WalkCase: CustomTestStringConvertible, Sendable {
        var leaving: [Int: [Int]] = [:]
        var joining: [Int] = []
        var expected: [String]

        var testDescription: String { "leaving \(leaving), joining \(joining)" }
    }

    @Test("map transforms every value")
    func map() {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.map { "#\($0)" })
        input.send(1)
        input.send(2)
        #expect(recorder.values == ["#1", "#2"])
    }

    @Test("filter keeps what the predicate accepts")
    func filter() {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.filter { $0 > 1 })
        [1, 2, 0, 3].forEach(input.send)
        #expect(recorder.values == [2, 3])
    }

    @Test("skipRepeats drops values equal to the one before")
    func skipRepeats() {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.skipRepeats())
        [1, 1, 2, 2, 1].forEach(input.send)
        #expect(recorder.values == [1, 2, 1])
    }

    @Test("skipRepeats(_:) uses the given equivalence")
    func skipRepeatsBy() {
        let (signal, input) = Signal<String>.pipe()
        let recorder = Recorder(signal.skipRepeats { $0.lowercased() == $1.lowercased() })
        ["a", "A", "b"].forEach(input.send)
        #expect(recorder.values == ["a", "b"])
    }

    @Test("take(first:) sends the first values, then completes", arguments: [0, 1, 2])
    func takeFirst(count: Int) {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.take(first: count))
        [1, 2, 3].forEach(input.send)
        #expect(recorder.values == Array([1, 2, 3].prefix(count)))
        #expect(recorder.isCompleted)
    }

    @Test("skip(first:) drops the first values", arguments: [0, 1, 3])
    func skipFirst(count: Int) {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.skip(first: count))
        [1, 2, 3].forEach(input.send)
        #expect(recorder.values == Array([1, 2, 3].dropFirst(count)))
    }

    @Test("take(during:) of an ended lifetime completes at once")
    func takeDuringEndedLifetime() {
        let (lifetime, token) = Lifetime.make()
        token.dispose()
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.take(during: lifetime))
        input.send(1)
        #expect(recorder.values.isEmpty)
        #expect(recorder.isCompleted)
    }

    @Test("combineLatest pairs the latest values once both have sent")
    func combineLatest() {
        let (letters, sendLetter) = Signal<String>.pipe()
        let (numbers, sendNumber) = Signal<Int>.pipe()
        let recorder = Recorder(Signal.combineLatest(letters, numbers).map { "\($0)\($1)" })
        sendLetter.send("a")
        sendNumber.send(1)
        sendNumber.send(2)
        sendLetter.send("b")
        #expect(recorder.values == ["a1", "a2", "b2"])
    }

    @Test("combineLatest completes when both sources have completed")
    func combineLatestCompletion() {
        let (letters, sendLetter) = Signal<String>.pipe()
        let (numbers, sendNumber) = Signal<Int>.pipe()
        let recorder = Recorder(Signal.combineLatest(letters, numbers))
        sendLetter.send("a")
        sendLetter.sendCompleted()
        sendNumber.send(1)
        #expect(recorder.values.map(\.1) == [1])
        #expect(!recorder.isCompleted)
        sendNumber.sendCompleted()
        #expect(recorder.isCompleted)
    }
}
