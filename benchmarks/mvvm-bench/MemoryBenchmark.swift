/// `mvvm-bench memory --server PATH [--players N] [--quotes N] [--todos-server PATH] [--rows N]`: what
/// one live view model costs in a real server, measured as its resident memory (`VmRSS`) over many.
///
/// - **Player**: `players` Players, each created and then bound whole (every property, command and
///   event), one request after the other, as a client with a screen per player would; after one Player
///   created and bound first, so that what the first of a type costs (its description, its codecs)
///   is not charged to the others.
/// - **Quote**: a QuoteList of `quotes` quotes, each hosted as an item view model (see
///   `ServerSessions.itemMemory`).
/// - **Todo row**, with `--todos-server` (examples/todos built in release): a bound TodoList given
///   `rows` todos by `add`, one request after the other; each row (title, done, two commands) is
///   hosted as it joins the list, with the todo the list keeps for it.
///
/// Resident memory does not depend on the machine's load, so these figures hold on a busy machine.
enum MemoryBenchmark {
    static func run(arguments: [String]) {
        guard let options = NamedOptions.parse(arguments), let serverPath = options["server"], let players = Int(options["players"] ?? "10000"),
            let quotes = Int(options["quotes"] ?? "100000"), let rows = Int(options["rows"] ?? "10000"), players > 0,
            quotes > 0, rows > 0
        else {
            fatal("usage: mvvm-bench memory --server PATH [--players N] [--quotes N] [--todos-server PATH] [--rows N]")
        }
        // No session uploads, so the data directory stays empty.
        let server = Contender.server(serverPath, dataDirectory: "/nonexistent")
        let player = bytesPerPlayer(server, count: players)
        let quote = ServerSessions.itemMemory(server, count: quotes).bytesPerItem
        print("mvvm-bench memory: resident bytes per live view model in mvvm-server (VmRSS)")
        print("Player, created and bound (\(players)): \(Measurement.format(player, decimals: 0)) B (goal under 4096 B)")
        print("Quote, a QuoteList item (\(quotes)): \(Measurement.format(quote, decimals: 0)) B (goal under 1024 B)")
        if let todosPath = options["todos-server"] {
            let row = bytesPerTodoRow(Contender.server(todosPath, dataDirectory: "/nonexistent"), count: rows)
            print("Todo row, a TodoList item (\(rows)): \(Measurement.format(row, decimals: 0)) B (goal under 1024 B)")
        }
    }

    /// Resident memory after minus before adding `count` todos to a bound TodoList, over `count`; the
    /// first todo is added before, so that what the first row of the type costs is not charged.
    static func bytesPerTodoRow(_ server: Contender, count: Int) -> Double {
        let connection = server.start(.reply)
        let created = connection.request("viewModel/create", #"{"type":"TodoList"}"#)
        guard let list = ServerSessions.viewModelIDs(in: created).first else { fatal("no TodoList was created: \(created)") }
        connection.request("viewModel/bind", #"{"viewModel":"\#(list)"}"#)
        func add(_ number: Int) {
            connection.request(
                "command/execute", #"{"viewModel":"\#(list)","command":"add","input":"todo \#(number)"}"#)
        }
        add(0)
        let before = connection.child.memory("VmRSS")
        for number in 1...count {
            add(number)
        }
        let after = connection.child.memory("VmRSS")
        connection.child.finish()
        return Double(after - before) / Double(count)
    }

    /// Resident memory after minus before creating and binding `count` Players, over `count`.
    static func bytesPerPlayer(_ server: Contender, count: Int) -> Double {
        let connection = server.start(.reply)
        createAndBindPlayer(connection)
        let before = connection.child.memory("VmRSS")
        for _ in 0..<count {
            createAndBindPlayer(connection)
        }
        let after = connection.child.memory("VmRSS")
        connection.child.finish()
        return Double(after - before) / Double(count)
    }

    private static func createAndBindPlayer(_ connection: Connection) {
        let created = connection.request("viewModel/create", #"{"type":"Player"}"#)
        guard let id = ServerSessions.viewModelIDs(in: created).first else { fatal("no Player was created: \(created)") }
        connection.request("viewModel/bind", #"{"viewModel":"\#(id)"}"#)
    }
}
