import ViewModels

/// One row of the search results (the seed's CETweetViewModel): what its cell shows, each a field of
/// the tweet it was made for.
///
/// - Important: Main actor only. Made and kept by `TwitterSearch.searchResults`, one per tweet id:
///   a tweet that a later search finds again keeps its row; a row ends when a search no longer finds
///   its tweet.
@MainActor
public final class Tweet: ViewModel {
    public static let declaration = Declaration<Tweet>(
        doc: "One tweet of a search's results; select it by setting TwitterSearch.selectedTweet to its id.",
        .readOnly(\.tweetID, doc: "The tweet's own id (Twitter's), stable across searches."),
        .readOnly(\.status, doc: "The tweet's text."),
        .readOnly(\.username, doc: "Who tweeted it."),
        .readOnly(\.profileImageUrl, doc: "The author's avatar."),
        .readOnly(\.profileBannerUrl, doc: "The author's banner, drawn behind the cell.")
    )

    /// The tweet's own id, the key its row is kept by.
    public let tweetID = Field(\TweetData.id)
    public let status = Field(\TweetData.status)
    public let username = Field(\TweetData.username)
    public let profileImageUrl = Field(\TweetData.profileImageUrl)
    public let profileBannerUrl = Field(\TweetData.profileBannerUrl)
}
