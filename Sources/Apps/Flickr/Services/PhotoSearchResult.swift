/// The answer to one search: the first page of photos and how many matched in all.
public struct PhotoSearchResult: Sendable, Hashable {
    /// How many photos one search returns at most: Flickr's default page, which the seeds show whole.
    public static let pageSize = 100

    /// The text as it was searched for, so a late answer can be matched to its question.
    public var searchText: String
    /// Every match, not only those in `photos`.
    public var totalResults: Int
    /// The most interesting matches first, at most `pageSize`.
    public var photos: [Photo]

    public init(searchText: String, totalResults: Int, photos: [Photo]) {
        self.searchText = searchText
        self.totalResults = totalResults
        self.photos = photos
    }
}
