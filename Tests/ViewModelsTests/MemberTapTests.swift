import MVVMTesting
import Testing

@testable import ViewModels

/// A host observes every member of a view model through one `MemberTap`, kept in each member's list
/// of observers with the member's slot instead of a subscription.
@MainActor
@Suite("Member taps")
struct MemberTapTests {
    /// What a tap heard: each slot with the `Int` it was sent.
    @MainActor
    private final class Heard {
        var values: [String] = []

        func tap() -> MemberTap {
            MemberTap(
                observer: self,
                deliver: { observer, value, slot in
                    let heard = unsafeDowncast(observer, to: Heard.self)
                    heard.values.append("\(slot): \(value.assumingMemoryBound(to: Int.self).pointee)")
                },
                settle: { observer in unsafeDowncast(observer, to: Heard.self).values.append("settled") })
        }
    }

    @Test("a tap hears each value with its slot, in its place among the subscriptions, until it stops")
    func hearsInOrder() {
        let property = MutableProperty(0)
        let heard = Heard()
        let tap = heard.tap()
        property.signal.observe { heard.values.append("first \($0)") }
        tap.observe(property.signal, slot: 3)
        property.signal.observe { heard.values.append("last \($0)") }
        tap.observe(property.signal, slot: 7)
        property.value = 1
        tap.stopObserving(property.signal, slot: 3)
        property.value = 2
        tap.stopObserving(property.signal, slot: 7)
        property.value = 3
        #expect(heard.values == ["first 1", "3: 1", "last 1", "7: 1", "first 2", "last 2", "7: 2", "first 3", "last 3"])
    }

    @Test("a tap that was the oldest observer leaves its place to the next, and a queued value reaches it in its turn")
    func oldestAndQueued() {
        let property = MutableProperty(0)
        let heard = Heard()
        let tap = heard.tap()
        tap.observe(property.signal, slot: 0)
        property.signal.observe { [weak property] value in
            heard.values.append("observer \(value)")
            if value == 1 { property?.value = 2 }
        }
        property.value = 1
        tap.stopObserving(property.signal, slot: 0)
        property.value = 3
        #expect(heard.values == ["0: 1", "observer 1", "0: 2", "observer 2", "observer 3"])
        #expect(property.core.oldestSubscription is MemberTap == false)
    }

    @Test("a tap hears no ending, is not added to an ended signal, and a core that goes with a tap leaves it unharmed")
    func endings() {
        let heard = Heard()
        let tap = heard.tap()
        var property: MutableProperty<Int>? = MutableProperty(0)
        let signal = property.unsafelyUnwrapped.signal
        let recorder = Recorder(signal)
        tap.observe(signal, slot: 1)
        property?.value = 4
        property = nil
        #expect(recorder.isCompleted)
        #expect(heard.values == ["1: 4"])
        tap.observe(signal, slot: 2)
        #expect(signal.core.oldestSubscription == nil)
        extendLifetime(tap)
    }
}
