import Testing

@testable import Apps
@testable import ViewModels

@Suite("The offline tweet corpus")
struct TweetCorpusTests {
    static let corpus = TweetCorpus(count: 3_000, seed: 2014)

    @Test("the same count and seed give the same tweets, most recent first with unique ids")
    func deterministic() {
        let again = TweetCorpus(count: 3_000, seed: 2014)
        #expect(again.tweets == Self.corpus.tweets)
        #expect(Self.corpus.tweets.count == 3_000)
        #expect(Set(Self.corpus.tweets.map(\.id)).count == 3_000)
        let ids = Self.corpus.tweets.map { UInt64($0.id) ?? 0 }
        #expect(ids == ids.sorted(by: >))
        #expect(TweetCorpus(count: 3_000, seed: 7).tweets != Self.corpus.tweets)
    }

    @Test("the index answers exactly what scanning every tweet does", arguments: TextIndexTests.everydayQueries)
    func matchesScan(text: String) {
        let reference = ReferenceSearch(documents: Self.corpus.tweets.map(TweetCorpus.document))
        let expected = reference.search(text, limit: TweetCorpus.pageSize).positions.map { Self.corpus.tweets[$0] }
        #expect(Self.corpus.search(text) == expected)
    }

    @Test("a search answers at most a page, and a text without words nothing")
    func limits() {
        #expect(Self.corpus.search("the").count == TweetCorpus.pageSize)
        #expect(Self.corpus.search("").isEmpty)
        #expect(Self.corpus.search(" ?! ").isEmpty)
    }

    @Test("the service waits its latency on the clock before answering")
    func latency() async throws {
        let clock = TestClock()
        let service = OfflineTweetCorpus(latency: .milliseconds(50), clock: clock)
        let answer = Task { try await service.search("kyoto") }
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .milliseconds(50))
        #expect(try await answer.value == Self.corpus.search("kyoto"))
        #expect(clock.pendingSleeps == 0)
    }
}
