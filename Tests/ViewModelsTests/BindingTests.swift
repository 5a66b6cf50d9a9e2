import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Bindings")
struct BindingTests {
    @Test("a property bound to a signal takes every value, as its owner's sets do")
    func bindSignal() {
        let (signal, input) = Signal<String>.pipe()
        let title = MutableProperty("") { _ throws(InvalidValue) in throw InvalidValue(reason: "never proposed") }
        title <~ signal
        input.send("Results")
        #expect(title.value == "Results")
    }

    @Test("a property bound to a property starts with its current value")
    func bindProperty() {
        let source = MutableProperty(3)
        let target = MutableProperty(0)
        target <~ source.map { $0 * 2 }
        #expect(target.value == 6)
        source.value = 4
        #expect(target.value == 8)
    }

    @Test("a binding ends with its target, which stays releasable, and stops observing its source")
    func bindingEndsWithTarget() {
        var stopped = false
        var target: MutableProperty<Int>? = MutableProperty(0)
        weak let released = target
        let input: Signal<Int>.Observer
        do {
            let (signal, sender) = Signal<Int>.pipe(disposable: ActionDisposable { stopped = true })
            input = sender
            target! <~ signal.map { $0 + 1 }
        }
        input.send(1)
        #expect(target?.value == 2)
        #expect(!stopped)
        target = nil
        #expect(released == nil)
        #expect(stopped)
    }

    @Test("bind(to:during:) ends when the owner's lifetime ends")
    func bindDuringLifetime() {
        let (lifetime, token) = Lifetime.make()
        let (signal, input) = Signal<Int>.pipe()
        let target = MutableProperty(0)
        signal.bind(to: target, during: lifetime)
        input.send(1)
        token.dispose()
        input.send(2)
        #expect(target.value == 1)
    }

    @Test("disposing a binding ends it; a failure ends it and leaves the last value")
    func bindingEnds() {
        let (signal, input) = Signal<Int>.pipe()
        let target = MutableProperty(0)
        let binding = target <~ signal
        input.send(1)
        binding.dispose()
        input.send(2)
        #expect(target.value == 1)
        let (failing, fail) = Signal<Int>.pipe()
        target <~ failing
        fail.send(5)
        fail.sendFailed(Boom())
        #expect(target.value == 5)
    }

    @Test("a property, map, combineLatest, bound property chain follows every change")
    func benchmarkChain() {
        let points = MutableProperty(1)
        let bonus = MutableProperty(10)
        let total = MutableProperty(0)
        total <~ Property.combineLatest(points.map { $0 * 2 }, bonus) { $0 + $1 }
        let recorder = Recorder(total)
        points.value = 2
        bonus.value = 20
        #expect(recorder.values == [12, 14, 24])
    }
}
