import RPCServer
import ViewModels

extension ViewModelCatalog {
    /// The four apps of the seeds on `services`, registered as any framework user registers theirs.
    public static func builtIn(services: AppServices) -> ViewModelCatalog {
        var catalog = ViewModelCatalog()
        catalog.register(Player.self) { _, _ in Player(services: services.player) }
        catalog.register(FlickrSearch.self) { arguments, navigator in
            let latency = try arguments.optional("latencyMs", as: Double.self)
            if let web = services.webPhotos {
                guard latency == nil else { throw arguments.invalid("latencyMs", "only the offline catalog has one") }
                return FlickrSearch(services: FlickrServices(photos: web, navigator: navigator))
            }
            var photos = services.photoCatalog
            if let latency { photos.latency = try simulatedLatency(milliseconds: latency, arguments) }
            return FlickrSearch(services: FlickrServices(photos: photos, navigator: navigator))
        }
        catalog.register(TwitterSearch.self) { arguments, frontend in
            var tweets = services.tweetCorpus
            if let latency = try arguments.optional("latencyMs", as: Double.self) {
                tweets.latency = try simulatedLatency(milliseconds: latency, arguments)
            }
            return TwitterSearch(tweets: tweets, frontend: frontend)
        }
        catalog.register(QuoteList.self) { arguments, _ in
            try QuoteList.make(arguments: arguments, clock: services.clock)
        }
        return catalog
    }

    /// The `latencyMs` argument of the search apps: 0 makes a session deterministic, and a minute is
    /// more than any network takes, so anything beyond is a mistake rather than a simulation.
    private static func simulatedLatency(milliseconds: Double, _ arguments: ViewModelArguments) throws(ArgumentError)
        -> Duration
    {
        guard (0...60_000).contains(milliseconds) else {
            throw arguments.invalid("latencyMs", "expected milliseconds from 0 to 60000")
        }
        return .milliseconds(milliseconds)
    }
}
