import ViewModels

/// The screen a successful search pushes (the seed's RWTSearchResultsViewModel): the photos found,
/// each a row that fetches its own counts once it is seen.
///
/// Rules:
/// - The rows are kept by photo id in the search's order, one per photo; a row's counts arrive as its
///   photo's model changes in `photos`.
/// - At most `maxMetadataRequests` metadata requests of its items are in flight at once; the rest
///   wait their turn (Flickr's rate limit would block a key that asked for a hundred at once).
/// - Disposing the results disposes its items and cancels their metadata requests, queued and
///   running.
/// - Important: Main actor only. Owned by the navigation stack once pushed; nothing in it refers
///   back to the search that pushed it.
@MainActor
public final class SearchResults: ViewModel {
    public static let declaration = Declaration<SearchResults>(
        doc: "The photos a search found, most interesting first; pushed by FlickrSearch.",
        .readOnly(\.title, doc: "The text that was searched for."),
        .collection(\.searchResults, doc: "The photos found, most interesting first: one page of at most 100."),
        .kept(\.photos, doc: "The photos found, by id, with their counts once fetched: what the rows show.")
    )
    public static let maxMetadataRequests = 4

    public let title: ConstantProperty<String>
    public private(set) lazy var searchResults = Rows(of: photos, in: self) { results, photo in
        SearchResultsItem(photo, in: results)
    }

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    let photos: Models<FoundPhoto>
    /// Where the rows fetch their counts.
    let service: any PhotoSearchService
    /// Shared by the items, which submit their metadata requests to it.
    let limiter = RequestLimiter(limit: maxMetadataRequests)

    public init(searchString: String, photos: [Photo], services: FlickrServices) {
        (lifetime, token) = Lifetime.make()
        title = ConstantProperty(searchString)
        self.photos = Models(photos.map { FoundPhoto($0) })
        service = services.photos
        lifetime.observeEnded { [weak self, limiter] in
            limiter.cancelAll()
            for item in self?.searchResults.madeRows ?? [] {
                item.dispose()
            }
        }
    }

    public func dispose() {
        token.dispose()
    }
}
