import Testing

@testable import ViewModels

/// `Delivery.whenSettled`: work that needs several values at once runs when every queued delivery
/// has been made, whether it is an action or a host's tap (`MemberTap.settleLater()`).
@MainActor
@Suite("Work when deliveries settle")
struct DeliveryTests {
    /// Records when its tap settles, and what the values it reads were then.
    @MainActor
    private final class Reader {
        let read: () -> String
        var log: [String] = []
        private(set) lazy var tap = MemberTap(
            observer: self, deliver: { _, _, _ in },
            settle: { observer in
                let reader = unsafeDowncast(observer, to: Reader.self)
                reader.log.append("object \(reader.read())")
            })

        init(_ read: @escaping () -> String) {
            self.read = read
        }
    }

    @Test("work registered while nothing is delivered runs at once")
    func idle() {
        let reader = Reader { "idle" }
        var ran = false
        Delivery.whenSettled { ran = true }
        reader.tap.settleLater()
        #expect(ran)
        #expect(reader.log == ["object idle"])
    }

    @Test("work registered from an observer runs after the deliveries it queued, in the order registered")
    func afterQueuedDeliveries() {
        let first = MutableProperty(0)
        let doubled = first.map { $0 * 2 }
        var log: [String] = []
        let reader = Reader { "\(first.value) \(doubled.value)" }
        first.signal.observe { value in
            guard value == 1 else { return }
            Delivery.whenSettled { log.append("action \(first.value) \(doubled.value)") }
            reader.tap.settleLater()
            Delivery.whenSettled { log.append("last") }
            first.value = 2
        }
        doubled.signal.observe { log.append("doubled \($0)") }
        first.value = 1
        #expect(log == ["doubled 2", "doubled 4", "action 2 4", "last"])
        #expect(reader.log == ["object 2 4"])
    }
}
