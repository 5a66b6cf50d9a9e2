import FlickrWeb
import Foundation
import Testing

@Suite("Flickr API key secrecy")
struct APIKeySecrecyTests {
    /// Every way a call can fail, each echoing the key where Flickr or the transport might.
    enum Failure: String, CaseIterable {
        case httpStatus, refused, refusedQuotingKey, malformed, unreachable

        func replies(apiKey: String) -> [String: StubURLProtocol.Reply] {
            let reply: StubURLProtocol.Reply? =
                switch self {
                case .httpStatus: .init(status: 403, body: "forbidden for \(apiKey)")
                case .refused: .init(body: RecordedBodies.invalidKey)
                case .refusedQuotingKey:
                    .init(body: #"{"stat":"fail","code":100,"message":"Invalid API Key (\#(apiKey))"}"#)
                case .malformed: .init(body: "{\"\(apiKey)\": ")
                case .unreachable: nil
                }
            return reply.map { ["flickr.photos.search": $0] } ?? [:]
        }
    }

    @Test("no error description contains the API key", arguments: Failure.allCases)
    func errorsHideKey(failure: Failure) async throws {
        let apiKey = StubbedFlickr.newKey()
        let flickr = StubbedFlickr(apiKey: apiKey, failure.replies(apiKey: apiKey))
        let error = await #expect(throws: FlickrAPIError.self) { try await flickr.service.search("bridge") }
        let text = String(describing: error) + String(reflecting: error)
        #expect(!text.contains(flickr.apiKey))
    }

    @Test("describing, reflecting or dumping the service never shows the API key")
    func serviceHidesKey() {
        let flickr = StubbedFlickr([:])
        var dumped = ""
        dump(flickr.service, to: &dumped)
        for text in [String(describing: flickr.service), String(reflecting: flickr.service), dumped] {
            #expect(!text.contains(flickr.apiKey))
        }
    }
}
