import ViewModels

/// One photo of a results screen (the seed's RWTSearchResultsItemViewModel): what its cell shows,
/// and the cell's visibility, which decides when the photo's counts are worth a request.
///
/// Rules:
/// - The first time the view reports the item visible, its favorites and comments are requested,
///   through the results screen's `RequestLimiter`; until they arrive both are null. A request
///   that failed is made again the next time the item is reported visible; one that succeeded
///   never is.
/// - The counts are kept with the photo in the results' store, which the fields show.
/// - Disposing the item drops or cancels its request.
/// - Important: Main actor only. A request in flight holds the photo's id, the service and the
///   store, never the item.
@MainActor
public final class SearchResultsItem: ViewModel {
    public static let declaration = Declaration<SearchResultsItem>(
        doc: """
            One photo of a search's results. Set isVisible while its cell is on screen: the first time, \
            its favorites and comments are fetched.
            """,
        .readOnly(\.title, doc: "The photo's title."),
        .readOnly(\.url, doc: "The photo's large image."),
        .settable(
            \.isVisible,
            doc: "Set by the view while the item's cell is on screen; the first time, the counts are fetched."),
        .readOnly(\.favorites, doc: "How many people made the photo a favorite; null until fetched."),
        .readOnly(\.comments, doc: "How many comments the photo has; null until fetched.")
    )

    public let title = Field(\FoundPhoto.photo.title)
    public let url = Field(\FoundPhoto.photo.url)
    public let isVisible = MutableProperty(false)
    public let favorites = Field(\FoundPhoto.metadata?.favorites)
    public let comments = Field(\FoundPhoto.metadata?.comments)

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    let photoID: String
    private let photos: Models<FoundPhoto>
    private let service: any PhotoSearchService
    private let limiter: RequestLimiter
    private var isRequesting = false

    init(_ photo: FoundPhoto, in results: SearchResults) {
        (lifetime, token) = Lifetime.make()
        (photoID, photos, service, limiter) = (photo.id, results.photos, results.service, results.limiter)
        isVisible.signal.take(during: lifetime).filter { $0 }.observe { [weak self] _ in self?.requestMetadata() }
    }

    public func dispose() {
        token.dispose()
    }

    private func requestMetadata() {
        guard photos[photoID]?.metadata == nil, !isRequesting else { return }
        isRequesting = true
        lifetime += limiter.submit { [weak self, photoID, photos, service] in
            let metadata = try? await Self.fetchMetadata(for: photoID, from: service)
            guard let self, !lifetime.hasEnded else { return }
            isRequesting = false
            if let metadata {
                photos.update(photoID) { $0.metadata = metadata }
            }
        }
    }

    /// Runs the service off the main actor, so a slow service never stalls the view models.
    @concurrent
    nonisolated static func fetchMetadata(for photoID: String, from photos: any PhotoSearchService) async throws
        -> PhotoMetadata
    {
        try await photos.metadata(for: photoID)
    }
}
