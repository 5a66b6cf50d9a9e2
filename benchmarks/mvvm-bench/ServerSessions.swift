#if canImport(Glibc)
    import Glibc
#endif

/// The sessions `mvvm-bench server` plays, each in a fresh process, each against either contender.
///
/// The client does the same work for both: the same requests, the same reading. Where mvvm-server
/// answers with view-model ids, the C baseline answers with none, so the client goes on with a
/// placeholder id (which the baseline ignores) and binds no quotes it was not told of.
enum ServerSessions {
    struct StartUp {
        var milliseconds: Double
        var idleBytes: Int
        var peakBytes: Int
    }

    /// Latencies in microseconds, the server's thread wake-ups per round trip, and its peak
    /// resident memory.
    struct RoundTrips {
        var p50: Double
        var p99: Double
        var wakeUps: Double
        var peakBytes: Int
    }

    /// Messages per second over a measured phase, the server's CPU time per message in
    /// microseconds, and its peak resident memory.
    struct Throughput {
        var perSecond: Double
        var cpuMicroseconds: Double
        var peakBytes: Int
    }

    /// Resident bytes per item, and the peak of the session.
    struct ItemMemory {
        var bytesPerItem: Double
        var peak: Int
    }

    /// From spawning the process to reading the `initialize` response; then the resident memory, now
    /// and at its peak.
    static func startUp(_ contender: Contender) -> StartUp {
        let begin = Measurement.monotonicNanoseconds()
        let connection = contender.spawn(.reply)
        connection.request("initialize", Contender.initialize)
        let elapsed = Measurement.monotonicNanoseconds() - begin
        let idle = connection.child.memory("VmRSS")
        let peak = connection.child.memory("VmHWM")
        connection.child.finish()
        return StartUp(milliseconds: Double(elapsed) / 1e6, idleBytes: idle, peakBytes: peak)
    }

    /// How long the round trips wait after the server has started and bound its Player: 300 ms.
    ///
    /// On this VM the kernel decides at the first round trips whether client and server share a
    /// vCPU, from how busy each has just been, and keeps that placement for the whole session: a C
    /// server that spins 20 ms before answering `initialize` went from 5.5 to 53 µs a round trip, and
    /// back to 5.6 µs after this wait (docs/performance.md, "Placement follows start-up"). Waiting
    /// lets every server's start-up fade from the kernel's account, so the round trips are those a
    /// client sees once the server is running, whatever its start-up cost.
    static let settleMicroseconds: UInt32 = 300_000

    /// `count` `property/set` requests, each sent once the previous one was answered, alternating
    /// the Player's name between "" and "Colin": each set flips `isValid`, so the answer is one
    /// `property/didChange` and the response. Times are microseconds from write to response read;
    /// wake-ups are the growth of the server's voluntary context switches over all its threads,
    /// per round trip (a server that reads, answers and waits on one thread makes one). The client
    /// waits in a blocking `read`, as a reader thread does (`Connection.blockingRequest`).
    static func roundTrips(_ contender: Contender, count: Int) -> RoundTrips {
        let (connection, player) = startWithPlayer(contender, .notify)
        usleep(settleMicroseconds)
        var samples: [Double] = []
        samples.reserveCapacity(count)
        let watchdog = Watchdog(killing: connection.child.pid, afterSeconds: Connection.timeLimit)
        let switchesBefore = connection.child.voluntaryContextSwitches
        for index in 0..<count {
            var notifications = 0
            let begin = Measurement.monotonicNanoseconds()
            connection.blockingRequest(
                "property/set", setName(of: player, to: index % 2 == 0 ? "" : "Colin"), notifications: &notifications)
            samples.append(Double(Measurement.monotonicNanoseconds() - begin) / 1e3)
            guard notifications == 1 else {
                fatal("\(contender.name) sent \(notifications) notifications for a set, not 1")
            }
        }
        let wakeUps = Double(connection.child.voluntaryContextSwitches - switchesBefore) / Double(count)
        watchdog.cancel()
        let peak = connection.child.memory("VmHWM")
        connection.child.finish()
        samples.sort()
        return RoundTrips(p50: samples[count / 2], p99: samples[count * 99 / 100], wakeUps: wakeUps, peakBytes: peak)
    }

    /// `property/set` requests written as fast as the pipe takes them for `seconds`, each setting a
    /// new name that leaves `isValid` as it was, so each is answered with its response alone; the
    /// phase lasts until the last response is read. CPU time is the server's, per request.
    static func pipelined(_ contender: Contender, seconds: Double) -> Throughput {
        let (connection, player) = startWithPlayer(contender, .reply)
        let blockCount = 10_000
        let block = connection.requests("property/set", (0..<blockCount).map { setName(of: player, to: "Colin \($0)") })
        return measure(connection, for: seconds) { deadline in
            var sent = 0
            var answered = 0
            var stopped = false
            let next = { () -> [UInt8]? in
                stopped = Measurement.monotonicNanoseconds() >= deadline
                guard !stopped else { return nil }
                sent += blockCount
                return block
            }
            connection.exchange(next: next, until: { stopped && answered == sent }) { line in
                guard line.starts(with: responsePrefix) else {
                    fatal("\(contender.name) sent a notification for a set that changed nothing")
                }
                answered += 1
            }
            return answered
        }
    }

    /// A QuoteList of `quotes` quotes ticking as fast as the server can, every quote's `price`
    /// bound, read for `seconds` by a client that does nothing but count: `property/didChange` per
    /// second as they arrive, and the server's CPU time per notification.
    static func push(_ contender: Contender, quotes: Int, seconds: Double) -> Throughput {
        let connection = contender.start(.push)
        let created = connection.request(
            "viewModel/create",
            #"{"type":"QuoteList","arguments":{"tickInterval":0.000001,"seed":1,"initialCount":\#(quotes)}}"#)
        let items = viewModelIDs(in: created).dropFirst()
        let binds = connection.requests(
            "viewModel/bind",
            items.map {
                #"{"viewModel":"\#($0)","properties":["price"],"commands":[],"collections":[],"events":false}"#
            })
        var answered = 0
        connection.exchange(sending: binds, until: { answered == items.count }) { line in
            if line.starts(with: responsePrefix) { answered += 1 }
        }
        return measure(connection, for: seconds) { deadline in
            var heard = 0
            connection.exchange(next: { nil }, until: { Measurement.monotonicNanoseconds() >= deadline }) { line in
                if line.starts(with: propertyDidChange) { heard += 1 }
            }
            return heard
        }
    }

    /// Resident memory before and after creating a QuoteList of `count` quotes, each hosted as an item
    /// view model with its id and snapshot, as any client's list is. The list never ticks (a day's
    /// interval). A first, empty list is created before measuring, so what one list costs, whatever
    /// its size, is not charged to the items; a request after the big one lets the writer thread
    /// release the buffer it wrote the snapshot from.
    static func itemMemory(_ server: Contender, count: Int) -> ItemMemory {
        let connection = server.start(.reply)
        connection.request("viewModel/create", quoteList(count: 0))
        let before = connection.child.memory("VmRSS")
        let created = connection.request("viewModel/create", quoteList(count: count))
        guard viewModelIDs(in: created).count == count + 1 else { fatal("the list of \(count) quotes was not created") }
        connection.request("viewModel/get", #"{"viewModel":"vm-1"}"#)
        let after = connection.child.memory("VmRSS")
        let peak = connection.child.memory("VmHWM")
        connection.child.finish()
        return ItemMemory(bytesPerItem: Double(after - before) / Double(count), peak: peak)
    }

    /// A list of `count` quotes that does not tick during the session.
    private static func quoteList(count: Int) -> String {
        #"{"type":"QuoteList","arguments":{"tickInterval":86400,"initialCount":\#(count)}}"#
    }

    /// Runs a phase that stops at the deadline (monotonic nanoseconds, `seconds` from now) and counts
    /// its messages, then ends the session; the figures are per wall-clock second and per message.
    private static func measure(_ connection: Connection, for seconds: Double, _ phase: (Int) -> Int)
        -> Throughput
    {
        let cpuBefore = connection.child.cpuMicroseconds
        let begin = Measurement.monotonicNanoseconds()
        let count = phase(begin + Int(seconds * 1e9))
        let elapsed = Double(Measurement.monotonicNanoseconds() - begin) / 1e9
        let cpu = Double(connection.child.cpuMicroseconds - cpuBefore)
        let peak = connection.child.memory("VmHWM")
        connection.child.finish()
        return Throughput(perSecond: Double(count) / elapsed, cpuMicroseconds: cpu / Double(count), peakBytes: peak)
    }

    /// A fresh, initialized process with a Player whose `isValid` alone is bound, so that a set of
    /// `playerName` causes exactly the notifications a session is about; and the Player's id ("vm-1"
    /// with the C baseline).
    static func startWithPlayer(_ contender: Contender, _ mode: Contender.Mode) -> (Connection, String) {
        let connection = contender.start(mode)
        let player = viewModelIDs(in: connection.request("viewModel/create", #"{"type":"Player"}"#)).first ?? "vm-1"
        connection.request(
            "viewModel/bind",
            #"{"viewModel":"\#(player)","properties":["isValid"],"commands":[],"collections":[],"events":false}"#)
        return (connection, player)
    }

    static func setName(of player: String, to name: String) -> String {
        #"{"viewModel":"\#(player)","property":"playerName","value":"\#(name)"}"#
    }

    /// Every view-model id in a line, in order: a created list's own id, then its items'.
    static func viewModelIDs(in line: String) -> [String] {
        line.split(separator: #""id":""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static let responsePrefix = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
    private static let propertyDidChange = Array(#"{"jsonrpc":"2.0","method":"property/didChange","#.utf8)
}
