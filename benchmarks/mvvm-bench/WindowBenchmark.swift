/// `mvvm-bench windows --server PATH [--quotes N]`: a 50-row window on a QuoteList of `quotes`
/// quotes (100,000 unless told), over pipes, as a client that shows a screenful drives it, each
/// figure beside its goal (SPEC §11.1, issue "Windows on big lists"):
///
/// - **Create**: `viewModel/create` with `windows: {quotes: {offset: 0, count: 50}}` on a list that
///   never ticks: the wall time to its answer, the answer's bytes and rows, and the peak resident
///   memory above the idle server's.
/// - **Bind and get** with the window: the rows each answers.
/// - **Scroll**: `collection/window` moved by 50 rows, twenty times: the median server CPU of a move
///   (every server thread, from before the request is written to after its answer is read) and the
///   most rows a move answered.
/// - **Ticks**: a list of `quotes` ticking every millisecond for a second, bound through its window:
///   the most rows any `collection/didChange` carried, and how many carried only the new total.
enum WindowBenchmark {
    static let window = #"{"quotes":{"offset":0,"count":50}}"#

    static func run(arguments: [String]) {
        guard let options = NamedOptions.parse(arguments), let path = options["server"],
            let quotes = Int(options["quotes"] ?? "100000"), quotes >= 1_000
        else {
            fatal("usage: mvvm-bench windows --server PATH [--quotes N], N at least 1000")
        }
        let server = Contender.server(path, dataDirectory: "/nonexistent")
        print("mvvm-bench windows: a 50-row window on a QuoteList of \(quotes) quotes")
        let connection = server.start(.reply)
        let idle = connection.child.memory("VmRSS")
        let start = Measurement.monotonicNanoseconds()
        let created = connection.request(
            "viewModel/create",
            #"{"type":"QuoteList","arguments":{"tickInterval":86400,"initialCount":\#(quotes)},"windows":\#(window)}"#)
        let creation = Measurement.monotonicNanoseconds() - start
        let peak = connection.child.memory("VmHWM") - idle
        GoalLine.print("create with the window, wall", GoalLine.milli(creation), goal: "≤ 50 ms", met: creation <= 50_000_000)
        GoalLine.print("peak above the idle server", GoalLine.megabytes(peak), goal: "≤ 10 MB", met: peak <= 10_000_000)
        var rows = [rowCount(created)]
        print("    create answered \(created.utf8.count) bytes, \(rows[0]) rows")
        rows.append(rowCount(connection.request("viewModel/bind", #"{"viewModel":"vm-1","windows":\#(window)}"#)))
        rows.append(rowCount(connection.request("viewModel/get", #"{"viewModel":"vm-1"}"#)))
        var moves: [Int] = []
        for step in 1...20 {
            let before = connection.child.cpuNanoseconds
            let moved = connection.request(
                "collection/window", #"{"viewModel":"vm-1","collection":"quotes","offset":\#(step * 50),"count":50}"#)
            moves.append(connection.child.cpuNanoseconds - before)
            rows.append(rowCount(moved))
        }
        connection.child.finish()
        let move = Measurement.median(moves)
        GoalLine.print("scroll by 50 rows, server CPU", GoalLine.milli(move), goal: "≤ 1 ms", met: move <= 1_000_000)
        let ticking = tickingChanges(server, quotes: quotes)
        let most = (rows + ticking.map(rowCount)).max() ?? 0
        GoalLine.print("most rows in an answer or a change", "\(most)", goal: "≤ 50", met: most <= 50)
        let totalsOnly = ticking.filter { $0.contains(#""changes":[]"#) }.count
        print("    create, bind, get: \(rows[0...2].map(String.init).joined(separator: ", ")); scrolls ≤ \(rows[3...].max() ?? 0); while ticking, \(ticking.count) change sets, \(totalsOnly) of them only the total")
    }

    /// The `collection/didChange` lines a client heard while a list of `quotes` ticked for a second,
    /// bound through the window.
    private static func tickingChanges(_ server: Contender, quotes: Int) -> [String] {
        let connection = server.start(.reply)
        connection.request(
            "viewModel/create",
            #"{"type":"QuoteList","arguments":{"tickInterval":0.001,"initialCount":\#(quotes)},"windows":\#(window)}"#)
        connection.request("viewModel/bind", #"{"viewModel":"vm-1","properties":[],"commands":[],"collections":["quotes"]}"#)
        let deadline = Measurement.monotonicNanoseconds() + 1_000_000_000
        var heard: [String] = []
        while Measurement.monotonicNanoseconds() < deadline {
            heard += connection.requestHearing("viewModel/get", #"{"viewModel":"vm-1"}"#).heard
        }
        connection.child.finish()
        return heard.filter { $0.contains(#""method":"collection/didChange""#) }
    }

    /// How many quotes a message carries: each is a snapshot naming its type.
    private static func rowCount(_ message: String) -> Int {
        message.occurrences(of: #""type":"Quote""#)
    }
}
