import Testing

@testable import Protocol

@Suite("FrameDecoder never buffers what it skips")
struct FrameDecoderLimitTests {
    static let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
    static let hundredMegabytes = 100 << 20

    @Test("an LSP body declared over the limit is reported and skipped exactly")
    func oversizedLSP() {
        let input = "Content-Length: 20\r\n\r\n" + String(repeating: "z", count: 20) + lspFrame("{}")
        expectDecoding(
            Array(input.utf8), maxMessageBytes: 10,
            produces: [.error(.messageTooLarge(length: 20, limit: 10)), frame("{}")])
    }

    @Test("100 MB of an oversized LSP body pass through in 64 KiB chunks without being buffered")
    func hundredMegabytesLSP() {
        var decoder = FrameDecoder(maxMessageBytes: 1 << 20)
        let header = decoder.feed(Array("Content-Length: \(Self.hundredMegabytes)\r\n\r\n".utf8))
        #expect(header == [.error(.messageTooLarge(length: Self.hundredMegabytes, limit: 1 << 20))])
        var fed = 0
        var largestBuffer = 0
        while fed < Self.hundredMegabytes {
            let events = Self.chunk.withUnsafeBytes { decoder.feed($0) }
            #expect(events.isEmpty)
            largestBuffer = max(largestBuffer, decoder.bufferCapacity)
            fed += Self.chunk.count
        }
        #expect(largestBuffer < 1024)
        #expect(decoder.bufferedByteCount == 0)
        #expect(decoder.feed(Array(lspFrame("{}").utf8)) == [frame("{}")])
    }

    @Test("100 MB of one ndjson line over the limit pass through without growing the buffer past the limit")
    func hundredMegabytesNDJSON() {
        let limit = 1 << 20
        var decoder = FrameDecoder(maxMessageBytes: limit)
        var events = decoder.feed(Array("{".utf8))
        var fed = 1
        var largestBuffer = 0
        while fed < Self.hundredMegabytes {
            events += Self.chunk.withUnsafeBytes { decoder.feed($0) }
            largestBuffer = max(largestBuffer, decoder.bufferCapacity)
            fed += Self.chunk.count
        }
        #expect(events.count == 1)
        if case .error(let error)? = events.first {
            #expect(error.kind == "messageTooLarge")
        }
        #expect(largestBuffer <= limit + (8 << 10) + Self.chunk.count)
        #expect(decoder.bufferedByteCount == 0)
        #expect(decoder.feed(Array("\n{}\n".utf8)) == [frame("{}")])
    }

    @Test("junk with no line end is discarded during resync without being buffered")
    func junkDuringResync() {
        var decoder = FrameDecoder(framing: .lsp)
        var events: [FrameEvent] = []
        for _ in 0..<64 {
            events += Self.chunk.withUnsafeBytes { decoder.feed($0) }
            #expect(decoder.bufferCapacity < 16 << 10)
        }
        #expect(events.count == 1)
        #expect(events.first?.isBadFrame == true)
        #expect(decoder.feed(Array(("\r\n" + lspFrame("{}")).utf8)) == [frame("{}")])
    }

    @Test("a body within the limit is buffered once at its exact size")
    func bodyReservation() {
        var decoder = FrameDecoder(maxMessageBytes: 1 << 20)
        _ = decoder.feed(Array("Content-Length: 1000\r\n\r\n".utf8))
        _ = decoder.feed([UInt8](repeating: UInt8(ascii: " "), count: 10))
        #expect(decoder.bufferedByteCount == 10)
        #expect(decoder.bufferCapacity >= 1000 && decoder.bufferCapacity < 1100)
    }
}
