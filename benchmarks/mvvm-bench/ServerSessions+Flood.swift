/// The session of a client that writes far more than it reads: what SPEC §6.3's bound on memory is
/// about. A server that keeps reading while its answers wait holds every request and every answer;
/// one that stops reading stdin while its output waits holds a few pipes' worth.
extension ServerSessions {
    /// `count` `property/set` requests written as fast as the pipe takes them while the client reads
    /// nothing for `pause` seconds; then the client reads every answer while it writes the rest. Each
    /// set names the Player anew and leaves `isValid` alone, so each is answered by its response
    /// alone, as in the pipelined session. Returns the server's peak resident memory over the session.
    ///
    /// The client never blocks: it writes only what the pipe takes, so a server that stops reading
    /// ends the pause on time, and `Connection.exchange` gives up on a server that stalls after it.
    static func flood(_ contender: Contender, count: Int, pause: Double) -> Int {
        let (connection, player) = startWithPlayer(contender, .reply)
        let requests = connection.requests("property/set", (0..<count).map { setName(of: player, to: "Colin \($0)") })
        let pauseEnd = Measurement.monotonicNanoseconds() + Int(pause * 1e9)
        let written = connection.pauseReading(until: pauseEnd, writing: requests)
        var rest: [UInt8]? = written < requests.count ? Array(requests[written...]) : nil
        var answered = 0
        connection.exchange(next: { rest.take() }, until: { answered == count }) { line in
            guard line.starts(with: responsePrefix) else {
                fatal("\(contender.name) sent a notification for a set that changed nothing")
            }
            answered += 1
        }
        let peak = connection.child.memory("VmHWM")
        connection.child.finish()
        return peak
    }
}
