#if canImport(Glibc)
    import Glibc
#endif

/// `mvvm-bench lists --todos-server PATH [--rows N]`: rows kept by key (SPEC §11.1), measured on the
/// todos example built in release, over pipes, as a client drives it, each figure beside its goal:
///
/// - **Adds**: `rows` todos added to a bound TodoList one request at a time, in all (wall clock),
///   and the server's CPU per add over the 100 adds past 100 rows and past `rows` rows.
/// - **Filters**: with `rows` todos, half of them done, the server's CPU for the filter that keeps
///   half (`active`); with 1 % done, for the one that keeps 1 % (`completed`): CPU time of every
///   server thread from before the request is written to after its response is read, the median of
///   five changes there and back, with what the change sent (rows removed, change sets, resets,
///   disposals) to show it is the minimal diff.
/// - **Row memory**: resident bytes per todo row, with its key's bookkeeping (see `MemoryBenchmark`).
enum ListBenchmark {
    static func run(arguments: [String]) {
        guard let options = NamedOptions.parse(arguments), let path = options["todos-server"],
            let rows = Int(options["rows"] ?? "10000"), rows >= 200
        else {
            fatal("usage: mvvm-bench lists --todos-server PATH [--rows N], N at least 200")
        }
        let server = Contender.server(path, dataDirectory: "/nonexistent")
        print("mvvm-bench lists: examples/todos in release, \(rows) rows kept by key")
        let adds = measureAdds(server, rows: rows)
        GoalLine.print("\(rows) adds, one request at a time", GoalLine.seconds(adds.total), goal: "≤ 0.5 s", met: adds.total <= 500_000_000)
        GoalLine.print("CPU per add past 100 rows", GoalLine.micro(adds.at100), goal: "", met: nil)
        let ratio = Double(adds.atRows) / Double(max(adds.at100, 1))
        GoalLine.print(
            "CPU per add past \(rows) rows", GoalLine.micro(adds.atRows) + " (" + Measurement.format(ratio, decimals: 2) + "×)",
            goal: "≤ 1.5× past 100", met: ratio <= 1.5)
        for (done, filter, kept) in [(2, "active", "half"), (100, "completed", "1 %")] {
            let change = measureFilter(server, rows: rows, doneEvery: done, filter: filter)
            GoalLine.print(
                "filter keeping \(kept) of \(rows), server CPU", GoalLine.milli(change.cpu), goal: "≤ 5 ms",
                met: change.cpu <= 5_000_000)
            print("    sent: \(change.removed) rows removed in \(change.changeSets) change set(s), \(change.resets) resets, \(change.disposals) disposals; back: \(GoalLine.milli(change.backCPU))")
        }
        let row = MemoryBenchmark.bytesPerTodoRow(server, count: rows)
        GoalLine.print("todo row with its key's bookkeeping", Measurement.format(row, decimals: 0) + " B", goal: "≤ 1024 B", met: row <= 1024)
    }

    /// The wall time of `rows` adds, and the server CPU per add over the 100 adds that follow 100
    /// rows and over the 100 that follow `rows` rows, in nanoseconds.
    private static func measureAdds(_ server: Contender, rows: Int) -> (total: Int, at100: Int, atRows: Int) {
        let (connection, list) = boundList(server)
        func add(_ range: ClosedRange<Int>) {
            for number in range {
                connection.request("command/execute", #"{"viewModel":"\#(list)","command":"add","input":"todo \#(number)"}"#)
            }
        }
        let start = Measurement.monotonicNanoseconds()
        add(1...100)
        let before100 = connection.child.cpuNanoseconds
        add(101...200)
        let at100 = (connection.child.cpuNanoseconds - before100) / 100
        add(201...rows)
        let total = Measurement.monotonicNanoseconds() - start
        let beforeRows = connection.child.cpuNanoseconds
        add(rows + 1...rows + 100)
        let atRows = (connection.child.cpuNanoseconds - beforeRows) / 100
        connection.child.finish()
        return (total, at100, atRows)
    }

    /// The median server CPU of a filter change to `filter` and of the change back to `all`, with
    /// what the last change to `filter` sent, on a list of `rows` todos with every `doneEvery`th done.
    private static func measureFilter(_ server: Contender, rows: Int, doneEvery: Int, filter: String)
        -> (cpu: Int, backCPU: Int, removed: Int, changeSets: Int, resets: Int, disposals: Int)
    {
        let (connection, list) = boundList(server)
        for number in 1...rows {
            connection.request("command/execute", #"{"viewModel":"\#(list)","command":"add","input":"todo \#(number)"}"#)
        }
        let snapshot = connection.request("viewModel/get", #"{"viewModel":"\#(list)"}"#)
        let ids = ServerSessions.viewModelIDs(in: snapshot).filter { $0 != list }
        for (index, row) in ids.enumerated() where index % doneEvery == 0 {
            connection.request("command/execute", #"{"viewModel":"\#(row)","command":"toggle"}"#)
        }
        var there: [Int] = []
        var back: [Int] = []
        var heard: [String] = []
        for _ in 0..<5 {
            var before = connection.child.cpuNanoseconds
            heard = connection.requestHearing(
                "property/set", #"{"viewModel":"\#(list)","property":"filter","value":"\#(filter)"}"#
            ).heard
            there.append(connection.child.cpuNanoseconds - before)
            before = connection.child.cpuNanoseconds
            connection.request("property/set", #"{"viewModel":"\#(list)","property":"filter","value":"all"}"#)
            back.append(connection.child.cpuNanoseconds - before)
        }
        connection.child.finish()
        let changeSets = heard.filter { $0.contains(#""method":"collection/didChange""#) }
        return (
            Measurement.median(there), Measurement.median(back),
            changeSets.map(removedCount).reduce(0, +), changeSets.count,
            changeSets.map { $0.occurrences(of: #""op":"reset""#) }.reduce(0, +),
            heard.filter { $0.contains(#""method":"viewModel/didDispose""#) }.count
        )
    }

    /// A TodoList created and bound on a new server.
    private static func boundList(_ server: Contender) -> (Connection, String) {
        let connection = server.start(.reply)
        let created = connection.request("viewModel/create", #"{"type":"TodoList"}"#)
        guard let list = ServerSessions.viewModelIDs(in: created).first else { fatal("no TodoList was created: \(created)") }
        connection.request("viewModel/bind", #"{"viewModel":"\#(list)"}"#)
        return (connection, list)
    }

    /// How many rows the removals of a `collection/didChange` line take out: the sum of their counts.
    private static func removedCount(_ line: String) -> Int {
        line.split(separator: #""op":"remove""#).dropFirst().compactMap { step in
            step.split(separator: #""count":"#).dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
        }.reduce(0, +)
    }
}

extension String {
    /// How many times `part` occurs in the string, without overlaps.
    func occurrences(of part: String) -> Int {
        split(separator: part, omittingEmptySubsequences: false).count - 1
    }
}
