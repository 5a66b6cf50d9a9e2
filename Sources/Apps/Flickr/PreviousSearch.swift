/// A search that succeeded, as the list of recent searches shows it and `rerunSearch` finds it.
public struct PreviousSearch: Sendable, Hashable {
    /// The text as it was searched for, which is also the results screen's title.
    public var searchString: String
    /// How many photos matched in all, not only the page that was shown.
    public var totalResults: Int
    /// The first photo's thumbnail, for the row's image; nil when nothing matched.
    public var thumbnailURL: String?

    public init(searchString: String, totalResults: Int, thumbnailURL: String?) {
        self.searchString = searchString
        self.totalResults = totalResults
        self.thumbnailURL = thumbnailURL
    }
}
