import FlickrWeb
import Foundation

/// A web service that talks to `StubURLProtocol` under a key of its own, the shape of a real Flickr
/// key, so each test sees only its own requests.
struct StubbedFlickr {
    let apiKey: String
    let service: FlickrAPIService

    init(apiKey: String = newKey(), _ replies: [String: StubURLProtocol.Reply]) {
        self.apiKey = apiKey
        StubURLProtocol.serve(replies, forKey: apiKey)
        service = FlickrAPIService(apiKey: apiKey, session: StubURLProtocol.session)
    }

    /// 32 lowercase hex digits, like the keys Flickr hands out.
    static func newKey() -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    /// Each request's query items by name, in the order the requests arrived.
    var requests: [[String: String]] {
        StubURLProtocol.requests(forKey: apiKey).map { url in
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The requests' raw, still percent-encoded queries.
    var encodedQueries: [String] {
        StubURLProtocol.requests(forKey: apiKey).map { $0.query ?? "" }
    }
}
