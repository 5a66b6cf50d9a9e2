import ViewModels

/// The screen a successful search pushes (the seed's RWTSearchResultsViewModel): the photos found,
/// each an item view model that fetches its own counts once it is seen.
///
/// Rules:
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
        .collection(\.searchResults, doc: "The photos found, most interesting first: one page of at most 100.")
    )
    public static let maxMetadataRequests = 4

    public let title: ConstantProperty<String>
    public let searchResults: ObservableArray<SearchResultsItem>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    /// Shared by the items, which submit their metadata requests to it.
    let limiter: RequestLimiter

    public init(searchString: String, photos: [Photo], services: FlickrServices) {
        (lifetime, token) = Lifetime.make()
        let limiter = RequestLimiter(limit: Self.maxMetadataRequests)
        self.limiter = limiter
        title = ConstantProperty(searchString)
        searchResults = ObservableArray(
            photos.map { SearchResultsItem(photo: $0, services: services, limiter: limiter) })
        lifetime.observeEnded { [limiter, searchResults] in
            limiter.cancelAll()
            for item in searchResults.elements {
                item.dispose()
            }
        }
    }

    public func dispose() {
        token.dispose()
    }
}
