#if canImport(Glibc)
    import Glibc
#endif

/// The benchmark's client: writes NDJSON requests to a child and reads its lines, on one thread.
///
/// Every exchange goes through `exchange(next:until:handle:)`, a `poll` loop that writes what the pipe
/// takes and reads whatever arrived in between, so the client never blocks on a write while the
/// server blocks on a write to it. Lines are classified by their first bytes, which the server's
/// encoder and the C baseline both write in the same order (`{"jsonrpc":"2.0","id":` for a response,
/// `{"jsonrpc":"2.0","method":` for a notification), so reading costs a `memchr` per line and the
/// client keeps up with either server.
final class Connection {
    let child: ChildProcess
    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
    /// The unread bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var nextID = 1
    /// Seconds an exchange may last before the benchmark gives up on the server.
    static let timeLimit = 60

    init(_ child: ChildProcess) {
        self.child = child
    }

    deinit {
        buffer.deallocate()
    }

    /// Sends one request and waits for its response; returns the response line, and counts the
    /// lines that came before it in `notifications`.
    @discardableResult
    func request(_ method: String, _ params: String, notifications: inout Int) -> String {
        var heard = 0
        let response = request(method, params) { _ in heard += 1 }
        notifications += heard
        return response
    }

    /// Sends one request and waits for its response; returns it, with every line that came before it.
    func requestHearing(_ method: String, _ params: String) -> (response: String, heard: [String]) {
        var heard: [String] = []
        let response = request(method, params) { heard.append(String(decoding: $0, as: UTF8.self)) }
        return (response, heard)
    }

    /// Sends one request and waits for its response, handing each line before it to `hear`.
    private func request(_ method: String, _ params: String, hearing hear: (UnsafeRawBufferPointer) -> Void) -> String {
        let prefix = Array(#"{"jsonrpc":"2.0","id":\#(nextID),"#.utf8)
        var response: String?
        exchange(sending: requests(method, [params]), until: { response != nil }) { line in
            if line.starts(with: prefix) {
                response = String(decoding: line, as: UTF8.self)
            } else {
                hear(line)
            }
        }
        return response ?? ""
    }

    /// Sends one request and waits for its response in blocking `read`s, as a client's reader thread
    /// does, rather than in `poll`; returns the response line and counts the lines before it in
    /// `notifications`. On a two-vCPU VM, a client that waits in `poll` is woken on the other, halted
    /// vCPU in a random share of sessions, whatever server answers it (docs/performance.md, "The
    /// round trip, measured"); a client blocked in `read` is woken where the server ran. Only for
    /// one request at a time: the request must fit in the pipe while the server is idle. The
    /// caller's `Watchdog` bounds how long it may wait.
    @discardableResult
    func blockingRequest(_ method: String, _ params: String, notifications: inout Int) -> String {
        let prefix = Array(#"{"jsonrpc":"2.0","id":\#(nextID),"#.utf8)
        let bytes = requests(method, [params])
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(child.input, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { fatal("the server did not take a request into an idle pipe: errno \(errno)") }
            written += count
        }
        var response: String?
        while true {
            handOut(to: { line in
                if line.starts(with: prefix) {
                    response = String(decoding: line, as: UTF8.self)
                } else {
                    notifications += 1
                }
            }, until: { response != nil })
            if let response { return response }
            fill()
        }
    }

    @discardableResult
    func request(_ method: String, _ params: String) -> String {
        var ignored = 0
        return request(method, params, notifications: &ignored)
    }

    /// Request lines for `method` with these params, numbered on from the last id used.
    func requests(_ method: String, _ params: some Sequence<String>) -> [UInt8] {
        var bytes: [UInt8] = []
        for params in params {
            bytes += Array(#"{"jsonrpc":"2.0","id":\#(nextID),"method":"\#(method)","params":\#(params)}"#.utf8)
            bytes.append(10)
            nextID += 1
        }
        return bytes
    }

    /// Writes `bytes` while handing every line read to `handle`, until `isDone` holds.
    func exchange(
        sending bytes: [UInt8], until isDone: () -> Bool, handle: (UnsafeRawBufferPointer) -> Void
    ) {
        var pending: [UInt8]? = bytes
        exchange(next: { pending.take() }, until: isDone, handle: handle)
    }

    /// Writes each chunk `next` hands out, in order, while handing every line read to `handle`, until
    /// `next` has nothing more and `isDone` holds. Lines are views into the read buffer, valid only
    /// during the call; those read after `isDone` began to hold wait for the next exchange.
    ///
    /// An exchange that lasts longer than `timeLimit` seconds ends the benchmark, so that no session
    /// can hang, whatever the server under test does (falls silent, or talks without answering).
    func exchange(
        next: () -> [UInt8]?, until isDone: () -> Bool, handle: (UnsafeRawBufferPointer) -> Void
    ) {
        let deadline = Measurement.monotonicNanoseconds() + Self.timeLimit * 1_000_000_000
        var chunk = next()
        var written = 0
        handOut(to: handle, until: isDone)
        while chunk != nil || !isDone() {
            let remaining = deadline - Measurement.monotonicNanoseconds()
            guard remaining > 0 else {
                kill(child.pid, SIGKILL)
                fatal("\(child.command[0]) did not finish an exchange within \(Self.timeLimit) s")
            }
            var descriptors = [pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)]
            if chunk != nil { descriptors.append(pollfd(fd: child.input, events: Int16(POLLOUT), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: remaining / 1_000_000 + 1))
            guard ready >= 0 || errno == EINTR else { fatal("poll failed: errno \(errno)") }
            guard ready > 0 else { continue }
            if let bytes = chunk, descriptors.count > 1, descriptors[1].revents != 0 {
                written += bytes.withUnsafeBytes { raw in
                    max(0, write(child.input, raw.baseAddress! + written, raw.count - written))
                }
                if written == bytes.count {
                    chunk = next()
                    written = 0
                }
            }
            if descriptors[0].revents != 0 {
                fill()
                handOut(to: handle, until: isDone)
            }
        }
    }

    /// Reads nothing until the monotonic clock reaches `deadline`, writing `bytes` meanwhile as far as
    /// the pipe takes them: a client that stops reading. Returns how many bytes were written. The
    /// write end is non-blocking, so a server that stops reading too cannot hold the client past
    /// the deadline, and one that reads everything still waits for its answers to be read.
    func pauseReading(until deadline: Int, writing bytes: [UInt8]) -> Int {
        var written = 0
        while true {
            let remaining = deadline - Measurement.monotonicNanoseconds()
            guard remaining > 0 else { return written }
            var descriptor = pollfd(fd: written < bytes.count ? child.input : -1, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&descriptor, 1, Int32(clamping: (remaining + 999_999) / 1_000_000))
            guard ready >= 0 || errno == EINTR else { fatal("poll failed: errno \(errno)") }
            guard ready > 0 else { continue }
            written += bytes.withUnsafeBytes { raw in
                max(0, write(child.input, raw.baseAddress! + written, raw.count - written))
            }
        }
    }

    /// Hands complete lines to `handle` while `isDone` does not hold.
    private func handOut(to handle: (UnsafeRawBufferPointer) -> Void, until isDone: () -> Bool) {
        let base = UnsafeRawPointer(buffer.baseAddress!)
        while !isDone(), let newline = memchr(base + start, 10, end - start) {
            let length = base.distance(to: UnsafeRawPointer(newline)) - start
            handle(UnsafeRawBufferPointer(start: base + start, count: length))
            start += length + 1
        }
    }

    /// Reads once, after the unread bytes; the buffer grows for a line longer than it (the snapshot
    /// of a list of a hundred thousand quotes is one line of megabytes).
    private func fill() {
        if start > 0 {
            buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + start, byteCount: end - start)
            end -= start
            start = 0
        }
        if end == buffer.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 1)
            larger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: end)
            buffer.deallocate()
            buffer = larger
        }
        let count = read(child.output, buffer.baseAddress! + end, buffer.count - end)
        guard count > 0 else { fatal("the server ended the session early, or was stopped at the time limit") }
        end += count
    }
}
