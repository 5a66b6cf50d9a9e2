import ViewModels

/// One photo of a results screen (the seed's RWTSearchResultsItemViewModel): what its cell shows,
/// and the cell's visibility, which decides when the photo's counts are worth a request.
///
/// Rules:
/// - The first time the view reports the item visible, its favorites and comments are requested,
///   through the results screen's `RequestLimiter`; until they arrive both are null. A request
///   that failed is made again the next time the item is reported visible; one that succeeded
///   never is.
/// - Disposing the item drops or cancels its request.
/// - Important: Main actor only. A request in flight holds the photo's id and the service, never
///   the item.
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
            \.isVisible, doc: "Set by the view while the item's cell is on screen; the first time, the counts are fetched."),
        .readOnly(\.favorites, doc: "How many people made the photo a favorite; null until fetched."),
        .readOnly(\.comments, doc: "How many comments the photo has; null until fetched."),
        .kept(\._metadata, doc: "The photo's counts once fetched, which favorites and comments show.")
    )

    public let title: ConstantProperty<String>
    public let url: ConstantProperty<String>
    public let isVisible: MutableProperty<Bool>
    public let favorites: Property<Int?>
    public let comments: Property<Int?>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    let photoID: String
    let _metadata = MutableProperty<PhotoMetadata?>(nil)
    private let photos: any PhotoSearchService
    private let limiter: RequestLimiter
    private var isRequesting = false

    /// - Parameter limiter: shared by every item of one results screen, which bounds their requests.
    public init(photo: Photo, services: FlickrServices, limiter: RequestLimiter) {
        (lifetime, token) = Lifetime.make()
        photoID = photo.id
        photos = services.photos
        self.limiter = limiter
        title = ConstantProperty(photo.title)
        url = ConstantProperty(photo.url)
        isVisible = MutableProperty(false)
        favorites = _metadata.map { $0?.favorites }
        comments = _metadata.map { $0?.comments }
        isVisible.signal.take(during: lifetime).filter { $0 }.observe { [weak self] _ in self?.requestMetadata() }
    }

    public func dispose() {
        token.dispose()
    }

    private func requestMetadata() {
        guard _metadata.value == nil, !isRequesting else { return }
        isRequesting = true
        lifetime += limiter.submit { [weak self, photoID, photos] in
            let metadata = try? await Self.fetchMetadata(for: photoID, from: photos)
            guard let self, !lifetime.hasEnded else { return }
            isRequesting = false
            if let metadata {
                _metadata.value = metadata
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
