import Testing

@testable import ViewModels

/// The decisions of the time-based operators, checked without any time passing.
@Suite("Time-based state machines")
struct TimeStateMachineTests {
    typealias Instant = TestClock.Instant

    func at(_ seconds: Int) -> Instant {
        Instant(offset: .seconds(seconds))
    }

    @Test("debounce re-arms on every value and sends only the newest")
    func debounce() {
        var state = DebounceState<String, Instant>(interval: .seconds(2))
        #expect(decision(state.receive("a", at: at(0))) == "arm 2")
        #expect(decision(state.receive("b", at: at(1))) == "arm 3")
        #expect(state.deadlineReached(at: at(3)) == "b")
        #expect(state.deadlineReached(at: at(4)) == nil)
        #expect(state.complete() == nil)
    }

    @Test("throttle sends, arms, then waits, and counts the next interval from the send")
    func throttle() {
        var state = ThrottleState<String, Instant>(interval: .seconds(2))
        #expect(decision(state.receive("a", at: at(0))) == "send a")
        #expect(decision(state.receive("b", at: at(1))) == "arm 2")
        #expect(decision(state.receive("c", at: at(1))) == "wait")
        #expect(state.deadlineReached(at: at(2)) == "c")
        #expect(decision(state.receive("d", at: at(3))) == "arm 4")
        #expect(state.complete() == "d")
    }

    @Test("delay releases due events in order and names the next deadline")
    func delay() {
        var state = DelayState<String, Instant>(interval: .seconds(2))
        #expect(state.receive(.value("a"), at: at(0)) == at(2))
        #expect(state.receive(.value("b"), at: at(0)) == nil)
        #expect(state.receive(.completed, at: at(1)) == nil)
        let first = state.deadlineReached(at: at(2))
        #expect(first.due.map(describe) == ["a", "b"])
        #expect(first.next == at(3))
        let second = state.deadlineReached(at: at(3))
        #expect(second.due.map(describe) == ["|"])
        #expect(second.next == nil)
    }

    private func decision(_ decision: HoldDecision<String, Instant>) -> String {
        switch decision {
        case .send(let value): "send \(value)"
        case .arm(let deadline): "arm \(deadline.offset.components.seconds)"
        case .wait: "wait"
        }
    }

    private func describe(_ event: Signal<String>.Event) -> String {
        switch event {
        case .value(let value): value
        case .failed: "#"
        case .completed: "|"
        }
    }
}
