/// The counts a results screen shows under a photo; fetched per photo, only once it is seen, because
/// each costs the web service a request or two.
public struct PhotoMetadata: Sendable, Hashable {
    public var favorites: Int
    public var comments: Int

    public init(favorites: Int, comments: Int) {
        self.favorites = favorites
        self.comments = comments
    }
}
