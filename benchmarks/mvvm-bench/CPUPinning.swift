#if canImport(Glibc)
    import Glibc
#endif

/// Runs a session with the benchmark and the server it starts both held on one CPU.
///
/// On this VM, where the kernel puts a client and a server that take turns decides a round trip
/// more than either of them does: on one vCPU a turn is a context switch (C 4.5 µs), on two it is
/// the wake-up of a halted vCPU (C 30–50 µs), and the placement holds for a whole session
/// (docs/performance.md, "The round trip and how the client waits"). Held on one CPU, every
/// contender gets the same placement, so the ratio to C measures the servers and not the draw.
enum CPUPinning {
    /// `body`'s result, run with this process, and every child it starts meanwhile, on the CPU it
    /// is on now; the process may run anywhere again afterwards. Runs `body` as it is where the
    /// calls are missing.
    static func onOneCPU<Result>(_ body: () -> Result) -> Result {
        guard let getAffinity = function("sched_getaffinity", as: Affinity.self),
            let setAffinity = function("sched_setaffinity", as: Affinity.self),
            let currentCPU = function("sched_getcpu", as: CurrentCPU.self)
        else { return body() }
        var saved = [UInt64](repeating: 0, count: maskWords)
        guard saved.withUnsafeMutableBytes({ getAffinity(0, $0.count, $0.baseAddress!) }) == 0 else { return body() }
        let cpu = Int(currentCPU())
        guard cpu >= 0, cpu < maskWords * 64 else { return body() }
        var pinned = [UInt64](repeating: 0, count: maskWords)
        pinned[cpu / 64] = 1 << UInt64(cpu % 64)
        guard pinned.withUnsafeMutableBytes({ setAffinity(0, $0.count, $0.baseAddress!) }) == 0 else { return body() }
        defer { _ = saved.withUnsafeMutableBytes { setAffinity(0, $0.count, $0.baseAddress!) } }
        return body()
    }

    /// glibc's `sched_getaffinity` and `sched_setaffinity`: the calling thread, the mask's size, the mask.
    private typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    private typealias CurrentCPU = @convention(c) () -> Int32

    /// Room for 1,024 CPUs, as glibc's `cpu_set_t` has.
    private static let maskWords = 16

    /// A glibc function looked up by name: Swift's Glibc module leaves out the GNU extensions
    /// these are.
    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
}
