import ViewModels

/// The model-layer services the built-in apps run on, made once per process.
struct AppServices {
    var player: PlayerServices
    /// The Flickr app's photos. Each `FlickrSearch` gets a copy, with the latency its creator asked
    /// for if any; copies share the catalog's index, so it is built once per process.
    var photoCatalog: OfflinePhotoCatalog
    /// The Twitter app's tweets; copies share the corpus, as they do the photo catalog's index.
    var tweetCorpus: OfflineTweetCorpus
    /// The real Flickr API, when the server was given a key and has the web client; it then serves
    /// every `FlickrSearch` instead of the catalog.
    var webPhotos: (any PhotoSearchService)?
    /// What the apps' own timers tick on (the quote list): the continuous clock in the server, a
    /// test clock where a run must not depend on real time (the fuzzer).
    var clock: any Clock<Duration> = ContinuousClock()

    /// The embedded services a newcomer runs on: everything offline, files under `dataDirectory`.
    static func offline(dataDirectory: String, webPhotos: (any PhotoSearchService)? = nil) -> AppServices {
        AppServices(
            player: PlayerServices(uploads: JournalUploadService(directory: dataDirectory)),
            // A nearby server's round trip, so spinners and the order of answers behave as on the web.
            photoCatalog: OfflinePhotoCatalog(latency: .milliseconds(50)),
            tweetCorpus: OfflineTweetCorpus(latency: .milliseconds(50)),
            webPhotos: webPhotos)
    }
}
