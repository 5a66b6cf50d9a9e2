import Testing

@testable import Protocol

@Suite("FrameEncoder")
struct FrameEncoderTests {
    @Test("LSP frames carry a Content-Length header; ndjson frames end with a newline")
    func frames() {
        var buffer: [UInt8] = []
        FrameEncoder.append(body: Array("{}".utf8), framing: .lsp, to: &buffer)
        FrameEncoder.append(body: Array("[1]".utf8), framing: .ndjson, to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "Content-Length: 2\r\n\r\n{}[1]\n")
    }

    @Test("whatever the encoder frames, the decoder reads back", arguments: Framing.allCases)
    func roundTrip(framing: Framing) {
        let bodies = ["{}", #"{"text":"line\nbreak é"}"#, "[" + String(repeating: "1,", count: 5000) + "1]"].map {
            Array($0.utf8)
        }
        var stream: [UInt8] = []
        for body in bodies {
            FrameEncoder.append(body: body, framing: framing, to: &stream)
        }
        var decoder = FrameDecoder()
        #expect(decoder.feed(stream) + decoder.finish() == bodies.map { .frame($0) })
        #expect(decoder.framing == framing)
    }
}
