import Testing

@testable import Protocol

@Suite("FrameDecoder with NDJSON framing")
struct FrameDecoderNDJSONTests {
    @Test("lines decode however the stream is split; '{' or '[' first selects ndjson")
    func lines() {
        let input = "{\"a\":1}\n[1,2]\n{\"b\":\"x\\ny\"}\n"
        expectDecoding(Array(input.utf8), produces: [frame("{\"a\":1}"), frame("[1,2]"), frame("{\"b\":\"x\\ny\"}")])
        var decoder = FrameDecoder()
        _ = decoder.feed(Array("\n  [".utf8))
        #expect(decoder.framing == .ndjson)
    }

    @Test("\\r\\n line ends lose their \\r, and blank or whitespace-only lines are ignored")
    func crlfAndBlankLines() {
        let input = "{\"a\":1}\r\n\r\n\n   \n\t \r\n{\"b\":2}\r\n"
        expectDecoding(Array(input.utf8), produces: [frame("{\"a\":1}"), frame("{\"b\":2}")])
    }

    @Test("finish() turns a last line without a newline into a frame")
    func lastLineWithoutNewline() {
        expectDecoding(Array("{\"a\":1}\n{\"b\":2}".utf8), produces: [frame("{\"a\":1}"), frame("{\"b\":2}")])
        expectDecoding(Array("{\"a\":1}\r".utf8), produces: [frame("{\"a\":1}")])
        var decoder = FrameDecoder(framing: .ndjson)
        _ = decoder.feed(Array("  \r".utf8))
        #expect(decoder.finish().isEmpty)
    }

    @Test("a line of exactly the limit is a frame, with or without \\r")
    func exactlyAtLimit() {
        let line = "[" + String(repeating: "1", count: 8) + "]"
        expectDecoding(
            Array((line + "\n" + line + "\r\n").utf8), maxMessageBytes: 10, produces: [frame(line), frame(line)])
    }

    @Test("a line over the limit is an error and the next line still decodes")
    func overLimit() {
        let long = "[" + String(repeating: "1", count: 40) + "]"
        var decoder = FrameDecoder(framing: .ndjson, maxMessageBytes: 10)
        let events = decoder.feed(Array((long + "\n[2]\n").utf8))
        #expect(events.count == 2)
        if case .error(let error)? = events.first {
            #expect(error.kind == "messageTooLarge")
            #expect(error.data["limit"] == 10)
        } else {
            Issue.record("expected messageTooLarge, got \(describe(events))")
        }
        #expect(events.last == frame("[2]"))
    }

    @Test("an oversized line is reported once however it is split")
    func overLimitSplit() {
        let input = Array(("[" + String(repeating: "1", count: 20) + "]\r\n{}\n").utf8)
        for split in 0...input.count {
            var decoder = FrameDecoder(framing: .ndjson, maxMessageBytes: 10)
            let events = decoder.feed(Array(input[..<split])) + decoder.feed(Array(input[split...])) + decoder.finish()
            #expect(events.count == 2, "split at \(split): \(describe(events))")
            #expect(events.last == frame("{}"))
            #expect(decoder.bufferedByteCount == 0)
        }
    }

    @Test("forced ndjson treats every line as a message, whatever it starts with")
    func forced() {
        expectDecoding(Array("Content-Length: 2\n".utf8), framing: .ndjson, produces: [frame("Content-Length: 2")])
    }

    @Test("forced LSP reads a stream that starts with '{' as a bad header")
    func forcedLSP() {
        var decoder = FrameDecoder(framing: .lsp)
        let events = decoder.feed(Array("{\"a\":1}\n".utf8))
        #expect(events.count == 1)
        #expect(events.first?.isBadFrame == true)
    }
}
