/// The model-layer services the built-in apps run on, made once per process.
public struct AppServices {
    /// The player's uploads.
    public var player: PlayerServices
    /// The Flickr app's photos. Each `FlickrSearch` gets a copy, with the latency its creator asked
    /// for if any; copies share the catalog's index, so it is built once per process.
    public var photoCatalog: OfflinePhotoCatalog
    /// The Twitter app's tweets; copies share the corpus, as they do the photo catalog's index.
    public var tweetCorpus: OfflineTweetCorpus
    /// The real Flickr API, when the server was given a key and has the web client; it then serves
    /// every `FlickrSearch` instead of the catalog.
    public var webPhotos: (any PhotoSearchService)?
    /// What the apps' own timers tick on (the quote list): the server's clock (`ServerOptions.clock`,
    /// which the client moves under `--clock controlled`), a test clock where a run must not depend on
    /// real time (the fuzzer). The offline services' latency runs on the clock they were made with.
    public var clock: any Clock<Duration> = ContinuousClock()

    /// Services as given; tests give the apps failing or slow ones.
    public init(
        player: PlayerServices, photoCatalog: OfflinePhotoCatalog, tweetCorpus: OfflineTweetCorpus,
        webPhotos: (any PhotoSearchService)? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.player = player
        self.photoCatalog = photoCatalog
        self.tweetCorpus = tweetCorpus
        self.webPhotos = webPhotos
        self.clock = clock
    }

    /// The embedded services a newcomer runs on: everything offline, files under `dataDirectory`,
    /// every tick and simulated latency on `clock`.
    public static func offline(
        dataDirectory: String, webPhotos: (any PhotoSearchService)? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> AppServices {
        AppServices(
            player: PlayerServices(uploads: JournalUploadService(directory: dataDirectory)),
            // A nearby server's round trip, so spinners and the order of answers behave as on the web.
            photoCatalog: OfflinePhotoCatalog(latency: .milliseconds(50), clock: clock),
            tweetCorpus: OfflineTweetCorpus(latency: .milliseconds(50), clock: clock),
            webPhotos: webPhotos, clock: clock)
    }
}
