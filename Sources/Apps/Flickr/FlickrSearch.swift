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
/// - Important: Main actor only. The commands reach the view model through a weak reference and
///   only after their request has been answered, so a search in flight never keeps it alive; its
///   `dispose()` cancels them.
@MainActor
public final class FlickrSearch: ViewModel {
    public static let typeName = "FlickrSearch"
    public static let doc = """
        Searches Flickr for photos: a successful search pushes a SearchResults screen and is added to \
        the recent searches, which can be run again.
        """
    /// The seed's rule: shorter texts find too much to be worth a request.
    public static let minimumSearchLength = 4
    public static let maxPreviousSearches = 10

    public let title: ConstantProperty<String>
    public let searchText: MutableProperty<String>
    public let isValid: Property<Bool>
    public let executeSearch: Command<Unit, PreviousSearch>
    public let previousSearches: ObservableArray<PreviousSearch>
    public let rerunSearch: Command<PreviousSearchReference, PreviousSearch>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    let services: FlickrServices

    public init(services: FlickrServices) {
        let owner = WeakReference<FlickrSearch>()
        let photos = services.photos
        (lifetime, token) = Lifetime.make()
        self.services = services
        title = ConstantProperty("Flickr Search", doc: "The screen's title.")
        searchText = MutableProperty("", doc: "The text to search for, as the user types it.")
        isValid = searchText.map(doc: "Whether searchText is long enough to search for: more than 3 characters.") {
            $0.count >= Self.minimumSearchLength
        }.skipRepeats()
        let previous = ObservableArray<PreviousSearch>(
            doc: """
                The recent successful searches, most recent first, at most \(Self.maxPreviousSearches); \
                rerunSearch runs one again.
                """
        )
        previousSearches = previous
        let hasPreviousSearches = Property(
            initial: false, then: previous.changes.map { [weak previous] _ in (previous?.count ?? 0) > 0 })
        executeSearch = Command(
            doc: """
                Searches for searchText and pushes the results. Enabled while searchText has more than 3 \
                characters. Output: the search as it is added to previousSearches.
                """,
            enabledIf: isValid
        ) { _ in
            let text = try owner.get().searchText.value
            return try await Self.search(for: text, by: owner, in: photos)
        }
        rerunSearch = Command(
            doc: """
                Runs a previous search again, named by its index in previousSearches or by its search \
                string, and pushes the results. Enabled while there are previous searches. Output: as \
                executeSearch's.
                """,
            enabledIf: hasPreviousSearches
        ) { reference in
            let text = try owner.get().previousSearch(reference).searchString
            return try await Self.search(for: text, by: owner, in: photos)
        }
        owner.object = self
        lifetime.observeEnded(executeSearch.cancel)
        lifetime.observeEnded(rerunSearch.cancel)
    }

    public func dispose() {
        token.dispose()
    }

    /// The work both commands share: it asks with `text` and shows the answer to that same `text`.
    private static func search(
        for text: String,
        by owner: WeakReference<FlickrSearch>,
        in photos: any PhotoSearchService
    ) async throws -> PreviousSearch {
        let result = try await fetch(text, from: photos)
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
