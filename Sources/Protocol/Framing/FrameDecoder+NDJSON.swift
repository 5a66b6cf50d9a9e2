extension FrameDecoder {
    /// Consumes bytes up to and including the next `\n`, emitting the completed line.
    ///
    /// The unfinished line may hold one byte over the limit, since it may be the `\r` of `\r\n`.
    mutating func readLine(_ input: UnsafeBufferPointer<UInt8>, from start: Int, events: inout some FrameSink) -> Int {
        guard let newline = Self.newline(in: input, from: start) else {
            let length = buffer.count + input.count - start
            guard length <= maxMessageBytes + 1 else {
                events.error(.messageTooLarge(length: length, limit: maxMessageBytes))
                buffer = []
                state = .discardingLine
                return input.count
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[start...]))
            return input.count
        }
        let line = UnsafeBufferPointer(rebasing: input[start..<newline])
        if buffer.isEmpty {
            let end = line.last == UInt8(ascii: "\r") ? newline - 1 : newline
            let body = UnsafeBufferPointer(rebasing: input[start..<end])
            switch kind(of: body) {
            case .message: events.frame(in: input, start..<end)
            case .tooLarge: events.error(.messageTooLarge(length: body.count, limit: maxMessageBytes))
            case .blank: break
            }
        } else if buffer.count + line.count > maxMessageBytes + 1 {
            events.error(.messageTooLarge(length: buffer.count + line.count, limit: maxMessageBytes))
            buffer = []
        } else {
            buffer.append(contentsOf: line)
            finishLine(events: &events)
        }
        return newline + 1
    }

    /// Emits the buffered line, handing the buffer itself over as the frame.
    mutating func finishLine(events: inout some FrameSink) {
        var line = buffer
        buffer = []
        if line.last == UInt8(ascii: "\r") {
            line.removeLast()
        }
        switch line.withUnsafeBufferPointer({ kind(of: $0) }) {
        case .message: events.frame(line)
        case .tooLarge: events.error(.messageTooLarge(length: line.count, limit: maxMessageBytes))
        case .blank: break
        }
    }

    private enum LineKind {
        case message, tooLarge, blank
    }

    /// Classifies a complete line, already without its line end.
    private func kind(of line: UnsafeBufferPointer<UInt8>) -> LineKind {
        if line.count > maxMessageBytes { return .tooLarge }
        return line.allSatisfy(Self.isBlank) ? .blank : .message
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
