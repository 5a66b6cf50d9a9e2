import Testing

@testable import Protocol

@Suite("FrameDecoder with LSP framing")
struct FrameDecoderLSPTests {
    let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1.0"}}"#

    @Test("one frame decodes however the stream is split")
    func oneFrame() {
        expectDecoding(Array(lspFrame(body).utf8), produces: [frame(body)])
    }

    @Test("two frames in one chunk decode in order")
    func twoFrames() {
        let input = lspFrame(#"{"a":1}"#) + lspFrame("[2]")
        expectDecoding(Array(input.utf8), produces: [frame(#"{"a":1}"#), frame("[2]")])
    }

    @Test("the framing is detected from the first non-whitespace byte")
    func detection() {
        var decoder = FrameDecoder()
        #expect(decoder.framing == nil)
        #expect(decoder.feed(Array(" \r\n\t".utf8)).isEmpty)
        #expect(decoder.framing == nil)
        #expect(decoder.feed(Array(lspFrame("{}").utf8)) == [frame("{}")])
        #expect(decoder.framing == .lsp)
    }

    @Test("header names are case-insensitive, bare \\n ends lines, and spaces around values are ignored")
    func lenientHeaders() {
        let input = "content-LENGTH:\t2 \nX-Other: whatever\n\n{}" + "CONTENT-LENGTH:2\r\n\r\n[]"
        expectDecoding(Array(input.utf8), produces: [frame("{}"), frame("[]")])
    }

    @Test(
        "a UTF-8 charset in Content-Type is accepted in any spelling",
        arguments: [
            "application/vscode-jsonrpc; charset=utf-8", "application/json; charset=UTF8",
            "application/json;charset=\"Utf-8\"",
            "application/json", "text/plain; foo=bar",
        ]
    )
    func acceptedCharsets(contentType: String) {
        let input = lspFrame("{}", extraHeaders: "Content-Type: \(contentType)\r\n")
        expectDecoding(Array(input.utf8), produces: [frame("{}")])
    }

    @Test("another charset is an error and the body is skipped exactly")
    func unsupportedCharset() {
        let skipped = "{\"a\":\"\u{E9}\u{E9}\"}"
        let input =
            lspFrame(skipped, extraHeaders: "Content-Type: application/json; charset=latin1\r\n") + lspFrame("{}")
        expectDecoding(Array(input.utf8), produces: [.error(.unsupportedCharset("latin1")), frame("{}")])
    }

    @Test("Content-Length: 0 is an empty frame")
    func emptyBody() {
        expectDecoding(Array("Content-Length: 0\r\n\r\n".utf8), produces: [frame("")])
    }

    @Test("stray blank lines between frames are tolerated")
    func blankLinesBetweenFrames() {
        let input = lspFrame("{}") + "\r\n\r\n" + lspFrame("[]")
        expectDecoding(Array(input.utf8), produces: [frame("{}"), frame("[]")])
    }

    @Test(
        "a bad header is a badFrame error, then the decoder resyncs at the next Content-Length line",
        arguments: [
            "Content-Length: abc\r\n\r\n{}",
            "Content-Length: -2\r\n\r\n{}",
            "Content-Length: +2\r\n\r\n{}",
            "Content-Length: 2 2\r\n\r\n{}",
            "Content-Length:\r\n\r\n{}",
            "Content-Length: 0x10\r\n\r\n{}",
            "Content-Length: 99999999999999999999999\r\n\r\nxx",
            "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
            "Content-Type: application/json\r\n\r\n{}",
            "Garbage without a colon\r\n\r\n{}",
            ": no name\r\n\r\n{}",
            "hello world, this is not a header\n",
        ]
    )
    func badHeader(prefix: String) {
        let input = prefix + lspFrame(#"{"ok":true}"#)
        var decoder = FrameDecoder(framing: .lsp)
        let events = decoder.feed(Array(input.utf8)) + decoder.finish()
        #expect(events.count == 2, "\(describe(events))")
        guard case .error(let error)? = events.first else {
            Issue.record("expected an error first: \(describe(events))")
            return
        }
        #expect(error.kind == "badFrame")
        #expect(error.code == .parseError)
        #expect(events.last == frame(#"{"ok":true}"#))
    }

    @Test("resync finds the next header glued to the end of the rejected body, however the stream is split")
    func resyncSplit() {
        let input = "Content-Length: x1\r\n\r\n{\"lost\":1}" + lspFrame("{}") + lspFrame("[]")
        expectDecoding(
            Array(input.utf8),
            produces: [.error(.badFrame("Content-Length must be decimal digits, got 'x1'")), frame("{}"), frame("[]")]
        )
    }

    @Test("a false match inside junk costs one more bad frame, then the real header is found")
    func resyncFalseMatch() {
        let input = "Bogus\r\njunk Content-Length: 9\r\nmore junk\r\n" + lspFrame("{}")
        expectDecoding(
            Array(input.utf8),
            produces: [
                .error(.badFrame("header line without ':' (Bogus)")),
                .error(.badFrame("header line without ':' (more junk)")),
                frame("{}"),
            ]
        )
    }

    @Test("resync matches Content-Length in any case, even right after a partial match")
    func resyncCaseInsensitive() {
        let input = "oops\r\n" + "ccontent-length: 2\r\n\r\n{}"
        expectDecoding(
            Array(input.utf8), framing: .lsp,
            produces: [.error(.badFrame("header line without ':' (oops)")), frame("{}")])
    }

    @Test("a header block over 8 KiB is a bad frame, even without a line end")
    func headerTooLong() {
        let longLine = "X-Padding: " + String(repeating: "a", count: 9000) + "\r\n"
        var decoder = FrameDecoder(framing: .lsp)
        var events = decoder.feed(Array((longLine + lspFrame("{}")).utf8))
        #expect(events.first?.isBadFrame == true)
        #expect(events.last == frame("{}"))

        decoder = FrameDecoder(framing: .lsp)
        events = decoder.feed(Array(String(repeating: "b", count: 20_000).utf8))
        #expect(events.count == 1)
        #expect(events.first?.isBadFrame == true)
        #expect(decoder.bufferedByteCount == 0)
        #expect(decoder.feed(Array(("\n" + lspFrame("{}")).utf8)) == [frame("{}")])
    }

    @Test("many headers under 8 KiB in total are fine")
    func manyHeaders() {
        let headers = (0..<100).map { "X-H\($0): value\r\n" }.joined()
        expectDecoding(Array(lspFrame("{}", extraHeaders: headers).utf8), produces: [frame("{}")])
    }

    @Test("finish() reports a partial header or body as a bad frame, and a clean end as nothing")
    func finish() {
        var decoder = FrameDecoder()
        _ = decoder.feed(Array("Content-Length: 10\r\n\r\n{}".utf8))
        #expect(decoder.finish() == [.error(.badFrame("end of input after 2 of 10 body bytes"))])

        _ = decoder.feed(Array("Content-Len".utf8))
        #expect(decoder.finish() == [.error(.badFrame("end of input inside a header block"))])

        _ = decoder.feed(Array("Content-Length: 2\r\n".utf8))
        #expect(decoder.finish() == [.error(.badFrame("end of input inside a header block"))])

        #expect(decoder.feed(Array(lspFrame("{}").utf8)) == [frame("{}")])
        #expect(decoder.finish().isEmpty)
        #expect(decoder.framing == .lsp)
    }

    @Test("raw buffers feed the same way as arrays")
    func rawBuffers() {
        var decoder = FrameDecoder()
        let input = Array(lspFrame("{}").utf8)
        let events = input.withUnsafeBytes { decoder.feed($0) }
        #expect(events == [frame("{}")])
    }
}

extension FrameEvent {
    var isBadFrame: Bool {
        if case .error(let error) = self { return error.kind == "badFrame" }
        return false
    }
}
