import ViewModels

/// The search screen of seeds 003 and 002 (RWTFlickrSearchViewModel): a search field whose
/// command finds photos and pushes a results screen, and the list of recent searches.
///
/// Rules:
/// - `executeSearch` is enabled only while `searchText` has more than 3 characters (and, being
///   serial, not while it executes); it searches for the text as it was when it started.
/// - A successful search, by either command, pushes a `SearchResults` for exactly the text it
///   searched for and its own answer, then records it at the top of `previousSearches`, before the
///   command finishes. Searches in flight together never mix their answers up (the seed's "subtle
///   issue with concurrent requests"): each execution carries its own text to its own answer.
/// - A search again for a string already in the list moves it to the top with the new counts; the
///   list keeps the `maxPreviousSearches` most recent.
/// - A failed search is the command's error; nothing is pushed or recorded, and the view model
///   stays usable.
/// - Important: Main actor only. The commands take the view model as their owner and reach it
///   again only after their request has been answered, so a search in flight never keeps it alive;
///   disposing it cancels them.
@MainActor
public final class FlickrSearch: ViewModel {
    public static let declaration = Declaration<FlickrSearch>(
        doc: """
            Searches Flickr for photos: a successful search pushes a SearchResults screen and is added to \
            the recent searches, which can be run again.
            """,
        .readOnly(\.title, doc: "The screen's title."),
        .settable(\.searchText, doc: "The text to search for, as the user types it."),
        .readOnly(\.isValid, doc: "Whether searchText is long enough to search for: more than 3 characters."),
        .command(
            \.executeSearch,
            doc: """
                Searches for searchText and pushes the results. Enabled while searchText has more than 3 \
                characters. Reports progress. Output: the search as it is added to previousSearches.
                """,
            pushes: [SearchResults.self], reportsProgress: true),
        .collection(
            \.previousSearches,
            doc: """
                The recent successful searches, most recent first, at most \(maxPreviousSearches); \
                rerunSearch runs one again.
                """),
        .command(
            \.rerunSearch,
            doc: """
                Runs a previous search again, named by its index in previousSearches or by its search \
                string, and pushes the results. Enabled while there are previous searches. Output: as \
                executeSearch's. Reports progress.
                """,
            pushes: [SearchResults.self], reportsProgress: true),
        .argument(
            "latencyMs", Double.self,
            doc: """
                Milliseconds each search takes, simulated, from 0 to 60000; 0 makes a session deterministic. \
                Only the offline catalog takes it.
                """)
    )
    /// The seed's rule: shorter texts find too much to be worth a request.
    public static let minimumSearchLength = 4
    public static let maxPreviousSearches = 10

    public let title = ConstantProperty("Flickr Search")
    public let searchText = MutableProperty("")
    public let isValid: Property<Bool>
    public private(set) lazy var executeSearch = Command<Unit, PreviousSearch>(self, enabledIf: isValid) { owner, _ in
        let text = try owner.get().searchText.value
        return try await Self.search(for: text, by: owner)
    }
    public let previousSearches = ObservableArray<PreviousSearch>()
    public private(set) lazy var rerunSearch = Command<PreviousSearchReference, PreviousSearch>(
        self,
        enabledIf: Property(
            initial: previousSearches.count > 0,
            then: previousSearches.changes.map { [previousSearches] _ in previousSearches.count > 0 })
    ) { owner, reference in
        let text = try owner.get().previousSearch(reference).searchString
        return try await Self.search(for: text, by: owner)
    }

    let services: FlickrServices

    public init(services: FlickrServices) {
        self.services = services
        isValid = searchText.map { $0.count >= Self.minimumSearchLength }.skipRepeats()
    }

    /// The work both commands share: it asks with `text` and shows the answer to that same `text`,
    /// reporting progress before and after the request. The view model is reached before and after
    /// the request, never held across it.
    private static func search(for text: String, by owner: WeakReference<FlickrSearch>) async throws
        -> PreviousSearch
    {
        let photos = try owner.get().services.photos
        CommandProgress.report(fraction: 0, message: "Searching for \(text)")
        let result = try await fetch(text, from: photos)
        CommandProgress.report(fraction: 1, message: "Found \(result.totalResults) photos")
        return try owner.get().show(result, searchedFor: text)
    }

    /// Runs the service off the main actor, so building the catalog's index or waiting for the web
    /// never stalls the view models.
    @concurrent
    nonisolated static func fetch(_ text: String, from photos: any PhotoSearchService) async throws
        -> PhotoSearchResult
    {
        try await photos.search(text)
    }
}
