/// One tweet as the model layer knows it: what a `Tweet` row shows, and what a `TweetDetail` opens.
public struct TweetData: Sendable, Hashable, Identifiable {
    /// The tweet's own id (Twitter's `id_str`), stable across searches: the key a search's results
    /// keep its row by.
    public var id: String
    public var status: String
    public var username: String
    public var profileImageUrl: String
    public var profileBannerUrl: String

    public init(id: String, status: String, username: String, profileImageUrl: String, profileBannerUrl: String) {
        self.id = id
        self.status = status
        self.username = username
        self.profileImageUrl = profileImageUrl
        self.profileBannerUrl = profileBannerUrl
    }

    /// The tweet's page on Twitter.
    public var pageURL: String { "https://twitter.com/\(username)/status/\(id)" }
}
