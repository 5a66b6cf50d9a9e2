#if canImport(Glibc)
    import Glibc
#endif

/// How the benchmarks time and weigh things.
enum Measurement {
    /// The median over `runs` of the nanoseconds per operation of `body`, which performs
    /// `operations` operations; one extra run first warms caches and the allocator up.
    ///
    /// Time is the thread's CPU time, not the wall clock: on a machine shared with builds, the time
    /// the benchmark spends waiting for a core does not count.
    @MainActor
    static func nanoseconds(per operations: Int, runs: Int = 5, _ body: @MainActor () -> Void) -> Double {
        body()
        let samples = (0..<runs).map { _ in
            let start = threadCPUNanoseconds()
            body()
            return Double(threadCPUNanoseconds() - start) / Double(operations)
        }
        return median(samples)
    }

    private static func threadCPUNanoseconds() -> Int {
        nanoseconds(on: CLOCK_THREAD_CPUTIME_ID)
    }

    /// Wall-clock time for what happens between processes, where waiting is part of the figure.
    static func monotonicNanoseconds() -> Int {
        nanoseconds(on: CLOCK_MONOTONIC)
    }

    private static func nanoseconds(on clock: clockid_t) -> Int {
        var time = timespec()
        clock_gettime(clock, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// The middle value; for an even count the upper of the two middle ones.
    static func median<Value: Comparable>(_ values: [Value]) -> Value {
        values.sorted()[values.count / 2]
    }

    /// Bytes the C allocator has handed out and not taken back, chunk overhead included: glibc's
    /// `mallinfo2().uordblks` for the heap plus `hblkhd` for the blocks it maps on their own (large
    /// arrays). What a long-running server actually pays.
    static var allocatedBytes: Int {
        withUnsafeBytes(of: mallinfo2()) { info in
            info.load(fromByteOffset: uordblksOffset, as: Int.self)
                + info.load(fromByteOffset: hblkhdOffset, as: Int.self)
        }
    }

    /// glibc's `mallinfo2`, found at run time: `<malloc.h>` is not part of Swift's Glibc module, so
    /// its `struct mallinfo2` (ten `size_t` fields) has no Swift type. Any C struct of 16 bytes or
    /// more is returned through a caller-provided buffer on x86-64 and arm64, so the call is declared
    /// to return the larger `struct rusage` and the fields are read from the start of that buffer.
    private static let mallinfo2: @convention(c) () -> rusage = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else {
            fatalError("mvvm-bench needs glibc 2.33 or later for mallinfo2")
        }
        precondition(MemoryLayout<rusage>.size >= 10 * MemoryLayout<Int>.size, "rusage cannot hold a mallinfo2")
        return unsafeBitCast(symbol, to: (@convention(c) () -> rusage).self)
    }()

    /// `hblkhd` and `uordblks` are the fifth and eighth fields of `struct mallinfo2`.
    private static let hblkhdOffset = 4 * MemoryLayout<Int>.size
    private static let uordblksOffset = 7 * MemoryLayout<Int>.size

    /// The figure with `decimals` decimals (one unless asked), without Foundation's formatting.
    static func format(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard decimals > 0 else { return sign + "\(scaled)" }
        let fraction = String(scaled % scale)
        return sign + "\(scaled / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
