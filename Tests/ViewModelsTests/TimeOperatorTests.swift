import MVVMTesting
import Testing

@testable import ViewModels

/// One marble test: an operator, what goes in and what must come out (see `Marbles`; a frame is one
/// second of the test clock).
struct MarbleCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let input: String
    let output: String
    let apply: @MainActor @Sendable (Signal<String>, TestClock) -> Signal<String>

    static let all: [MarbleCase] = [
        MarbleCase(
            testDescription: "debounce sends a value once the input has been quiet for the interval",
            input: "ab-c---d|",
            output: "---b-c--(d|)"
        ) { $0.debounce(.seconds(2), on: $1) },
        MarbleCase(
            testDescription:
                "debounce: a value arriving exactly at the deadline comes too late to replace the waiting one",
            input: "a-b",
            output: "--a-b"
        ) { $0.debounce(.seconds(2), on: $1) },
        MarbleCase(
            testDescription: "debounce drops the waiting value when the input fails",
            input: "ab#",
            output: "--#"
        ) { $0.debounce(.seconds(2), on: $1) },
        MarbleCase(
            testDescription: "throttle sends the first value at once and the latest of each interval as it ends",
            input: "abc-d-----e|",
            output: "a-b-c-d---e|"
        ) { $0.throttle(.seconds(2), on: $1) },
        MarbleCase(
            testDescription: "throttle: a value exactly one interval after the last one sent goes at once",
            input: "a-b-c",
            output: "a-b-c"
        ) { $0.throttle(.seconds(2), on: $1) },
        MarbleCase(
            testDescription: "throttle sends the waiting value before it completes",
            input: "ab|",
            output: "a-(b|)"
        ) { $0.throttle(.seconds(3), on: $1) },
        MarbleCase(
            testDescription: "delay shifts every value and the completion by the interval",
            input: "ab--c|",
            output: "--ab--c|"
        ) { $0.delay(.seconds(2), on: $1) },
        MarbleCase(
            testDescription: "delay sends events due at the same instant together, in order",
            input: "(ab)-c",
            output: "-(ab)-c"
        ) { $0.delay(.seconds(1), on: $1) },
        MarbleCase(
            testDescription: "delay fails at once and drops the values still waiting",
            input: "a#",
            output: "-#"
        ) { $0.delay(.seconds(2), on: $1) },
        MarbleCase(
            testDescription: "operators compose on one clock: delay then debounce",
            input: "ab---c|",
            output: "----b--(c|)"
        ) { $0.delay(.seconds(1), on: $1).debounce(.seconds(2), on: $1) },
    ]
}

@MainActor
@Suite("Time-based operators")
struct TimeOperatorTests {
    let clock = TestClock()

    @Test("each time-based operator keeps its rules, to the exact instant", arguments: MarbleCase.all)
    func marbles(_ marble: MarbleCase) async {
        await Marbles(clock: clock).expect(marble.input, through: { marble.apply($0, clock) }, gives: marble.output)
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
