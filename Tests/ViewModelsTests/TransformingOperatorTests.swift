import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Scan, not and take(until:)")
struct TransformingOperatorTests {
    @Test("scan sends the running result, not the initial one")
    func scan() {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.scan(10, +))
        [1, 2, 3].forEach(input.send)
        #expect(recorder.values == [11, 13, 16])
    }

    @Test("scan(into:) grows its result in place")
    func scanInto() {
        let (signal, input) = Signal<String>.pipe()
        let recorder = Recorder(signal.scan(into: [String]()) { $0.append($1) })
        ["a", "b"].forEach(input.send)
        #expect(recorder.values == [["a"], ["a", "b"]])
    }

    @Test("not negates a signal and a property")
    func not() {
        let (signal, input) = Signal<Bool>.pipe()
        let recorder = Recorder(signal.not())
        [true, false].forEach(input.send)
        #expect(recorder.values == [false, true])
        let flag = MutableProperty(true)
        let negated = flag.not()
        flag.value = false
        #expect(negated.value)
    }

    @Test("take(until:) completes when the trigger sends and stops observing both")
    func takeUntilValue() {
        var stopped = false
        let (trigger, fire) = Signal<String>.pipe()
        let recorder: Recorder<Int>
        let input: Signal<Int>.Observer
        do {
            let (signal, sender) = Signal<Int>.pipe(disposable: ActionDisposable { stopped = true })
            input = sender
            recorder = Recorder(signal.take(until: trigger))
        }
        input.send(1)
        fire.send("recycled")
        input.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.isCompleted)
        #expect(stopped)
    }

    @Test("take(until:) completes when the trigger completes, and fails when it fails")
    func takeUntilTerminal() {
        let (completing, complete) = Signal<Unit>.pipe()
        let completed = Recorder(Signal<Int>.never.take(until: completing))
        complete.sendCompleted()
        #expect(completed.isCompleted)
        let (failing, fail) = Signal<Unit>.pipe()
        let failed = Recorder(Signal<Int>.never.take(until: failing))
        fail.sendFailed(Boom())
        #expect(failed.failure as? Boom == Boom())
    }

    @Test("take(until:) a trigger that has already ended completes at once")
    func takeUntilEndedTrigger() {
        let recorder = Recorder(Signal<Int>.never.take(until: Signal<Unit>.empty))
        #expect(recorder.isCompleted)
    }
}
