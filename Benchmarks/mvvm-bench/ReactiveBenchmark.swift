import ViewModels

/// `mvvm-bench reactive`: what one value costs in the reactive core, against a direct closure call.
///
/// The chain is the shape a view model binds most: a mutable property, a derived property (`map`),
/// a combination of two properties (`combineLatest`) and a mutable property bound to it (`<~`).
/// A value crosses four hops: points → doubled → the combination's signal → total → the binding
/// that sets `bound`.
@MainActor
enum ReactiveBenchmark {
    static let chainValues = 1_000_000
    static let chainHops = 4
    static let observers = 1_000
    static let fanOutValues = 10_000
    static let subscriptions = 100_000

    /// Where the closures write, so the optimizer cannot drop the calls.
    static var sink = 0

    static func run() {
        let direct = directCall()
        let chain = chainPerValue()
        let fanOut = fanOutPerNotification()
        let bytes = bytesPerSubscription()
        print("mvvm-bench reactive (median of 5 runs)")
        print("direct closure call:                  \(Measurement.format(direct)) ns")
        print(
            "property → map → combineLatest → bound property: \(Measurement.format(chain)) ns per value, "
                + "\(Measurement.format(chain / Double(chainHops))) ns per hop "
                + "(\(Measurement.format(chain / Double(chainHops) / direct))× a direct call)"
        )
        print(
            "fan-out to \(observers) observers:       \(Measurement.format(fanOut)) ns per notification "
                + "(\(Measurement.format(fanOut / direct))× a direct call)"
        )
        print("subscription:                         \(bytes) bytes (mallinfo2 uordblks over \(subscriptions) subscriptions)")
    }

    /// An opaque closure, called as an observer would be: picked at run time, so it is not inlined.
    static func directCall() -> Double {
        let closures: [(Int) -> Void] = [{ sink &+= $0 }, { sink &-= $0 }]
        let call = closures[CommandLine.arguments.count & 1 == 0 ? 0 : 1]
        return Measurement.nanoseconds(per: chainValues) {
            for value in 0..<chainValues {
                call(value)
            }
        }
    }

    static func chainPerValue() -> Double {
        let points = MutableProperty(0)
        let bonus = MutableProperty(1)
        let bound = MutableProperty(0)
        bound <~ Property.combineLatest(points.map { $0 &* 2 }, bonus) { $0 &+ $1 }
        let nanoseconds = Measurement.nanoseconds(per: chainValues) {
            for value in 0..<chainValues {
                points.value = value
            }
        }
        precondition(bound.value == (chainValues - 1) * 2 + 1, "the chain lost a value")
        return nanoseconds
    }

    static func fanOutPerNotification() -> Double {
        let property = MutableProperty(0)
        let subscriptions = (0..<observers).map { _ in property.signal.observe { sink &+= $0 } }
        let nanoseconds = Measurement.nanoseconds(per: fanOutValues * observers) {
            for value in 0..<fanOutValues {
                property.value = value
            }
        }
        subscriptions.forEach { $0.dispose() }
        return nanoseconds
    }

    /// What one more observer of a property costs: its subscription and its place in the signal's
    /// list, amortized; the observer's own closure captures nothing, so it adds nothing.
    static func bytesPerSubscription() -> Int {
        let property = MutableProperty(0)
        let before = Measurement.allocatedBytes
        for _ in 0..<subscriptions {
            property.observe { _ in }
        }
        let after = Measurement.allocatedBytes
        property.value = 1
        return (after - before) / subscriptions
    }
}
