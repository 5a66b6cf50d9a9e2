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

    @Test("search executes for its latency, then shows what it found as Tweet items with the tweets' data")
    func searchShowsResults() async throws {
        let search = makeSearch(latency: .milliseconds(100))
        let executing = Recorder(search.search.isExecuting)
        search.searchText.value = "kyoto"
        let running = Task { try await search.search.execute(Unit()) }
        await clock.waitForPendingSleeps(atLeast: 1)
        #expect(search.search.isExecuting.value && !search.search.isEnabled.value)
        #expect(search.searchResults.count == 0)
        await clock.advance(by: .milliseconds(100))
        let found = try await running.value
        let expected = TweetCorpusTests.corpus.search("kyoto")
        #expect(found == expected.count)
        #expect(search.searchResults.elements.map(\.tweetID.value) == expected.map(\.id))
        let first = try #require(search.searchResults.elements.first)
        #expect(first.status.value == expected[0].status)
        #expect(first.username.value == expected[0].username)
        #expect(first.profileImageUrl.value == expected[0].profileImageUrl)
        #expect(first.profileBannerUrl.value == expected[0].profileBannerUrl)
        #expect(executing.values == [false, true, false])
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a new search replaces the results in one reset and releases the tweets it replaced")
    func newSearchReplaces() async throws {
        let search = makeSearch()
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let old = search.searchResults.elements.map { tweet in { [weak tweet] in tweet } }
        var changeSets: [[ArrayChange<Tweet>]] = []
        search.searchResults.changes.observe { changeSets.append($0) }
        search.searchText.value = "owl"
        _ = try await search.search.execute(Unit())
        #expect(changeSets.count == 1)
        guard case .reset(let items) = changeSets.first?.first else {
            Issue.record("expected a reset")
            return
        }
        #expect(items.map(\.tweetID.value) == search.searchResults.elements.map(\.tweetID.value))
        changeSets = []
        #expect(old.allSatisfy { $0() == nil })
    }

    @Test(
        "tweetSelected raises didSelectTweet, asks to show the tweet's page, and returns its data shown or not",
        arguments: [true, false])
    func selection(shown: Bool) async throws {
        let search = makeSearch()
        let selected = Recorder(search.didSelectTweet.signal)
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let tweet = search.searchResults[2]
        frontend.answer(ShowDocument.self, with: ShowDocument.Result(success: shown))
        let output = try await search.tweetSelected.execute(tweet)
        #expect(output == tweet.data)
        #expect(selected.values == [tweet.data])
        let asked = try #require(frontend.asked.last as? ShowDocument)
        #expect(asked.uri == "https://twitter.com/\(tweet.data.username)/status/\(tweet.data.id)")
        #expect(asked.external == true)
    }

    @Test("a tweet not in the results is refused as an invalid value, and nothing is raised")
    func invalidSelection() async throws {
        let search = makeSearch()
        let selected = Recorder(search.didSelectTweet.signal)
        let errors = Recorder(search.tweetSelected.errors)
        search.searchText.value = "kyoto"
        _ = try await search.search.execute(Unit())
        let shown = Set(search.searchResults.elements.map(\.tweetID.value))
        let other = Tweet(try #require(TweetCorpusTests.corpus.tweets.first { !shown.contains($0.id) }))
        do {
            _ = try await search.tweetSelected.execute(other)
            Issue.record("expected a refusal")
        } catch {
            guard case .invalidInput(let refused) = error else {
                Issue.record("expected invalidInput, got \(error)")
                return
            }
            #expect(refused.reason == "The tweet \"\(other.data.id)\" is not in the search results.")
        }
        #expect(selected.values.isEmpty)
        #expect(errors.values.isEmpty)
        #expect(search.tweetSelected.isEnabled.value)
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
