extension FrameDecoder {
    /// Consumes header bytes up to and including the next line end, acting on the completed line.
    mutating func readHeader(
        _ input: UnsafeBufferPointer<UInt8>,
        from start: Int,
        header: LSPHeader,
        events: inout some FrameSink
    ) -> Int {
        var header = header
        guard let newline = Self.newline(in: input, from: start) else {
            header.byteCount += input.count - start
            guard header.byteCount <= Self.maxHeaderBytes else {
                rejectHeader("header block is longer than \(Self.maxHeaderBytes) bytes", events: &events)
                return input.count
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[start...]))
            state = .header(header)
            return input.count
        }
        header.byteCount += newline + 1 - start
        guard header.byteCount <= Self.maxHeaderBytes else {
            rejectHeader("header block is longer than \(Self.maxHeaderBytes) bytes", events: &events)
            return newline + 1
        }
        let result: LSPHeader.LineResult
        if buffer.isEmpty {
            result = header.consume(line: UnsafeBufferPointer(rebasing: input[start..<newline]))
        } else {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<newline]))
            result = buffer.withUnsafeBufferPointer { header.consume(line: $0) }
            buffer.removeAll(keepingCapacity: true)
        }
        switch result {
        case .needsMore:
            state = .header(header)
        case .invalid(let detail):
            rejectHeader(detail, events: &events)
        case .complete:
            startBody(header, events: &events)
        }
        return newline + 1
    }

    private mutating func startBody(_ header: LSPHeader, events: inout some FrameSink) {
        guard let length = header.contentLength else {
            rejectHeader("missing Content-Length header", events: &events)
            return
        }
        if length > maxMessageBytes {
            events.error(.messageTooLarge(length: length, limit: maxMessageBytes))
            state = .skippingBody(remaining: length)
        } else if let charset = header.unsupportedCharset {
            events.error(.unsupportedCharset(charset))
            state = length == 0 ? .header(LSPHeader()) : .skippingBody(remaining: length)
        } else if length == 0 {
            events.frame([])
            state = .header(LSPHeader())
        } else {
            state = .body(length: length)
        }
    }

    private mutating func rejectHeader(_ detail: String, events: inout some FrameSink) {
        events.error(.badFrame(detail))
        buffer = []
        state = .resyncing(matched: 0)
    }

    /// Takes body bytes; a body that arrives whole in one chunk is copied once, straight out of it.
    mutating func readBody(
        _ input: UnsafeBufferPointer<UInt8>,
        from start: Int,
        length: Int,
        events: inout some FrameSink
    ) -> Int {
        let needed = length - buffer.count
        let taken = min(needed, input.count - start)
        let chunk = UnsafeBufferPointer(rebasing: input[start..<start + taken])
        if buffer.isEmpty, taken == needed {
            events.frame(in: input, start..<start + taken)
            state = .header(LSPHeader())
            return start + taken
        }
        if buffer.isEmpty { buffer.reserveCapacity(length) }
        buffer.append(contentsOf: chunk)
        if buffer.count == length {
            events.frame(buffer)
            buffer = []
            state = .header(LSPHeader())
        }
        return start + taken
    }

    /// Discards bytes until `Content-Length` (any case) appears, then reads headers from there.
    ///
    /// The match is not tied to the start of a line: in an LSP stream the next header follows the
    /// previous body directly, and the body of a rejected frame rarely ends with a newline.
    mutating func resync(_ input: UnsafeBufferPointer<UInt8>, from start: Int, matched: Int) -> Int {
        let target: StaticString = "content-length"
        var matched = matched
        var index = start
        while index < input.count {
            let byte = LSPHeader.asciiLowercased(input[index])
            index += 1
            if byte != target.utf8Start[matched] {
                // Only `c` starts the name, and it occurs nowhere else in it.
                matched = byte == target.utf8Start[0] ? 1 : 0
                continue
            }
            matched += 1
            if matched == target.utf8CodeUnitCount {
                buffer = Array(UnsafeBufferPointer(start: target.utf8Start, count: matched))
                state = .header(LSPHeader(byteCount: matched))
                return index
            }
        }
        state = .resyncing(matched: matched)
        return index
    }
}
