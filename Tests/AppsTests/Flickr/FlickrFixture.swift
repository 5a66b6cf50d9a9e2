import Synchronization

@testable import Apps
@testable import ViewModels

/// The Flickr view models' world in a test: a small offline catalog on a test clock, a gate to hold
/// its answers, failure injection, and a navigation stack.
@MainActor
struct FlickrFixture {
    /// What a failure injected into the catalog says, as the user would read it.
    struct ServiceDown: Error, CustomStringConvertible {
        var description: String { "Flickr is not answering" }
    }

    /// The catalog without latency, gate or failures: the answers the tests expect.
    static let reference = OfflinePhotoCatalog(photoCount: 500)

    /// What the catalog's failure injection reads and writes; the catalog calls it from any thread.
    final class Controls: Sendable {
        let failing = Mutex<Set<PhotoRequest>>([])
        let requests = Mutex<[PhotoRequest]>([])
    }

    let clock = TestClock()
    let gate: PhotoRequestGate
    let navigator = RecordingNavigator()
    let arrivals: GateArrivals
    let catalog: OfflinePhotoCatalog
    let controls = Controls()

    /// - Parameter holding: the requests the gate holds until the test releases them.
    init(latency: Duration = .zero, holding: @escaping @Sendable (PhotoRequest) -> Bool = { _ in false }) {
        gate = PhotoRequestGate(holding: holding)
        arrivals = GateArrivals(gate)
        catalog = OfflinePhotoCatalog(
            photoCount: 500, latency: latency, clock: clock, gate: gate,
            failure: { [controls] request in
                controls.requests.withLock { $0.append(request) }
                return controls.failing.withLock { $0.contains(request) } ? ServiceDown() : nil
            })
    }

    var services: FlickrServices {
        FlickrServices(photos: catalog, navigator: navigator)
    }

    func makeSearch() -> FlickrSearch {
        FlickrSearch(services: services)
    }

    func makeResults(for text: String) async throws -> SearchResults {
        SearchResults(searchString: text, photos: try await Self.reference.search(text).photos, services: services)
    }

    /// The requests the failure injection fails; changed by the test as it goes.
    func fail(_ requests: Set<PhotoRequest>) {
        controls.failing.withLock { $0 = requests }
    }

    /// Every request that got past the latency and the gate so far, in order.
    var requests: [PhotoRequest] {
        controls.requests.withLock { $0 }
    }

    /// The metadata requests among `requests`.
    var metadataRequests: [PhotoRequest] {
        controls.requests.withLock { $0.filter { if case .metadata = $0 { true } else { false } } }
    }
}
