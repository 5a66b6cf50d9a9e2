import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers Flickr requests from recorded bodies instead of the network, so the web service is tested
/// offline and the same way every time.
///
/// Rules:
/// - Replies are chosen by the request's `api_key` and `method`: each test serves under its own key,
///   so tests running in parallel never see each other's replies or requests.
/// - A method with no reply fails the way an unreachable host does.
/// - A held reply is sent only by `releaseHeld`, so a test can act while a request is in flight.
/// - Important: URLSession loads on its own threads; the routes sit behind a `Mutex`.
final class StubURLProtocol: URLProtocol {
    struct Reply: Sendable {
        var status = 200
        var body: String
        var isHeld = false
    }

    /// A load waiting for `releaseHeld`.
    ///
    /// - Important: `@unchecked Sendable` because URLProtocol is not; the load is only used to call
    ///   its client, which FoundationNetworking serializes on the task's own queue.
    private struct HeldLoad: @unchecked Sendable {
        let load: StubURLProtocol
        let reply: Reply
    }

    private struct Route {
        var replies: [String: Reply]
        var requests: [URL] = []
        var held: [HeldLoad] = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    /// Guards every test's replies, the requests they received and the loads they hold.
    private static let routes = Mutex<[String: Route]>([:])

    /// A session whose every request this stub answers.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }()

    /// Answers requests made with `apiKey`, by their `method` query item.
    static func serve(_ replies: [String: Reply], forKey apiKey: String) {
        routes.withLock { $0[apiKey] = Route(replies: replies) }
    }

    /// The URLs requested with `apiKey`, in the order they arrived.
    static func requests(forKey apiKey: String) -> [URL] {
        routes.withLock { $0[apiKey]?.requests ?? [] }
    }

    /// Returns once at least `count` requests were made with `apiKey`.
    static func waitForRequests(forKey apiKey: String, atLeast count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isSatisfied = routes.withLock { routes in
                guard routes[apiKey, default: Route(replies: [:])].requests.count < count else { return true }
                routes[apiKey, default: Route(replies: [:])].waiters.append((count, continuation))
                return false
            }
            if isSatisfied {
                continuation.resume()
            }
        }
    }

    /// Sends the held replies to the requests made with `apiKey`.
    static func releaseHeld(forKey apiKey: String) {
        let held = routes.withLock { routes in
            defer { routes[apiKey]?.held = [] }
            return routes[apiKey]?.held ?? []
        }
        for held in held {
            held.load.answer(held.reply)
        }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url else { return }
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in query.first { $0.name == name }?.value ?? "" }
        let apiKey = value("api_key")
        let (reply, waiters) = Self.routes.withLock { routes in
            routes[apiKey]?.requests.append(url)
            let reply = routes[apiKey]?.replies[value("method")]
            if let reply, reply.isHeld {
                routes[apiKey]?.held.append(HeldLoad(load: self, reply: reply))
            }
            let count = routes[apiKey]?.requests.count ?? 0
            let waiters = routes[apiKey]?.waiters.filter { $0.count <= count } ?? []
            routes[apiKey]?.waiters.removeAll { $0.count <= count }
            return (reply, waiters)
        }
        waiters.forEach { $0.continuation.resume() }
        guard let reply else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
            return
        }
        if !reply.isHeld {
            answer(reply)
        }
    }

    override func stopLoading() {}

    private func answer(_ reply: Reply) {
        guard let url = request.url,
            let response = HTTPURLResponse(
                url: url,
                statusCode: reply.status,
                httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"]
            )
        else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(reply.body.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
}
