/// The default photo service: a catalog of made-up photos built into the package, so the Flickr app
/// works with no network and no API key, and tests get the same answers every time.
///
/// Rules:
/// - `photoCount` photos (5,000 unless told) made from `seed`: two catalogs with the same count and
///   seed hold the same photos.
/// - A search reads the text as a search box does (`SearchQuery`): case and diacritics folded, plural
///   and singular alike, every word required in any order, a quoted phrase kept together, the last
///   word as a prefix. It answers the best matches first (a title word over a tag, an exact word
///   over its stem over a prefix), the most interesting first among equals, at most
///   `PhotoSearchResult.pageSize`, and counts them all. A text without words matches nothing.
/// - Every call first waits `latency` on `clock` (no wait unless told), then passes `gate` when there
///   is one, then throws what `failure` returns for it, if anything; only then does it answer.
/// - Photos and their index are made on the first call that needs them, never at start-up.
/// - Important: Shareable across threads; copies share one index. A call whose task is cancelled
///   throws `CancellationError`.
public struct OfflinePhotoCatalog: PhotoSearchService {
    /// The seed of the catalog every server and example uses, so transcripts can name real photos.
    public static let defaultSeed: UInt64 = 2014

    /// Settable, so one catalog serves callers that want different latencies without building its
    /// index twice.
    public var latency: Duration
    private let clock: any Clock<Duration>
    private let gate: PhotoRequestGate?
    private let failure: @Sendable (PhotoRequest) -> (any Error)?
    private let storage: LazyCatalogIndex

    public init(
        photoCount: Int = 5_000,
        seed: UInt64 = defaultSeed,
        latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock(),
        gate: PhotoRequestGate? = nil,
        failure: @escaping @Sendable (PhotoRequest) -> (any Error)? = { _ in nil }
    ) {
        self.latency = latency
        self.clock = clock
        self.gate = gate
        self.failure = failure
        storage = LazyCatalogIndex(photoCount: photoCount, seed: seed)
    }

    /// Every photo, most interesting first.
    public var entries: [Entry] {
        storage.index.entries
    }

    public func search(_ text: String) async throws -> PhotoSearchResult {
        try await travel(.search(text))
        let (total, photos) = storage.index.search(text, limit: PhotoSearchResult.pageSize)
        return PhotoSearchResult(searchText: text, totalResults: total, photos: photos)
    }

    public func metadata(for photoID: String) async throws -> PhotoMetadata {
        try await travel(.metadata(photoID: photoID))
        guard let entry = storage.index.entry(id: photoID) else {
            throw UnknownPhotoError(photoID: photoID)
        }
        return entry.metadata
    }

    /// What a network would do to `request` before it is answered: delay it, hold it, fail it.
    private func travel(_ request: PhotoRequest) async throws {
        try Task.checkCancellation()
        if latency > .zero {
            try await clock.sleep(for: latency)
        }
        try await gate?.pass(request)
        try Task.checkCancellation()
        if let error = failure(request) {
            throw error
        }
    }
}
