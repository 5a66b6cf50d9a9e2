/// One tweet as the model layer knows it: what a `Tweet` cell shows, and what `tweetSelected`
/// reports.
public struct TweetData: Sendable, Hashable, Codable {
    /// The tweet's own id (Twitter's `id_str`), stable across searches, so a selection names the same
    /// tweet whatever list it was picked from.
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
