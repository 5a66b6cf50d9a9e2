import Protocol
import RPCServer
import ServerTransport
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small JSON-RPC client for tests: writes requests, reads every message the server sends, and
/// keeps a transcript of both directions.
///
/// Reading happens on a serial dispatch queue of its own (an overcommitting thread, not the
/// cooperative pool); `next()` suspends (never blocks a pool thread) until a message arrives or it
/// has waited `timeout` seconds for one, which is a failure, not a sleep. The wait is counted from
/// the call: a server that was silent before a request was sent has not kept the client waiting.
///
/// - Important: Thread-safe: the descriptor is written whole messages at a time, and the `Inbox`
///   guards what was read.
public final class WireClient: Sendable {
    /// How every message sent and read is framed.
    public let framing: Framing
    private let output: FrameWriter
    private let inbox: Inbox
    private let lastID = Atomic<Int64>(0)
    private let gate = ReadGate()
    /// The answers waiting for the server's requests, by method.
    private let scripted = ScriptedAnswers()

    /// Talks to a server that reads `output` and writes `input`; takes ownership of both descriptors.
    /// Without `keepsTranscript` nothing is recorded, for tests that exchange millions of messages.
    public init(
        writingTo output: Int32, readingFrom input: Int32, framing: Framing, timeout: Int32 = 30,
        keepsTranscript: Bool = true
    ) {
        let writer = FrameWriter(output)
        inbox = Inbox(keepsTranscript: keepsTranscript)
        self.output = writer
        self.framing = framing
        WaitingThread.start { [inbox, gate, scripted] in
            var decoder = FrameDecoder(framing: framing)
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            let limit = Duration.seconds(timeout)
            while gate.waitWhilePaused() {
                var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                // A slice of the timeout at a time: a wait that began during a slice ends on time.
                let ready = poll(&poller, 1, min(timeout, Inbox.checkInterval) * 1000)
                if ready == 0 {
                    inbox.timeOut(at: .now, after: limit)
                    continue
                }
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let events = chunk.withUnsafeBytes { decoder.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                for event in events {
                    guard case .frame(let body) = event, let message = try? JSONParser.parse(body) else { continue }
                    inbox.deliver(message)
                    if let answer = scripted.response(to: message) {
                        inbox.record("> " + JSONWriter.string(answer))
                        writer.write(Self.frame(answer, framing: framing))
                    }
                }
            }
            close(input)
            inbox.finish()
        }
    }

    deinit {
        output.close()
    }

    /// Answers the server's next requests of `method`, one answer each, in order, as they arrive:
    /// how a test plays the user a view model asks. A request with no answer left waits, for the
    /// test to answer with `respond(to:with:)` or to leave unanswered. Each request still arrives
    /// among the messages the test reads, so the test can check what was asked.
    public func answer(_ method: String, with answers: ScriptedAnswer...) {
        scripted.add(answers, for: method)
    }

    /// Answers the server's request `request` (a message the test read) now.
    public func respond(to request: JSONValue, with answer: ScriptedAnswer) {
        send(answer.response(to: request["id"] ?? .null))
    }

    private static func frame(_ message: JSONValue, framing: Framing) -> [UInt8] {
        var bytes: [UInt8] = []
        FrameEncoder.append(body: JSONWriter.encode(message), framing: framing, to: &bytes)
        return bytes
    }

    /// The next message from the server, or nil when the server closed its output or went silent.
    public func next() async -> JSONValue? {
        await inbox.next()
    }

    /// Sends a request and returns its response with every message that arrived before it.
    public func request(_ method: String, _ params: JSONValue? = nil) async -> Exchange {
        await exchange(until: start(method, params))
    }

    /// Sends a request now and returns its id, for `exchange(until:)` to await the answer later:
    /// how a test moves the clock while a command runs.
    public func start(_ method: String, _ params: JSONValue? = nil) -> JSONValue {
        let id = JSONValue.integer(lastID.add(1, ordering: .relaxed).newValue)
        var message: JSONObject = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
        return id
    }

    /// Collects messages until the response with `id` arrives (or the stream ends).
    public func exchange(until id: JSONValue) async -> Exchange {
        var exchange = Exchange()
        while let message = await next() {
            if message["id"] == id, message["method"] == nil {
                exchange.response = message
                return exchange
            }
            exchange.before.append(message)
        }
        return exchange
    }

    /// Sends a notification; nothing answers it, so nothing is awaited.
    public func notify(_ method: String, _ params: JSONValue? = nil) {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    /// Sends `message` as it is, framed and recorded, for messages `request` and `notify` cannot build.
    public func send(_ message: JSONValue) {
        inbox.record("> " + JSONWriter.string(message))
        sendRaw(Self.frame(message, framing: framing))
    }

    /// Writes bytes as they are, for tests of broken framing.
    public func sendRaw(_ bytes: [UInt8]) {
        output.write(bytes)
    }

    /// Closes the server's input, as a client that ends the session by EOF does.
    public func closeInput() {
        output.close()
    }

    /// Stops reading the server's output after the read in progress, as a client that stopped
    /// keeping up: the pipe fills and the server's writer blocks.
    public func pauseReading() {
        gate.pause()
    }

    /// Reads the server's output again after `pauseReading()`.
    public func resumeReading() {
        gate.resume()
    }

    /// Closes the read end of the server's output after the read in progress, as a client that
    /// goes away without a word: the server's next write fails with EPIPE. Takes effect once the
    /// server sends something (or the read times out).
    public func closeServerOutput() {
        gate.close()
    }

    /// Every message in both directions so far: "> " client to server, "< " server to client.
    public var transcript: [String] { inbox.transcript }
}
