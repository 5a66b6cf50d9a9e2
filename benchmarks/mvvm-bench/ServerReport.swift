/// A figure `mvvm-bench server` measures for every contender.
enum Figure: CaseIterable {
    case startUp, idleMemory, roundTripP50, roundTripP99, roundTripOneCPU, wakeUps, pipelined, push, cpuPerRequest,
        cpuPerNotification, peakStartUp, peakRoundTrips, peakPipelined, peakPush, peakFlood

    var label: String {
        switch self {
        case .startUp: "start-up to initialize answered"
        case .idleMemory: "idle resident memory (after initialize)"
        case .roundTripP50: "round trip p50 (set → 1 notification + response)"
        case .roundTripP99: "round trip p99"
        case .roundTripOneCPU: "round trip p50, client and server on one CPU"
        case .wakeUps: "thread wake-ups per round trip"
        case .pipelined: "pipelined property/set"
        case .push: "pushed property/didChange"
        case .cpuPerRequest: "CPU per pipelined request (read + answered)"
        case .cpuPerNotification: "CPU per pushed notification"
        case .peakStartUp: "peak memory: start-up"
        case .peakRoundTrips: "peak memory: round trips"
        case .peakPipelined: "peak memory: pipelined"
        case .peakPush: "peak memory: pushed"
        case .peakFlood:
            "peak memory: flood (\(ServerBenchmark.workload.floodRequests / 1000) k sets, "
                + "\(Measurement.format(ServerBenchmark.workload.floodPause, decimals: 0)) s unread)"
        }
    }

    func text(_ value: Double) -> String {
        switch self {
        case .startUp: Measurement.format(value, decimals: 1) + " ms"
        case .idleMemory, .peakStartUp, .peakRoundTrips, .peakPipelined, .peakPush, .peakFlood:
            Measurement.format(value / 1e6, decimals: 1) + " MB"
        case .roundTripP50, .roundTripP99, .roundTripOneCPU: Measurement.format(value, decimals: 1) + " µs"
        case .wakeUps: Measurement.format(value, decimals: 2)
        case .pipelined, .push: Measurement.format(value / 1e3, decimals: 0) + " k/s"
        case .cpuPerRequest, .cpuPerNotification: Measurement.format(value, decimals: 2) + " µs"
        }
    }

    /// SPEC §9's goal for mvvm-server's figure, and whether `value` meets it, given its `ratio` to the
    /// C baseline and Node's figure when Node ran; nil for figures without a goal.
    func goal(_ value: Double, ratio: Double, node: Double?) -> (text: String, met: Bool)? {
        switch self {
        case .startUp: ("under 10 ms", value < 10)
        case .idleMemory: ("under 16 MB", value < 16e6)
        case .roundTripP50, .roundTripOneCPU:
            if let node {
                ("within 1.3× C, not behind Node", ratio <= 1.3 && value <= node)
            } else {
                ("within 1.3× C", ratio <= 1.3)
            }
        case .wakeUps: ("at most 1.2", value <= 1.2)
        case .pipelined: ("at least 300 k/s", value >= 300e3)
        case .push: ("at least 1000 k/s", value >= 1e6)
        case .peakStartUp, .peakRoundTrips, .peakPipelined, .peakPush, .peakFlood: ("under 64 MB", value < 64e6)
        case .roundTripP99, .cpuPerRequest, .cpuPerNotification: nil
        }
    }
}

typealias Figures = [Figure: Double]

/// The table `mvvm-bench server` prints, as docs/performance.md records it: mvvm-server's figures,
/// Node's beside them when Node ran, and the C baseline's, each of the first two with its ratio
/// to C.
struct ServerReport {
    var runs: Int
    var server: Figures
    /// Nil when Node did not run.
    var node: Figures?
    /// Which Node ran, or why none did.
    var nodeNote: String
    var baseline: Figures
    /// Every run's figures, in order, for the goals that must hold run by run ("5 runs of 5").
    var eachRun: (server: [Figures], baseline: [Figures], node: [Figures]?)
    var itemCount: Int
    var bytesPerItem: Double
    var itemPeakBytes: Int

    func print(machine: String, load: (before: String, after: String)) {
        let contenders = node == nil ? "mvvm-server" : "mvvm-server and Node"
        Swift.print("mvvm-bench server: \(contenders) against the C echo server over pipes, median of \(runs) runs")
        Swift.print("machine: \(machine); load average \(load.before) before, \(load.after) after")
        Swift.print(nodeNote)
        var header = pad("", 50) + column("mvvm-server", "×C")
        if node != nil { header += column("Node", "×C") }
        Swift.print(header + pad("C", 12, left: true) + "   goal (SPEC §9)")
        for figure in Figure.allCases {
            let value = server[figure] ?? 0
            let c = baseline[figure] ?? 0
            var line = pad(figure.label, 50) + column(figure.text(value), ratio(value, c))
            if let nodeValue = node?[figure] {
                line += column(figure.text(nodeValue), ratio(nodeValue, c))
            }
            let goal = figure.goal(value, ratio: value / c, node: node?[figure]).map {
                "\($0.text): \($0.met ? "met" : "MISSED")"
            }
            Swift.print(line + pad(figure.text(c), 12, left: true) + "   " + (goal ?? ""))
        }
        let met = bytesPerItem < 1024 ? "met" : "MISSED"
        Swift.print(
            pad("memory per Quote item view model (\(itemCount))", 50)
                + column(Measurement.format(bytesPerItem, decimals: 0) + " B", "")
                + String(repeating: " ", count: node == nil ? 12 : 32) + "   under 1024 B: \(met)")
        Swift.print(
            "  (VmRSS after − before creating a QuoteList of \(itemCount) quotes, over \(itemCount); "
                + "peak \(Measurement.format(Double(itemPeakBytes) / 1e6, decimals: 1)) MB)")
        printEachRun()
    }

    /// mvvm-server's figure in every run, with its ratio to the C server of the same run, and in how
    /// many runs it met its goal (against Node's figure of the same run, where the goal names Node).
    private func printEachRun() {
        Swift.print("each run: mvvm-server, ×C of the same run")
        for figure in Figure.allCases {
            var line = pad(figure.label, 50)
            var met = 0
            var goalText: String?
            for (run, figures) in eachRun.server.enumerated() {
                let value = figures[figure] ?? 0
                let c = eachRun.baseline[run][figure] ?? 0
                line += column(figure.text(value), ratio(value, c))
                if let goal = figure.goal(value, ratio: value / c, node: eachRun.node?[run][figure]) {
                    goalText = goal.text
                    if goal.met { met += 1 }
                }
            }
            Swift.print(line + (goalText.map { "   \($0): met in \(met) of \(eachRun.server.count)" } ?? ""))
        }
    }

    /// A contender's figure and its ratio to C.
    private func column(_ value: String, _ ratio: String) -> String {
        pad(value, 12, left: true) + pad(ratio, 8, left: true)
    }

    private func ratio(_ value: Double, _ baseline: Double) -> String {
        Measurement.format(value / baseline, decimals: 2) + "×"
    }

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}
