import ViewModels
import struct ReactiveReference.SpecializedChain

/// `mvvm-bench reactive`: what one value costs in the reactive core, against a direct closure call.
///
/// The chain is the shape a view model binds most: a mutable property, a derived property (`map`),
/// a combination of two properties (`combineLatest`) and a mutable property bound to it (`<~`).
/// A value crosses three hops, each a delivery: points → doubled → the combined property → the
/// binding that sets `bound`. It is measured twice: built outside the core as a user's view model is
/// (`BenchmarkChain`), and built inside a copy of the core, where the compiler specializes the core
/// for it (`SpecializedChain`), the reference the first is held to (within 1.2×, issue 14). Both are
/// measured in one run, alternately, so that the ratio compares figures taken under the same load.
@MainActor
enum ReactiveBenchmark {
    /// How much each measurement does: enough for the figures to settle, a few seconds in all.
    static let workload = (chainValues: 1_000_000, observers: 1_000, fanOutValues: 10_000, subscriptions: 100_000)
    /// The deliveries a value of the chain makes, each a hop through the delivery queue.
    static let chainHops = 3

    /// Where the closures write, so the optimizer cannot drop the calls.
    static var sink = 0

    static func run() {
        let bytes = bytesPerSubscription()
        let direct = directCall()
        let (specialized, outside) = chainsPerValue()
        let fanOut = fanOutPerNotification()
        print("mvvm-bench reactive (median of 5 runs)")
        print("direct closure call: \(Measurement.format(direct)) ns")
        print("property → map → combineLatest → bound property, \(chainHops) hops:")
        printChain("  specialized (built with the core)", specialized, against: direct)
        printChain("  built outside the core", outside, against: direct)
        print("  outside / specialized: \(Measurement.format(outside / specialized, decimals: 2))×")
        print(
            "fan-out to \(workload.observers) observers: \(Measurement.format(fanOut)) ns per notification "
                + "(\(Measurement.format(fanOut / direct))× a direct call)"
        )
        print("subscription: \(bytes) bytes (mallinfo2 uordblks + hblkhd over \(workload.subscriptions) subscriptions)")
    }

    private static func printChain(_ label: String, _ nanoseconds: Double, against direct: Double) {
        let perHop = nanoseconds / Double(chainHops)
        print(
            "\(label): \(Measurement.format(nanoseconds)) ns per value, \(Measurement.format(perHop)) ns per hop "
                + "(\(Measurement.format(perHop / direct))× a direct call)"
        )
    }

    /// A closure the optimizer cannot see through (it is picked at run time), so each call is a real
    /// indirect call; its result is summed locally, so the loop carries no other cost.
    static func directCall() -> Double {
        let closures: [(Int) -> Int] = [{ $0 &* 2 }, { $0 &* 3 }]
        let call = closures[CommandLine.arguments.count & 1 == 0 ? 0 : 1]
        return Measurement.nanoseconds(per: workload.chainValues) {
            var total = 0
            for value in 0..<workload.chainValues {
                total &+= call(value)
            }
            sink &+= total
        }
    }

    /// The two chains' nanoseconds per value, each the median of its rounds; the rounds alternate
    /// between the chains, so a change in the machine's load weighs on both.
    static func chainsPerValue(rounds: Int = 5) -> (specialized: Double, outside: Double) {
        let specializedChain = SpecializedChain()
        let outsideChain = BenchmarkChain()
        var specialized: [Double] = []
        var outside: [Double] = []
        for _ in 0..<rounds {
            specialized.append(chainPerValue(send: specializedChain.send, bound: specializedChain.bound))
            outside.append(chainPerValue(send: outsideChain.send, bound: { outsideChain.bound.value }))
        }
        return (Measurement.median(specialized), Measurement.median(outside))
    }

    static func chainPerValue(send: @MainActor (Int) -> Void, bound: @MainActor () -> Int) -> Double {
        let nanoseconds = Measurement.nanoseconds(per: workload.chainValues, runs: 1) {
            for value in 0..<workload.chainValues {
                send(value)
            }
        }
        precondition(bound() == (workload.chainValues - 1) * 2 + 1, "the chain lost a value")
        return nanoseconds
    }

    static func fanOutPerNotification() -> Double {
        let property = MutableProperty(0)
        let observations = (0..<workload.observers).map { _ in property.signal.observe { sink &+= $0 } }
        let nanoseconds = Measurement.nanoseconds(per: workload.fanOutValues * workload.observers) {
            for value in 0..<workload.fanOutValues {
                property.value = value
            }
        }
        observations.forEach { $0.dispose() }
        return nanoseconds
    }

    /// What one more observer of a property costs: its subscription and its place in the signal's
    /// list, amortized; the observer's own closure captures nothing, so it adds nothing. Measured
    /// first, on a heap no earlier measurement has left holes in.
    static func bytesPerSubscription() -> Int {
        let property = MutableProperty(0)
        let before = Measurement.allocatedBytes
        for _ in 0..<workload.subscriptions {
            property.observe { _ in }
        }
        let after = Measurement.allocatedBytes
        return (after - before) / workload.subscriptions
    }
}
