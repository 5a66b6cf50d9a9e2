/// `mvvm-bench memory --server PATH [--players N] [--quotes N]`: what one live view model costs in a
/// real mvvm-server, measured as the server's resident memory (`VmRSS`) over many of them.
///
/// - **Player**: `players` Players, each created and then bound whole (every property, command and
///   event), one request after the other, as a client with a screen per player would; after one Player
///   created and bound first, so that what the first of a type costs (its description, its codecs)
///   is not charged to the others.
/// - **Quote**: a QuoteList of `quotes` quotes, each hosted as an item view model (see
///   `ServerSessions.itemMemory`).
///
/// Resident memory does not depend on the machine's load, so these figures hold on a busy machine.
enum MemoryBenchmark {
    static func run(arguments: [String]) {
        guard let options = NamedOptions.parse(arguments), let serverPath = options["server"], let players = Int(options["players"] ?? "10000"),
            let quotes = Int(options["quotes"] ?? "100000"), players > 0, quotes > 0
        else {
            fatal("usage: mvvm-bench memory --server PATH [--players N] [--quotes N]")
        }
        // No session uploads, so the data directory stays empty.
        let server = Contender.server(serverPath, dataDirectory: "/nonexistent")
        let player = bytesPerPlayer(server, count: players)
        let quote = ServerSessions.itemMemory(server, count: quotes).bytesPerItem
        print("mvvm-bench memory: resident bytes per live view model in mvvm-server (VmRSS)")
        print("Player, created and bound (\(players)): \(Measurement.format(player, decimals: 0)) B (goal under 4096 B)")
        print("Quote, a QuoteList item (\(quotes)): \(Measurement.format(quote, decimals: 0)) B (goal under 1024 B)")
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
