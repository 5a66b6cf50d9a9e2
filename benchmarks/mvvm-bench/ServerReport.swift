/// A figure `mvvm-bench server` measures for both contenders.
enum Figure: CaseIterable {
    case startUp, idleMemory, peakMemory, roundTripP50, roundTripP99, pipelined, push, cpuPerRequest,
        cpuPerNotification

    var label: String {
        switch self {
        case .startUp: "start-up to initialize answered"
        case .idleMemory: "idle resident memory (after initialize)"
        case .peakMemory: "peak resident memory (the sessions below)"
        case .roundTripP50: "round trip p50 (set → 1 notification + response)"
        case .roundTripP99: "round trip p99"
        case .pipelined: "pipelined property/set"
        case .push: "pushed property/didChange"
        case .cpuPerRequest: "CPU per pipelined request (read + answered)"
        case .cpuPerNotification: "CPU per pushed notification"
        }
    }

    func text(_ value: Double) -> String {
        switch self {
        case .startUp: Measurement.format(value, decimals: 1) + " ms"
        case .idleMemory, .peakMemory: Measurement.format(value / 1e6, decimals: 1) + " MB"
        case .roundTripP50, .roundTripP99: Measurement.format(value, decimals: 1) + " µs"
        case .pipelined, .push: Measurement.format(value / 1e3, decimals: 0) + " k/s"
        case .cpuPerRequest, .cpuPerNotification: Measurement.format(value, decimals: 2) + " µs"
        }
    }

    /// SPEC §9's goal for mvvm-server's figure, and whether `value` (or its `ratio` to the C
    /// baseline) meets it; nil for figures without a goal.
    func goal(_ value: Double, ratio: Double) -> (text: String, met: Bool)? {
        switch self {
        case .startUp: ("under 10 ms", value < 10)
        case .idleMemory: ("under 16 MB", value < 16e6)
        case .roundTripP50: ("within 1.3× C", ratio <= 1.3)
        case .pipelined: ("at least 300 k/s", value >= 300e3)
        case .push: ("at least 1000 k/s", value >= 1e6)
        case .peakMemory, .roundTripP99, .cpuPerRequest, .cpuPerNotification: nil
        }
    }
}

typealias Figures = [Figure: Double]

/// The table `mvvm-bench server` prints, as docs/performance.md records it.
struct ServerReport {
    var runs: Int
    var server: Figures
    var baseline: Figures
    var itemCount: Int
    var bytesPerItem: Double
    var itemPeakBytes: Int

    func print(machine: String, load: (before: String, after: String)) {
        Swift.print("mvvm-bench server: mvvm-server against the C echo server over pipes, median of \(runs) runs")
        Swift.print("machine: \(machine); load average \(load.before) before, \(load.after) after")
        Swift.print(row("", "mvvm-server", "C baseline", "ratio", "goal (SPEC §9)"))
        for figure in Figure.allCases {
            let value = server[figure] ?? 0
            let ratio = value / (baseline[figure] ?? 1)
            let goal = figure.goal(value, ratio: ratio).map { "\($0.text): \($0.met ? "met" : "MISSED")" } ?? ""
            Swift.print(
                row(
                    figure.label, figure.text(value), figure.text(baseline[figure] ?? 0),
                    Measurement.format(ratio, decimals: 2) + "×", goal))
        }
        let met = bytesPerItem < 1024 ? "met" : "MISSED"
        Swift.print(
            row(
                "memory per Quote item view model (\(itemCount))", Measurement.format(bytesPerItem, decimals: 0) + " B",
                "", "", "under 1024 B: \(met)"))
        Swift.print(
            "  (VmRSS after − before creating a QuoteList of \(itemCount) quotes, over \(itemCount); "
                + "peak \(Figure.peakMemory.text(Double(itemPeakBytes))))")
    }

    private func row(_ label: String, _ server: String, _ baseline: String, _ ratio: String, _ goal: String) -> String {
        pad(label, 50) + pad(server, 13, left: true) + pad(baseline, 13, left: true) + pad(ratio, 8, left: true) + "   "
            + goal
    }

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}
