import Glibc
import ViewModels

@MainActor
enum Scratch {
    static func run() {
        let n = 1_000_000
        let (points, bound, keep) = BenchmarkChains.chain()
        print("in-module chain", Measurement.nanoseconds(per: n) { for i in 0..<n { BenchmarkChains.set(points, i) } }, bound.value, keep)
        let p0 = MutableProperty(0)
        print("set, no observers", Measurement.nanoseconds(per: n) { for i in 0..<n { p0.value = i } })
        if getenv("PERFLOOP") != nil {
            let start = ContinuousClock.now
            for _ in 0..<3 { for i in 0..<n { BenchmarkChains.set(points, i) } }
            print("manual", ContinuousClock.now - start)
            return
        }
        let p1 = MutableProperty(0)
        p1.signal.observe { ReactiveBenchmark.sink &+= $0 }
        print("set, 1 observer", Measurement.nanoseconds(per: n) { for i in 0..<n { p1.value = i } })
        let p2 = MutableProperty(0)
        p2.signal.map { $0 &+ 1 }.observe { ReactiveBenchmark.sink &+= $0 }
        print("set, map, observer", Measurement.nanoseconds(per: n) { for i in 0..<n { p2.value = i } })
        let p3 = MutableProperty(0)
        p3.signal.map { $0 &+ 1 }.map { $0 &+ 1 }.observe { ReactiveBenchmark.sink &+= $0 }
        print("set, map, map, observer", Measurement.nanoseconds(per: n) { for i in 0..<n { p3.value = i } })
        let p4 = MutableProperty(0)
        let d4 = p4.map { $0 &+ 1 }
        d4.signal.observe { ReactiveBenchmark.sink &+= $0 }
        print("set, property map, observer", Measurement.nanoseconds(per: n) { for i in 0..<n { p4.value = i } })
        let p5 = MutableProperty(0)
        let q5 = MutableProperty(0)
        let c5 = Property.combineLatest(p5, q5) { $0 &+ $1 }
        c5.signal.observe { ReactiveBenchmark.sink &+= $0 }
        print("set, property combineLatest, observer", Measurement.nanoseconds(per: n) { for i in 0..<n { p5.value = i } })
    }
}
