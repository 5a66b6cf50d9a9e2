import ViewModels

/// The search screen of seed 001 (CETwitterSearchViewModel): a search field, a command that finds
/// tweets, the results as a table of `Tweet` cells, and a command the table calls on selection.
///
/// Rules:
/// - `search` is enabled while `searchText` holds a word (and, being serial, not while it
///   executes); it searches for the text as it was when it started, and on success replaces
///   `searchResults` with what it found, in one `reset`, disposing the tweets it replaced. Its output
///   is how many tweets it found.
/// - A failed search is the command's error and leaves the results as they were.
/// - `tweetSelected` takes the selected `Tweet` item itself, as the seed's table selection does; a
///   tweet in the results raises `didSelectTweet` with its data and returns it. A tweet that is not
///   in the results (an earlier search's) is refused with `InvalidValue` and changes nothing. (The
///   event cannot share the command's name: a frontend finds both by name.)
/// - Important: Main actor only. The search reaches the view model through a weak reference, so a
///   search in flight never keeps it alive; `dispose()` cancels it and disposes the results.
@MainActor
public final class TwitterSearch: ViewModel {
    public static let typeName = "TwitterSearch"
    public static let doc = """
        Searches Twitter: the results are Tweet item view models; tweetSelected reports the one the user \
        picked.
        """

    public let searchText: MutableProperty<String>
    public let search: Command<Unit, Int>
    public let searchResults: ObservableArray<Tweet>
    public let tweetSelected: Command<Tweet, TweetData>
    public let didSelectTweet: Event<TweetData>

    public let lifetime: Lifetime
    private let token: Lifetime.Token

    public init(tweets: any TweetSearchService) {
        let owner = WeakReference<TwitterSearch>()
        (lifetime, token) = Lifetime.make()
        searchText = MutableProperty("", doc: "The text to search for, as the user types it.")
        let hasWords = searchText.map { !SearchText.words(in: $0).isEmpty }.skipRepeats()
        search = Command(
            doc: """
                Searches for the tweets holding every word of searchText and shows them in searchResults. \
                Enabled while searchText holds a word. Output: how many tweets were found (at most 100).
                """,
            enabledIf: hasWords
        ) { _ in
            let text = try owner.get().searchText.value
            let found = try await Self.fetch(text, from: tweets)
            return try owner.get().show(found)
        }
        searchResults = ObservableArray(doc: "The tweets the last successful search found, most recent first.")
        let selected = Event<TweetData>(doc: "The tweet the user selected, raised by tweetSelected.")
        didSelectTweet = selected
        tweetSelected = Command(
            doc: """
                Selects a tweet of searchResults (the seed's table selection): raises didSelectTweet. A tweet \
                not in the results is an invalid value. Output: the selected tweet's data.
                """
        ) { tweet in
            let data = try owner.get().selectable(tweet)
            selected.send(data)
            return data
        }
        owner.object = self
        lifetime.observeEnded { [search, searchResults] in
            search.cancel()
            searchResults.elements.forEach { $0.dispose() }
        }
    }

    public func dispose() {
        token.dispose()
    }

    /// Shows what a search found, unless the search was cancelled while the answer travelled.
    private func show(_ found: [TweetData]) throws -> Int {
        guard !Task.isCancelled, !lifetime.hasEnded else { throw CancellationError() }
        let replaced = searchResults.elements
        searchResults.reset(found.map(Tweet.init))
        replaced.forEach { $0.dispose() }
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
