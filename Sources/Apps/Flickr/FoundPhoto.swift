/// A photo of a results screen with its counts once fetched: the model a `SearchResultsItem` row
/// shows, kept by the photo's id.
public struct FoundPhoto: Sendable, Hashable, Identifiable {
    public var photo: Photo
    /// Nil until the row was first seen and its request answered.
    public var metadata: PhotoMetadata?

    public init(_ photo: Photo, metadata: PhotoMetadata? = nil) {
        self.photo = photo
        self.metadata = metadata
    }

    /// Flickr's photo id.
    public var id: String { photo.id }
}
