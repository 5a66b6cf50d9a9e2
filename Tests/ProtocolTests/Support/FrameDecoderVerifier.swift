import Testing

@testable import Protocol

/// Decodes `input` fed in every way a stream can split it, as swift-nio's
/// ByteToMessageDecoderVerifier does: all at once, one byte at a time, in two chunks split at every
/// index, and in three chunks split at every pair of indices (sampled for long inputs). Every way
/// must produce `expected`, `finish()` included, both from `feed` and from `next(in:from:)`, whose
/// frames that lay whole in a chunk are read where they lay.
func expectDecoding(
    _ input: [UInt8],
    framing: Framing? = nil,
    maxMessageBytes: Int = 1 << 20,
    produces expected: [FrameEvent],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    func decode(_ chunks: [ArraySlice<UInt8>]) -> [FrameEvent] {
        var decoder = FrameDecoder(framing: framing, maxMessageBytes: maxMessageBytes)
        var events: [FrameEvent] = []
        for chunk in chunks {
            events += decoder.feed(Array(chunk))
        }
        return events + decoder.finish()
    }
    func decodeInPlace(_ chunks: [ArraySlice<UInt8>]) -> [FrameEvent] {
        var decoder = FrameDecoder(framing: framing, maxMessageBytes: maxMessageBytes)
        var events: [FrameEvent] = []
        for chunk in chunks {
            Array(chunk).withUnsafeBytes { bytes in
                var index = 0
                while let span = decoder.next(in: bytes, from: &index) {
                    switch span {
                    case .bytes(let range): events.append(.frame(Array(bytes[range])))
                    case .frame(let frame): events.append(.frame(frame))
                    case .error(let error): events.append(.error(error))
                    }
                }
                #expect(index == bytes.count, "every byte is consumed", sourceLocation: sourceLocation)
            }
        }
        return events + decoder.finish()
    }
    func check(_ chunks: [ArraySlice<UInt8>], _ how: @autoclosure () -> String) -> Bool {
        for (way, events) in [("feed", decode(chunks)), ("next", decodeInPlace(chunks))] where events != expected {
            Issue.record(
                "\(way), fed \(how()): got \(describe(events)), expected \(describe(expected))",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    guard check([input[...]], "all at once"),
        check(input.indices.map { input[$0...$0] }, "one byte at a time")
    else { return }
    for split in 0...input.count where !check([input[..<split], input[split...]], "split at \(split)") {
        return
    }
    let step = max(1, input.count / 60)
    for first in stride(from: 0, through: input.count, by: step) {
        for second in stride(from: first, through: input.count, by: step)
        where !check([input[..<first], input[first..<second], input[second...]], "split at \(first) and \(second)") {
            return
        }
    }
}

func describe(_ events: [FrameEvent]) -> String {
    let parts = events.map { event in
        switch event {
        case .frame(let bytes): "frame(\(String(decoding: bytes, as: UTF8.self).debugDescription))"
        case .error(let error): "error(\(error.kind))"
        }
    }
    return "[\(parts.joined(separator: ", "))]"
}

func frame(_ body: String) -> FrameEvent {
    .frame(Array(body.utf8))
}

/// An LSP frame around `body`, with the Content-Length it needs.
func lspFrame(_ body: String, extraHeaders: String = "") -> String {
    "Content-Length: \(body.utf8.count)\r\n\(extraHeaders)\r\n\(body)"
}
