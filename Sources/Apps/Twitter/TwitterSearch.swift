import ViewModels

/// The search screen of seed 001 (CETwitterSearchViewModel): a search field, a command that finds
/// tweets, the results as a table of `Tweet` rows, and the row the user selected, which opens it.
///
/// Rules:
/// - `search` is enabled while `searchText` holds a word (and, being serial, not while it
///   executes); it searches for the text as it was when it started, and on success makes
///   `searchResults` show what it found, in its order, in one change set. Rows are kept by tweet id:
///   a tweet found again keeps its row and its id; the rows of tweets no longer found end. Its output
///   is how many tweets it found.
/// - A failed search is the command's error and leaves the results as they were.
/// - `selectedTweet` takes only a row of the results (the seed's table selection); selecting one
///   pushes a `TweetDetail` of its tweet, and going back from it clears the selection. A search that
///   no longer finds the selected tweet clears it too.
/// - Important: Main actor only. The search takes the view model as its owner and reaches it again
///   only once answered, so a search in flight never keeps it alive; disposing it cancels the search.
@MainActor
public final class TwitterSearch: ViewModel {
    public static let declaration = Declaration<TwitterSearch>(
        doc: """
            Searches Twitter: the results are Tweet rows; selecting one opens it in a TweetDetail.
            """,
        .settable(\.searchText, doc: "The text to search for, as the user types it."),
        .command(
            \.search,
            doc: """
                Searches for the tweets holding every word of searchText and shows them in searchResults. \
                Enabled while searchText holds a word. Output: how many tweets were found (at most 100).
                """),
        .collection(
            \.searchResults,
            doc: """
                The tweets the last successful search found, best matches first, then most recent; a tweet \
                found again keeps its row.
                """),
        .settable(
            \.selectedTweet,
            doc: """
                The row the user selected (the seed's table selection), or null; only a row of searchResults. \
                Selecting one opens it in a TweetDetail; going back from that clears it.
                """,
            pushes: [TweetDetail.self]),
        .kept(\.found, doc: "The tweets the last search found, by id: what the rows are made from."),
        .argument(
            "latencyMs", Double.self,
            doc: "Milliseconds each search takes, simulated, from 0 to 60000; 0 makes a session deterministic.")
    )

    public let searchText = MutableProperty("")
    public private(set) lazy var search = Command<Unit, Int>(
        self, enabledIf: searchText.map { !SearchText.words(in: $0).isEmpty }.skipRepeats()
    ) { owner, _ in try await Self.search(by: owner) }
    public private(set) lazy var searchResults = Rows(of: found, in: self) { _, _ in Tweet() }
    public private(set) lazy var selectedTweet = searchResults.selection(
        opening: { [frontend] _, tweet in TweetDetail(tweet, frontend: frontend) }, via: frontend)

    let found = Models<TweetData>()
    private let tweets: any TweetSearchService
    private let frontend: any Frontend

    public init(tweets: any TweetSearchService, frontend: any Frontend) {
        self.tweets = tweets
        self.frontend = frontend
    }

    /// Searches for the text as it is now; reaches the view model again only once answered.
    private static func search(by owner: WeakReference<TwitterSearch>) async throws -> Int {
        let (text, tweets) = try (owner.get().searchText.value, owner.get().tweets)
        let answer = try await fetch(text, from: tweets)
        return try owner.get().show(answer)
    }

    /// Shows what a search found, unless the search was cancelled while the answer travelled.
    private func show(_ answer: [TweetData]) throws -> Int {
        guard !Task.isCancelled else { throw CancellationError() }
        found.replaceAll(with: answer)
        return answer.count
    }

    /// Runs the service off the main actor, so building the corpus or waiting for the web never
    /// stalls the view models.
    @concurrent
    nonisolated static func fetch(_ text: String, from tweets: any TweetSearchService) async throws -> [TweetData] {
        try await tweets.search(text)
    }
}
