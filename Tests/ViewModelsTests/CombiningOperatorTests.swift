import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Combining operators")
struct CombiningOperatorTests {
    @Test("combineLatest of three sends nothing until all three have a value, then on every value")
    func combineLatestThree() {
        let (a, sendA) = Signal<String>.pipe()
        let (b, sendB) = Signal<Int>.pipe()
        let (c, sendC) = Signal<Bool>.pipe()
        let recorder = Recorder(Signal.combineLatest(a, b, c).map { "\($0)\($1)\($2 ? "+" : "-")" })
        sendA.send("x")
        sendB.send(1)
        #expect(recorder.values.isEmpty)
        sendC.send(true)
        sendB.send(2)
        sendA.send("y")
        #expect(recorder.values == ["x1+", "x2+", "y2+"])
    }

    @Test("combineLatest of four completes only when all four have completed")
    func combineLatestFour() {
        let pipes = (0..<4).map { _ in Signal<Int>.pipe() }
        let recorder = Recorder(
            Signal.combineLatest(pipes[0].output, pipes[1].output, pipes[2].output, pipes[3].output)
                .map { $0 + $1 + $2 + $3 }
        )
        for (index, pipe) in pipes.enumerated() {
            pipe.input.send(index)
        }
        pipes[3].input.send(10)
        for pipe in pipes.dropLast() {
            pipe.input.sendCompleted()
        }
        #expect(!recorder.isCompleted)
        pipes[3].input.sendCompleted()
        #expect(recorder.values == [6, 13])
        #expect(recorder.isCompleted)
    }

    @Test("combineLatest over an array sends the latest values in input order once each has one")
    func combineLatestArray() {
        let pipes = (0..<3).map { _ in Signal<Int?>.pipe() }
        let recorder = Recorder(Signal.combineLatest(pipes.map(\.output)))
        pipes[2].input.send(3)
        pipes[0].input.send(nil)
        pipes[0].input.send(1)
        #expect(recorder.values.isEmpty)
        pipes[1].input.send(2)
        pipes[0].input.send(nil)
        #expect(recorder.values == [[1, 2, 3], [nil, 2, 3]])
    }

    @Test("combineLatest over no signals completes at once")
    func combineLatestEmpty() {
        let recorder = Recorder(Signal<Int>.combineLatest([]))
        #expect(recorder.values.isEmpty)
        #expect(recorder.isCompleted)
    }

    @Test("combineLatest fails as soon as an input fails and stops observing the others")
    func combineLatestFailure() {
        var stopped = false
        let (failing, sendFailing) = Signal<Int>.pipe()
        let recorder: Recorder<(Int, Int)>
        let sendOther: Signal<Int>.Observer
        do {
            let (other, input) = Signal<Int>.pipe(disposable: ActionDisposable { stopped = true })
            sendOther = input
            recorder = Recorder(Signal.combineLatest(failing, other))
        }
        sendOther.send(1)
        #expect(!stopped)
        sendFailing.sendFailed(Boom())
        #expect(recorder.failure as? Boom == Boom())
        #expect(stopped)
    }

    @Test("a property combining five sources starts combined and follows a change of any of them")
    func propertyCombineLatestFive() {
        let (a, b, c, d, e) = (MutableProperty(1), MutableProperty("x"), MutableProperty(true), MutableProperty(2.5), MutableProperty(3))
        let combined = Property.combineLatest(a, b, c, d, e) { "\($0)\($1)\($2 ? "+" : "-")\($3)/\($4)" }
        let recorder = Recorder(combined)
        a.value = 2
        c.value = false
        e.value = 4
        #expect(recorder.values == ["1x+2.5/3", "2x+2.5/3", "2x-2.5/3", "2x-2.5/4"])
        #expect(combined.value == "2x-2.5/4")
    }

    @Test("a property combining three sources completes once all have, and fails as soon as one fails")
    func propertyCombineLatestEnds() {
        let pipes = (0..<3).map { _ in Signal<Int>.pipe() }
        let sources = pipes.map { Property(initial: 0, then: $0.output) }
        let sum = Property.combineLatest(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }
        let completing = Recorder(sum.signal)
        pipes[0].input.send(5)
        pipes[0].input.sendCompleted()
        pipes[1].input.sendCompleted()
        #expect(!completing.isCompleted)
        pipes[2].input.sendCompleted()
        #expect(completing.values == [5])
        #expect(completing.isCompleted)

        let (failing, sendFailing) = Signal<Int>.pipe()
        let other = MutableProperty(1)
        let failingSum = Property.combineLatest(Property(initial: 0, then: failing), other, MutableProperty(2)) {
            $0 + $1 + $2
        }
        let failed = Recorder(failingSum.signal)
        sendFailing.sendFailed(Boom())
        other.value = 5
        #expect(failed.failure as? Boom == Boom())
        #expect(failed.values.isEmpty)
    }

    @Test("merge sends every value in the order it was sent and completes after every input")
    func merge() {
        let inputs = (0..<3).map { _ in Signal<String>.pipe() }
        let recorder = Recorder(Signal.merge(inputs.map(\.output)))
        for (value, index) in [("x", 2), ("y", 0), ("z", 2)] {
            inputs[index].input.send(value)
        }
        inputs.dropLast().forEach { $0.input.sendCompleted() }
        #expect(!recorder.isCompleted)
        inputs[2].input.sendCompleted()
        #expect(recorder.values == ["x", "y", "z"])
        #expect(recorder.isCompleted)
    }

    @Test("merge of nothing completes at once, and merge(with:) merges two")
    func mergeEdges() {
        #expect(Recorder(Signal<Int>.merge([])).isCompleted)
        let (a, sendA) = Signal<Int>.pipe()
        let recorder = Recorder(a.merge(with: .never))
        sendA.send(1)
        sendA.sendFailed(Boom())
        #expect(recorder.values == [1])
        #expect(recorder.failure as? Boom == Boom())
    }

    @Test("a send into a merged input from an observer of the merge waits its turn")
    func mergeReentrant() {
        let (a, sendA) = Signal<String>.pipe()
        let (b, sendB) = Signal<String>.pipe()
        let merged = Signal.merge(a, b)
        var log: [String] = []
        merged.observe { value in
            log.append("first \(value)")
            if value == "a" {
                sendB.send("b")
            }
        }
        merged.observe { log.append("second \($0)") }
        sendA.send("a")
        #expect(log == ["first a", "second a", "first b", "second b"])
    }

    @Test("flatMapLatest switching while the inner signal runs ignores the previous inner")
    func flatMapLatestSwitches() {
        let (queries, sendQuery) = Signal<String>.pipe()
        var inners: [String: Signal<String>.Observer] = [:]
        let recorder = Recorder(
            queries.flatMapLatest { query in
                let (results, input) = Signal<String>.pipe()
                inners[query] = input
                return results
            }
        )
        sendQuery.send("sw")
        inners["sw"]?.send("swift")
        sendQuery.send("swi")
        inners["sw"]?.send("swim")
        inners["swi"]?.send("swing")
        #expect(recorder.values == ["swift", "swing"])
    }

    /// An outer signal whose every value switches to the same inner one, both driven by the test.
    func switchingToOneInner() -> (outer: Signal<Int>.Observer, inner: Signal<Int>.Observer, recorder: Recorder<Int>) {
        let (outer, sendOuter) = Signal<Int>.pipe()
        let (inner, sendInner) = Signal<Int>.pipe()
        return (sendOuter, sendInner, Recorder(outer.flatMapLatest { _ in inner }))
    }

    @Test("flatMapLatest completes once the outer and the latest inner have completed")
    func flatMapLatestCompletion() {
        let (outer, inner, recorder) = switchingToOneInner()
        outer.send(1)
        outer.sendCompleted()
        inner.send(7)
        #expect(!recorder.isCompleted)
        inner.sendCompleted()
        #expect(recorder.values == [7])
        #expect(recorder.isCompleted)
    }

    @Test("flatMapLatest fails when the latest inner fails")
    func flatMapLatestInnerFailure() {
        let (outer, inner, recorder) = switchingToOneInner()
        outer.send(1)
        inner.sendFailed(Boom(code: 2))
        outer.send(2)
        #expect(recorder.failure as? Boom == Boom(code: 2))
        #expect(recorder.eventsAfterEnd == 0)
    }

    @Test("flatMapLatest to a signal that has already completed waits only for the outer")
    func flatMapLatestEndedInner() {
        let (outer, sendOuter) = Signal<Int>.pipe()
        let recorder = Recorder(outer.flatMapLatest { _ in Signal<Int>.empty })
        sendOuter.send(1)
        #expect(!recorder.isCompleted)
        sendOuter.sendCompleted()
        #expect(recorder.isCompleted)
    }
}
