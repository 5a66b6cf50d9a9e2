#if canImport(Glibc)
    import Glibc
#endif

/// `mvvm-bench server --server PATH --baseline PATH [--node PATH --node-server SCRIPT] [--runs N]`:
/// real mvvm-server sessions over pipes against the C echo server of benchmarks/baseline and, when
/// given a `node`, the Node.js server beside it, all driven by the same client, every figure the
/// median of `runs` runs and given as a ratio to the C server's (absolute figures on a shared
/// machine drift from run to run; the ratio drifts much less). benchmarks/run builds what it needs
/// and calls it.
///
/// The contenders take turns, run by run, so load from elsewhere falls on all alike.
enum ServerBenchmark {
    /// How much each session does: enough for stable medians, about three minutes in all for five
    /// runs of three contenders.
    static let workload = (
        startUps: 5, roundTrips: 5_000, pipelinedSeconds: 0.6, pushQuotes: 10_000, pushSeconds: 1.0,
        floodRequests: 200_000, floodPause: 3.0, items: 100_000, itemRuns: 3
    )

    static func run(arguments: [String]) {
        guard let options = NamedOptions.parse(arguments), let serverPath = options["server"], let baselinePath = options["baseline"],
            (options["node"] == nil) == (options["node-server"] == nil), let runs = Int(options["runs"] ?? "5"),
            runs > 0
        else {
            fatal(
                "usage: mvvm-bench server --server PATH --baseline PATH [--node PATH --node-server SCRIPT]"
                    + " [--runs N]")
        }
        var template = Array("/tmp/mvvm-bench-XXXXXX".utf8CString)
        guard let directory = mkdtemp(&template) else { fatal("cannot make a data directory: errno \(errno)") }
        let server = Contender.server(serverPath, dataDirectory: String(cString: directory))
        let baseline = Contender.baseline(baselinePath)
        let node = options["node"].flatMap { path in options["node-server"].map { Contender.node(path, script: $0) } }
        let nodeNote =
            options["node"].map { "Node: \(version(of: $0)), \(options["node-server"] ?? "")" }
            ?? "no Node column: no --node given (benchmarks/run gives it when `node` is on PATH)"
        let loadBefore = loadAverage()

        let contenders = [server, baseline] + (node.map { [$0] } ?? [])
        var runFigures = contenders.map { _ in [Figures]() }
        for _ in 0..<runs {
            for (index, contender) in contenders.enumerated() {
                runFigures[index].append(measure(contender))
            }
        }
        let items = (0..<workload.itemRuns).map { _ in ServerSessions.itemMemory(server, count: workload.items) }
        let report = ServerReport(
            runs: runs, server: median(runFigures[0]), node: node == nil ? nil : median(runFigures[2]),
            nodeNote: nodeNote, baseline: median(runFigures[1]),
            eachRun: (server: runFigures[0], baseline: runFigures[1], node: node == nil ? nil : runFigures[2]),
            itemCount: workload.items,
            bytesPerItem: Measurement.median(items.map(\.bytesPerItem)),
            itemPeakBytes: Measurement.median(items.map(\.peak)))
        report.print(machine: machine(), load: (loadBefore, loadAverage()))
        // Empty unless a session uploaded, which none does.
        rmdir(directory)
    }

    /// One run of every session against `contender`.
    private static func measure(_ contender: Contender) -> Figures {
        let startUps = (0..<workload.startUps).map { _ in ServerSessions.startUp(contender) }
        let roundTrips = ServerSessions.roundTrips(contender, count: workload.roundTrips)
        let roundTripsOnOneCPU = CPUPinning.onOneCPU {
            ServerSessions.roundTrips(contender, count: workload.roundTrips)
        }
        let pipelined = ServerSessions.pipelined(contender, seconds: workload.pipelinedSeconds)
        let push = ServerSessions.push(contender, quotes: workload.pushQuotes, seconds: workload.pushSeconds)
        let flood = ServerSessions.flood(contender, count: workload.floodRequests, pause: workload.floodPause)
        return [
            .startUp: Measurement.median(startUps.map(\.milliseconds)),
            .idleMemory: Double(Measurement.median(startUps.map(\.idleBytes))),
            .roundTripP50: roundTrips.p50, .roundTripP99: roundTrips.p99, .roundTripOneCPU: roundTripsOnOneCPU.p50,
            .wakeUps: roundTrips.wakeUps,
            .pipelined: pipelined.perSecond, .cpuPerRequest: pipelined.cpuMicroseconds,
            .push: push.perSecond, .cpuPerNotification: push.cpuMicroseconds,
            .peakStartUp: Double(startUps.map(\.peakBytes).max() ?? 0),
            .peakRoundTrips: Double(roundTrips.peakBytes), .peakPipelined: Double(pipelined.peakBytes),
            .peakPush: Double(push.peakBytes), .peakFlood: Double(flood),
        ]
    }

    /// Each figure's median over the runs.
    private static func median(_ runs: [Figures]) -> Figures {
        Figures(
            uniqueKeysWithValues: Figure.allCases.map { figure in
                (figure, Measurement.median(runs.map { $0[figure] ?? 0 }))
            })
    }

    /// "2 × AMD EPYC 7R13 Processor": the processors this process may run on and the first one's model.
    private static func machine() -> String {
        let cpuinfo = ChildProcess.readText("/proc/cpuinfo") ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { String($0.drop { $0 == " " }) } ?? "unknown processor"
        return "\(sysconf(Int32(_SC_NPROCESSORS_ONLN))) × \(model)"
    }

    /// What `node --version` prints, without its newline.
    private static func version(of node: String) -> String {
        let child = ChildProcess([node, "--version"])
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(child.output, &bytes, bytes.count)
        child.finish()
        return count > 0 ? String(decoding: bytes[..<count].prefix { $0 != 10 }, as: UTF8.self) : "unknown version"
    }

    /// The 1-, 5- and 15-minute load averages, as /proc/loadavg gives them.
    private static func loadAverage() -> String {
        (ChildProcess.readText("/proc/loadavg") ?? "").split(separator: " ").prefix(3).joined(separator: " ")
    }
}
