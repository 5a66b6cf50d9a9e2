/// One photo as a search lists it: what a results screen shows before any per-photo request.
public struct Photo: Sendable, Hashable {
    /// Flickr's photo id; the key for `PhotoSearchService.metadata(for:)`.
    public var id: String
    public var title: String
    /// Single words, lowercase, as Flickr normalises them ("goldengatebridge").
    public var tags: [String]
    /// A small square image (Flickr's size "q", 150 × 150), for lists.
    public var thumbnailURL: String
    /// A large image (Flickr's size "b", 1024 on the longest side), for the results screen.
    public var url: String

    public init(id: String, title: String, tags: [String], thumbnailURL: String, url: String) {
        self.id = id
        self.title = title
        self.tags = tags
        self.thumbnailURL = thumbnailURL
        self.url = url
    }
}
