import Testing

@testable import ViewModels

/// Marble tests: each frame is one second on the test clock; see `Marbles` for the notation.
@MainActor
@Suite("Time-based operators")
struct TimeOperatorTests {
    let clock = TestClock()
    var marbles: Marbles { Marbles(clock: clock) }

    @Test("debounce sends a value once the input has been quiet for the interval")
    func debounce() async {
        await marbles.expect("ab-c---d|", through: { $0.debounce(.seconds(2), on: clock) }, gives: "---b-c--(d|)")
    }

    @Test("debounce: a value arriving exactly at the deadline comes too late to replace the waiting one")
    func debounceBoundary() async {
        await marbles.expect("a-b", through: { $0.debounce(.seconds(2), on: clock) }, gives: "--a-b")
    }

    @Test("debounce drops the waiting value when the input fails")
    func debounceFailure() async {
        await marbles.expect("ab#", through: { $0.debounce(.seconds(2), on: clock) }, gives: "--#")
    }

    @Test("throttle sends the first value at once and the latest of each interval as it ends")
    func throttle() async {
        await marbles.expect("abc-d-----e|", through: { $0.throttle(.seconds(2), on: clock) }, gives: "a-b-c-d---e|")
    }

    @Test("throttle: a value exactly one interval after the last one sent goes at once")
    func throttleBoundary() async {
        await marbles.expect("a-b-c", through: { $0.throttle(.seconds(2), on: clock) }, gives: "a-b-c")
    }

    @Test("throttle sends the waiting value before it completes")
    func throttleCompletion() async {
        await marbles.expect("ab|", through: { $0.throttle(.seconds(3), on: clock) }, gives: "a-(b|)")
    }

    @Test("delay shifts every value and the completion by the interval")
    func delay() async {
        await marbles.expect("ab--c|", through: { $0.delay(.seconds(2), on: clock) }, gives: "--ab--c|")
    }

    @Test("delay sends events due at the same instant together, in order")
    func delaySameInstant() async {
        await marbles.expect("(ab)-c", through: { $0.delay(.seconds(1), on: clock) }, gives: "-(ab)-c")
    }

    @Test("delay fails at once and drops the values still waiting")
    func delayFailure() async {
        await marbles.expect("a#", through: { $0.delay(.seconds(2), on: clock) }, gives: "-#")
    }

    @Test("operators compose on one clock: delay then debounce")
    func composed() async {
        await marbles.expect(
            "ab---c|",
            through: { $0.delay(.seconds(1), on: clock).debounce(.seconds(2), on: clock) },
            gives: "----b--(c|)"
        )
    }

    @Test("an operator nobody observes any more cancels its timer")
    func unobservedCancelsTimer() async {
        let (signal, input) = Signal<Int>.pipe()
        let subscription = signal.debounce(.seconds(5), on: clock).observe { _ in }
        input.send(1)
        #expect(clock.pendingSleeps == 1)
        subscription.dispose()
        #expect(clock.pendingSleeps == 0)
    }

    @Test("time-based operators take the continuous clock unless given one")
    func continuousClockByDefault() {
        let (signal, input) = Signal<Int>.pipe()
        let recorder = Recorder(signal.throttle(.seconds(60)).debounce(.zero).delay(.zero))
        input.sendFailed(Boom())
        #expect(recorder.failure as? Boom == Boom())
    }
}
