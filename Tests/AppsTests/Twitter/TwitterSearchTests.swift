import MVVMTesting
import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("TwitterSearch", .timeLimit(.minutes(5)))
struct TwitterSearchTests {
    let clock = TestClock()
    let frontend = ScriptedFrontend()

    private func makeSearch(latency: Duration = .zero) -> TwitterSearch {
        TwitterSearch(tweets: OfflineTweetCorpus(latency: latency, clock: clock), frontend: frontend)
    }

    @Test(
        "search is enabled only while searchText holds a word",
        arguments: [("", false), (" ?! ", false), ("owl", true)])
    func enabled(text: String, isEnabled: Bool) {
        let search = makeSearch()
        search.searchText.value = text
        #expect(search.search.isEnabled.value == isEnabled)
    }

    @Test("search executes for its latency, then shows what it found as Tweet rows showing the tweets")
    func searchShowsResults() async throws {
        let search = makeSearch(latency: .milliseconds(100))
        let executing = Recorder(search.search.isExecuting)
        search.searchText.value = "kyoto"
        let running = Task { try await search.search.execute(Unit()) }
        await clock.waitForPendingSleeps(atLeast: 1)
        #expect(search.search.isExecuting.value && !search.search.isEnabled.value)
        #expect(search.searchResults.shown.count == 0)
        await clock.advance(by: .milliseconds(100))
        let found = try await running.value
        let expected = TweetCorpusTests.corpus.search("kyoto")
        #expect(found == expected.count)
        #expect(search.searchResults.shown.elements.map(\.tweetID.value) == expected.map(\.id))
        let first = try #require(search.searchResults.shown.elements.first)
        #expect(first.status.value == expected[0].status)
        #expect(first.username.value == expected[0].username)
        #expect(first.profileImageUrl.value == expected[0].profileImageUrl)
        #expect(first.profileBannerUrl.value == expected[0].profileBannerUrl)
        #expect(executing.values == [false, true, false])
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a new search keeps the rows of the tweets it finds again, in one change set, and ends the others")
    func newSearchKeepsRowsByTweet() async throws {
        let search = makeSearch()
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let old = Dictionary(uniqueKeysWithValues: search.searchResults.shown.elements.map { ($0.tweetID.value, $0) })
        let expected = TweetCorpusTests.corpus.search("kyoto dawn").map(\.id)
        try #require(!expected.isEmpty && expected.allSatisfy { old[$0] != nil })
        var changeSets: [[ArrayChange<Tweet>]] = []
        search.searchResults.shown.changes.observe { changeSets.append($0) }
        let ended = Recorder(search.searchResults.ended)
        search.searchText.value = "kyoto dawn"
        _ = try await search.search.execute(Unit())
        #expect(changeSets.count == 1)
        #expect(search.searchResults.shown.elements.map(\.tweetID.value) == expected)
        #expect(search.searchResults.shown.elements.allSatisfy { $0 === old[$0.tweetID.value] })
        let endedIDs = Set(ended.values.joined().map { ObjectIdentifier($0) })
        #expect(endedIDs == Set(old.filter { !expected.contains($0.key) }.values.map { ObjectIdentifier($0) }))
    }

    @Test("selecting a row pushes a TweetDetail of its tweet from the search, once per selection")
    func selectionOpensDetail() async throws {
        let search = makeSearch()
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let row = search.searchResults.shown[2]
        try search.selectedTweet.propose(row)
        let detail = try #require(frontend.pushed.last?.viewModel as? TweetDetail)
        #expect(frontend.pushed.count == 1 && frontend.pushed.last?.presenter === search)
        let tweet = TweetCorpusTests.corpus.search("kyoto")[2]
        #expect(detail.tweetID.value == tweet.id && detail.status.value == tweet.status)
        #expect(detail.username.value == tweet.username)
        #expect(detail.pageUrl.value == "https://twitter.com/\(tweet.username)/status/\(tweet.id)")
    }

    @Test(
        "openPage asks to show the tweet's page outside the frontend and answers whether it was shown",
        arguments: [true, false])
    func openPage(shown: Bool) async throws {
        let search = makeSearch()
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        try search.selectedTweet.propose(search.searchResults.shown[0])
        let detail = try #require(frontend.pushed.last?.viewModel as? TweetDetail)
        frontend.answer(ShowDocument.self, with: ShowDocument.Result(success: shown))
        #expect(try await detail.openPage.execute(Unit()) == shown)
        let asked = try #require(frontend.asked.last as? ShowDocument)
        #expect(asked.uri == detail.pageUrl.value)
        #expect(asked.external == true)
    }

    @Test("a row that is no longer in the results is refused as an invalid value, and nothing is pushed")
    func invalidSelection() async throws {
        let search = makeSearch()
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let owl = Set(TweetCorpusTests.corpus.search("owl").map(\.id))
        let gone = try #require(search.searchResults.shown.elements.first { !owl.contains($0.tweetID.value) })
        search.searchText.value = "owl"
        _ = try await search.search.execute(Unit())
        #expect(throws: InvalidValue.self) { try search.selectedTweet.propose(gone) }
        #expect(search.selectedTweet.value == nil)
        #expect(frontend.pushed.isEmpty)
    }

    @Test("a search that no longer finds the selected tweet clears the selection")
    func searchClearsSelection() async throws {
        let search = makeSearch()
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let selections = Recorder(search.selectedTweet.signal)
        try search.selectedTweet.propose(search.searchResults.shown[0])
        search.searchText.value = "owl"
        _ = try await search.search.execute(Unit())
        #expect(selections.values.map { $0 == nil } == [false, true])
    }

    @Test("disposing cancels a search in flight")
    func disposeCancels() async throws {
        let search = makeSearch()
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let slow = makeSearch(latency: .seconds(5))
        slow.searchText.value = "owl"
        let running = Task { try await slow.search.execute(Unit()) }
        await clock.waitForPendingSleeps(atLeast: 1)
        slow.dispose()
        search.dispose()
        await #expect(throws: CommandError.cancelled) { try await running.value }
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a search in flight does not keep the view model alive")
    func noRetainCycle() async throws {
        weak var weakSearch: TwitterSearch?
        let running: Task<Int, any Error>
        do {
            let search = makeSearch(latency: .seconds(1))
            weakSearch = search
            search.searchText.value = "owl"
            let command = search.search
            running = Task { try await command.execute(Unit()) }
            await clock.waitForPendingSleeps(atLeast: 1)
        }
        await clock.advance(by: .seconds(1))
        await #expect(throws: CommandError.cancelled) { try await running.value }
        #expect(weakSearch == nil)
    }
}
