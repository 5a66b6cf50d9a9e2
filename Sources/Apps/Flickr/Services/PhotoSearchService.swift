/// Where the Flickr view models find photos: the model layer behind `FlickrSearch` and
/// `SearchResultsItem`, so a view model never knows whether photos come from the web or from the
/// offline catalog.
///
/// Rules:
/// - Each call answers only its own question; two calls in flight may complete in either order.
/// - A call whose task is cancelled throws `CancellationError` (or the error its transport reports
///   for cancellation) and has no other effect.
/// - Errors describe what went wrong in words fit for the user and never contain credentials.
/// - Important: Called off the main actor, concurrently.
public protocol PhotoSearchService: Sendable {
    /// The photos whose title or tags hold every word of `text`, best matches first, then the most
    /// interesting.
    func search(_ text: String) async throws -> PhotoSearchResult
    /// The favorites and comments counts of the photo with Flickr id `photoID`.
    func metadata(for photoID: String) async throws -> PhotoMetadata
}
