import ViewModels

/// The search screen of seed 001 (CETwitterSearchViewModel): a search field, a command that finds
/// tweets, the results as a table of `Tweet` cells, and a command the table calls on selection.
///
/// Rules:
/// - `search` is enabled while `searchText` holds a word (and, being serial, not while it
///   executes); it searches for the text as it was when it started, and on success replaces
///   `searchResults` with what it found, in one `reset`. Its output
///   is how many tweets it found.
/// - A failed search is the command's error and leaves the results as they were.
/// - `tweetSelected` takes the selected `Tweet` item itself, as the seed's table selection does; a
///   tweet in the results raises `didSelectTweet` with its data, asks the frontend to show the
///   tweet's page (`ShowDocument`: what the seed's author looked for "anything useful to do with
///   selection"), and returns the data whether or not it was shown, even when the frontend failed
///   to answer. A tweet that is not
///   in the results (an earlier search's) is refused with `InvalidValue` and changes nothing. (The
///   event cannot share the command's name: a frontend finds both by name.)
/// - Important: Main actor only. The search takes the view model as its owner and reaches it again
///   only once answered, so a search in flight never keeps it alive; disposing it cancels the search.
@MainActor
public final class TwitterSearch: ViewModel {
    public static let declaration = Declaration<TwitterSearch>(
        doc: """
            Searches Twitter: the results are Tweet item view models; tweetSelected reports the one the user \
            picked.
            """,
        .settable(\.searchText, doc: "The text to search for, as the user types it."),
        .command(
            \.search,
            doc: """
                Searches for the tweets holding every word of searchText and shows them in searchResults. \
                Enabled while searchText holds a word. Output: how many tweets were found (at most 100).
                """),
        .collection(\.searchResults, doc: "The tweets the last successful search found, most recent first."),
        .command(
            \.tweetSelected,
            doc: """
                Selects a tweet of searchResults (the seed's table selection): raises didSelectTweet, then \
                asks the frontend to show the tweet's page. A tweet not in the results is an invalid value. \
                Output: the selected tweet's data.
                """),
        .event(\.didSelectTweet, doc: "The tweet the user selected, raised by tweetSelected."),
        .asks(ShowDocument.self, doc: "Shows the selected tweet's page; a frontend that cannot leaves it unshown."),
        .argument(
            "latencyMs", Double.self,
            doc: "Milliseconds each search takes, simulated, from 0 to 60000; 0 makes a session deterministic.")
    )

    public let searchText = MutableProperty("")
    public private(set) lazy var search = Command<Unit, Int>(
        self, enabledIf: searchText.map { !SearchText.words(in: $0).isEmpty }.skipRepeats()
    ) { owner, _ in try await Self.search(by: owner) }
    public let searchResults = ObservableArray<Tweet>()
    public private(set) lazy var tweetSelected = Command<Tweet, TweetData>(self) { owner, tweet in
        let search = try owner.get()
        let data = try search.selectable(tweet)
        search.didSelectTweet.send(data)
        do {
            _ = try await search.frontend.ask(ShowDocument(data.pageURL, external: true), from: search)
        } catch is FrontendRequestError {
            // The selection stands whether or not the page could be shown.
        }
        return data
    }
    public let didSelectTweet = Event<TweetData>()

    private let tweets: any TweetSearchService
    private let frontend: any Frontend

    public init(tweets: any TweetSearchService, frontend: any Frontend) {
        self.tweets = tweets
        self.frontend = frontend
    }

    /// Searches for the text as it is now; reaches the view model again only once answered.
    private static func search(by owner: WeakReference<TwitterSearch>) async throws -> Int {
        let (text, tweets) = try (owner.get().searchText.value, owner.get().tweets)
        let found = try await fetch(text, from: tweets)
        return try owner.get().show(found)
    }

    /// Shows what a search found, unless the search was cancelled while the answer travelled.
    private func show(_ found: [TweetData]) throws -> Int {
        guard !Task.isCancelled else { throw CancellationError() }
        searchResults.reset(found.map(Tweet.init))
        return found.count
    }

    /// The data of `tweet`, which must be one of the results.
    /// - Throws: `InvalidValue` when it is not (a tweet of an earlier search).
    private func selectable(_ tweet: Tweet) throws(InvalidValue) -> TweetData {
        guard searchResults.elements.contains(where: { $0 === tweet }) else {
            throw InvalidValue(
                reason: "The tweet \"\(tweet.data.id)\" is not in the search results.",
                expected: "a Tweet of searchResults")
        }
        return tweet.data
    }

    /// Runs the service off the main actor, so building the corpus or waiting for the web never
    /// stalls the view models.
    @concurrent
    nonisolated static func fetch(_ text: String, from tweets: any TweetSearchService) async throws -> [TweetData] {
        try await tweets.search(text)
    }
}
