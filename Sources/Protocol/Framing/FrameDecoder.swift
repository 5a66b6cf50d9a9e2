#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a byte stream into message bodies: a synchronous state machine with no I/O.
///
/// Feed it chunks of any size, split anywhere; it returns the frames and errors they complete,
/// in stream order. Unless a framing is forced, the first non-whitespace byte decides: `{` or
/// `[` means ndjson, anything else LSP. Bad input never stops it: every skipped frame becomes one
/// ``FrameEvent/error(_:)`` and decoding carries on.
///
/// LSP: header lines end with `\r\n` (a bare `\n` is accepted). A bad or missing Content-Length,
/// a malformed header line, or a header block over 8 KiB is a bad frame; the decoder then resyncs
/// by discarding bytes up to the next `Content-Length`, wherever it appears (the next header
/// follows the previous body directly, not on a new line). A body longer than
/// `maxMessageBytes`, or declared in a charset other than UTF-8, is reported and its bytes
/// skipped exactly, without buffering them.
///
/// NDJSON: one message per `\n`, a `\r` before it stripped; blank lines are ignored. A line over
/// `maxMessageBytes` is reported as soon as it is known to be too long (its reported length is
/// what had arrived by then) and the rest of it is discarded unread.
///
/// - Important: The decoder never holds more than `maxMessageBytes` + 8 KiB, however the input
///   is chunked, so a hostile or broken client cannot make the server buffer without bound.
public struct FrameDecoder: Sendable {
    enum State: Sendable {
        case detecting
        case header(LSPHeader)
        case body(length: Int)
        case skippingBody(remaining: Int)
        /// `matched` counts the bytes of "content-length" seen so far.
        case resyncing(matched: Int)
        case line
        case discardingLine
    }

    static let maxHeaderBytes = 8 * 1024

    /// Nil until the first non-whitespace byte has been seen, unless forced at init.
    public private(set) var framing: Framing?
    /// The longest body or line accepted; a longer one is reported and skipped, never buffered.
    public let maxMessageBytes: Int
    var state: State
    /// The unfinished header line, body or ndjson line.
    var buffer: [UInt8] = []

    /// A decoder at the start of a stream; without `framing` the first non-whitespace byte decides.
    public init(framing: Framing? = nil, maxMessageBytes: Int = 64 << 20) {
        self.framing = framing
        self.maxMessageBytes = maxMessageBytes
        state = Self.initialState(for: framing)
    }

    /// Bytes held for an unfinished frame; tests use it to prove skipped input is not buffered.
    package var bufferedByteCount: Int { buffer.count }

    /// Memory reserved for unfinished frames, which can outlive the bytes themselves.
    package var bufferCapacity: Int { buffer.capacity }

    /// Takes the next chunk of the stream and returns the frames and errors it completes, in order.
    public mutating func feed(_ bytes: [UInt8]) -> [FrameEvent] {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// The same for bytes still in the caller's read buffer, so a chunk is not copied into an array first.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer) -> [FrameEvent] {
        feed(bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// The same, appending to `events`, so a caller that reads in a loop reuses one array.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, into events: inout [FrameEvent]) {
        feed(bytes.assumingMemoryBound(to: UInt8.self), into: &events)
    }

    mutating func feed(_ input: UnsafeBufferPointer<UInt8>) -> [FrameEvent] {
        var events: [FrameEvent] = []
        feed(input, into: &events)
        return events
    }

    private mutating func feed(_ input: UnsafeBufferPointer<UInt8>, into events: inout [FrameEvent]) {
        var index = 0
        while index < input.count {
            index = step(input, from: index, events: &events)
        }
    }

    /// The next frame or error that `input` completes, consuming bytes from `index` up to the end of
    /// it; nil, with every byte consumed, when the rest completes nothing. A frame that lies whole in
    /// `input` is handed back as its range there, not copied: valid as long as `input` is.
    ///
    /// For a reader that decodes each frame straight out of its read buffer; `feed` hands out the
    /// same frames and errors, in the same order, however the stream is chunked.
    public mutating func next(in input: UnsafeRawBufferPointer, from index: inout Int) -> FrameSpan? {
        let bytes = input.assumingMemoryBound(to: UInt8.self)
        var span = FrameSpan.Slot()
        while index < bytes.count, span.span == nil {
            index = step(bytes, from: index, events: &span)
        }
        return span.span
    }

    /// Acts on the bytes from `index` as the state says; returns where the next step starts.
    private mutating func step(
        _ input: UnsafeBufferPointer<UInt8>, from index: Int, events: inout some FrameSink
    ) -> Int {
        switch state {
        case .detecting:
            return detectFraming(input, from: index)
        case .header(let header):
            return readHeader(input, from: index, header: header, events: &events)
        case .body(let length):
            return readBody(input, from: index, length: length, events: &events)
        case .skippingBody(let remaining):
            let skipped = min(remaining, input.count - index)
            state = remaining == skipped ? .header(LSPHeader()) : .skippingBody(remaining: remaining - skipped)
            return index + skipped
        case .resyncing(let matched):
            return resync(input, from: index, matched: matched)
        case .line:
            return readLine(input, from: index, events: &events)
        case .discardingLine:
            guard let newline = Self.newline(in: input, from: index) else { return input.count }
            state = .line
            return newline + 1
        }
    }

    /// Ends the stream: a last ndjson line without `\n` is a frame, and a partial LSP frame is a
    /// bad frame. The decoder is then ready for a new stream in the same framing.
    public mutating func finish() -> [FrameEvent] {
        var events: [FrameEvent] = []
        switch state {
        case .line:
            finishLine(events: &events)
        case .header(let header):
            if header.lineCount > 0 || !buffer.isEmpty {
                events.append(.error(.badFrame("end of input inside a header block")))
            }
        case .body(let length):
            events.append(.error(.badFrame("end of input after \(buffer.count) of \(length) body bytes")))
        case .detecting, .skippingBody, .resyncing, .discardingLine:
            break
        }
        buffer = []
        state = Self.initialState(for: framing)
        return events
    }

    private mutating func detectFraming(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < input.count {
            switch input[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                framing = .ndjson
                state = Self.initialState(for: framing)
                return index
            default:
                framing = .lsp
                state = Self.initialState(for: framing)
                return index
            }
        }
        return index
    }

    private static func initialState(for framing: Framing?) -> State {
        switch framing {
        case nil: .detecting
        case .lsp: .header(LSPHeader())
        case .ndjson: .line
        }
    }

    /// The offset of the first `\n` at or after `start`: the C library's `memchr`, which scans a
    /// vector register at a time. Every frame's line is scanned once, and a Swift loop of eight bytes
    /// a step cost several times more.
    static func newline(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < input.count, let base = input.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), input.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
