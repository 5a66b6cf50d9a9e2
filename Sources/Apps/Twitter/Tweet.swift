import ViewModels

/// One row of the search results (the seed's CETweetViewModel): what its cell shows, none of which
/// ever changes, so a cell copies it once when it binds.
///
/// - Important: Main actor only. Owned by the `TwitterSearch` whose results hold it; disposed when
///   a new search replaces them.
@MainActor
public final class Tweet: ViewModel {
    public static let declaration = Declaration<Tweet>(
        doc: "One tweet of a search's results; select it by passing its id to TwitterSearch.tweetSelected.",
        .readOnly(\.tweetID, doc: "The tweet's own id (Twitter's), stable across searches."),
        .readOnly(\.status, doc: "The tweet's text."),
        .readOnly(\.username, doc: "Who tweeted it."),
        .readOnly(\.profileImageUrl, doc: "The author's avatar."),
        .readOnly(\.profileBannerUrl, doc: "The author's banner, drawn behind the cell.")
    )

    /// The tweet's own id, stable across searches, unlike the id its host gives the view model.
    public let tweetID: ConstantProperty<String>
    public let status: ConstantProperty<String>
    public let username: ConstantProperty<String>
    public let profileImageUrl: ConstantProperty<String>
    public let profileBannerUrl: ConstantProperty<String>

    /// What the tweet shows, for the search that selects it.
    let data: TweetData

    public init(_ data: TweetData) {
        self.data = data
        tweetID = ConstantProperty(data.id)
        status = ConstantProperty(data.status)
        username = ConstantProperty(data.username)
        profileImageUrl = ConstantProperty(data.profileImageUrl)
        profileBannerUrl = ConstantProperty(data.profileBannerUrl)
    }
}
