import Protocol
import ViewModels

extension ViewModelCatalog {
    /// Every app the server ships, plus, when asked, the view models its own tests use.
    static func builtIn(services: AppServices, includingTestTypes: Bool) -> ViewModelCatalog {
        var catalog = ViewModelCatalog()
        catalog.register(Player.self) { arguments, _ throws(ResponseError) in
            try ArgumentReader(arguments, for: Player.typeName).done()
            return Player(services: services.player)
        }
        catalog.register(FlickrSearch.self) { arguments, navigator throws(ResponseError) in
            var reader = ArgumentReader(arguments, for: FlickrSearch.typeName)
            var catalog = services.photoCatalog
            let latency = try reader.optional("latencyMs", as: Double.self)
            try reader.done()
            if let web = services.webPhotos {
                guard latency == nil else {
                    throw ResponseError.invalidParams(
                        "\(FlickrSearch.typeName) argument 'latencyMs': only the offline catalog has one")
                }
                return FlickrSearch(services: FlickrServices(photos: web, navigator: navigator))
            }
            if let latency { catalog.latency = try simulatedLatency(milliseconds: latency, of: FlickrSearch.typeName) }
            return FlickrSearch(services: FlickrServices(photos: catalog, navigator: navigator))
        }
        catalog.register(SearchResults.self, creatable: false) { _, navigator in
            SearchResults(
                searchString: "", photos: [],
                services: FlickrServices(photos: services.photoCatalog, navigator: navigator))
        }
        catalog.register(SearchResultsItem.self, creatable: false) { _, navigator in
            SearchResultsItem(
                photo: Photo(id: "", title: "", tags: [], thumbnailURL: "", url: ""),
                services: FlickrServices(photos: services.photoCatalog, navigator: navigator),
                limiter: RequestLimiter(limit: SearchResults.maxMetadataRequests))
        }
        catalog.register(TwitterSearch.self) { arguments, _ throws(ResponseError) in
            var reader = ArgumentReader(arguments, for: TwitterSearch.typeName)
            var tweets = services.tweetCorpus
            if let latency = try reader.optional("latencyMs", as: Double.self) {
                tweets.latency = try simulatedLatency(milliseconds: latency, of: TwitterSearch.typeName)
            }
            try reader.done()
            return TwitterSearch(tweets: tweets)
        }
        catalog.register(Tweet.self, creatable: false) { _, _ in
            Tweet(TweetData(id: "", status: "", username: "", profileImageUrl: "", profileBannerUrl: ""))
        }
        catalog.register(QuoteList.self) { arguments, _ throws(ResponseError) in
            try QuoteList.make(arguments: arguments, clock: services.clock)
        }
        catalog.register(Quote.self, creatable: false) { _, _ in Quote(symbol: "", price: 0) }
        if includingTestTypes {
            catalog.register(Chatterbox.self) { _, _ in Chatterbox() }
        }
        return catalog
    }

    /// The `latencyMs` argument of the search apps: 0 makes a session deterministic, and a minute is
    /// more than any network takes, so anything beyond is a mistake rather than a simulation.
    private static func simulatedLatency(milliseconds: Double, of typeName: String) throws(ResponseError) -> Duration {
        guard (0...60_000).contains(milliseconds) else {
            throw ResponseError.invalidParams("\(typeName) argument 'latencyMs': expected milliseconds from 0 to 60000")
        }
        return .milliseconds(milliseconds)
    }
}
