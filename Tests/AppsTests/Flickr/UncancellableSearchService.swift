import Synchronization

@testable import Apps
@testable import ViewModels

/// A service that answers a search only when the test says so, even if the search was cancelled
/// meanwhile: a web request whose answer was already on its way when the user gave up.
final class UncancellableSearchService: PhotoSearchService {
    /// Guards the waiting search: it arrives from the cooperative pool, the test answers it from the
    /// main actor.
    private let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)
    let arrivals: AsyncStream<String>
    private let announce: AsyncStream<String>.Continuation

    init() {
        (arrivals, announce) = AsyncStream.makeStream()
    }

    func search(_ text: String) async throws -> PhotoSearchResult {
        let answer = try await FlickrFixture.reference.search(text)
        await withCheckedContinuation { continuation in
            waiting.withLock { $0 = continuation }
            announce.yield(text)
        }
        return answer
    }

    func metadata(for photoID: String) async throws -> PhotoMetadata {
        try await FlickrFixture.reference.metadata(for: photoID)
    }

    /// Lets the waiting search answer.
    func answer() {
        waiting.withLock { waiting in
            waiting?.resume()
            waiting = nil
        }
    }
}
