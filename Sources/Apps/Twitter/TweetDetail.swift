import ViewModels

/// The screen a selected tweet opens (seed 001's selection, given something to do): the tweet, and
/// a command that asks the frontend to show its page on Twitter.
///
/// Rules:
/// - Shows the tweet as it was when it was selected; none of it changes.
/// - `openPage` asks the frontend to show `pageUrl` outside it (`ShowDocument`, external) and
///   answers whether it was shown: false from a frontend that cannot, or that failed to answer.
/// - Important: Main actor only. Owned by the navigation stack once pushed; popping it clears the
///   selection that opened it.
@MainActor
public final class TweetDetail: ViewModel {
    public static let declaration = Declaration<TweetDetail>(
        doc: "A tweet the user selected in TwitterSearch's results, pushed by its selectedTweet.",
        .readOnly(\.tweetID, doc: "The tweet's own id (Twitter's)."),
        .readOnly(\.status, doc: "The tweet's text."),
        .readOnly(\.username, doc: "Who tweeted it."),
        .readOnly(\.profileImageUrl, doc: "The author's avatar."),
        .readOnly(\.profileBannerUrl, doc: "The author's banner."),
        .readOnly(\.pageUrl, doc: "The tweet's page on Twitter."),
        .command(
            \.openPage,
            doc: """
                Asks the frontend to show the tweet's page in a browser. Output: whether it was shown; false \
                when the frontend cannot show it or failed to answer.
                """),
        .asks(ShowDocument.self, doc: "Shows the tweet's page; a frontend that cannot leaves it unshown.")
    )

    public let tweetID: ConstantProperty<String>
    public let status: ConstantProperty<String>
    public let username: ConstantProperty<String>
    public let profileImageUrl: ConstantProperty<String>
    public let profileBannerUrl: ConstantProperty<String>
    public let pageUrl: ConstantProperty<String>
    public private(set) lazy var openPage = Command(self, method: TweetDetail.showPage)

    private let frontend: any Frontend

    /// The detail of `tweet`, which asks `frontend` to show its page.
    public init(_ tweet: TweetData, frontend: any Frontend) {
        self.frontend = frontend
        tweetID = ConstantProperty(tweet.id)
        status = ConstantProperty(tweet.status)
        username = ConstantProperty(tweet.username)
        profileImageUrl = ConstantProperty(tweet.profileImageUrl)
        profileBannerUrl = ConstantProperty(tweet.profileBannerUrl)
        pageUrl = ConstantProperty(tweet.pageURL)
    }

    private func showPage() async throws -> Bool {
        do {
            return try await frontend.ask(ShowDocument(pageUrl.value, external: true), from: self).answer.success
        } catch is FrontendRequestError {
            return false
        }
    }
}
