import Synchronization

/// The default tweet service: a corpus of made-up tweets built into the package, so the Twitter app
/// works with no network and no API key, and tests get the same answers every time.
///
/// Rules:
/// - `tweetCount` tweets (4,000 unless told, a quarter of them about everyday life) made from
///   `seed`; see `TweetCorpus` for what a search matches.
/// - Every search first waits `latency` on `clock` (no wait unless told), then answers.
/// - The corpus is made on the first search, never at start-up, and copies share it.
/// - Important: Shareable across threads. A search whose task is cancelled throws
///   `CancellationError`.
public struct OfflineTweetCorpus: TweetSearchService {
    /// Settable, so one corpus serves callers that want different latencies.
    public var latency: Duration
    private let clock: any Clock<Duration>
    private let storage: Storage

    public init(
        tweetCount: Int = 4_000, seed: UInt64 = 2014, latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.latency = latency
        self.clock = clock
        storage = Storage(count: tweetCount, seed: seed)
    }

    public func search(_ text: String) async throws -> [TweetData] {
        try Task.checkCancellation()
        if latency > .zero {
            try await clock.sleep(for: latency)
        }
        try Task.checkCancellation()
        return storage.corpus.search(text)
    }

    /// Every tweet, most recent first.
    public var tweets: [TweetData] { storage.corpus.tweets }

    /// The corpus, built by the first caller while later ones wait on the `Mutex`.
    private final class Storage: Sendable {
        private let count: Int
        private let seed: UInt64
        private let built = Mutex<TweetCorpus?>(nil)

        init(count: Int, seed: UInt64) {
            self.count = count
            self.seed = seed
        }

        var corpus: TweetCorpus {
            built.withLock { built in
                let corpus = built ?? TweetCorpus(count: count, seed: seed)
                built = corpus
                return corpus
            }
        }
    }
}
