import Testing

@testable import Apps
@testable import ViewModels

@Suite("The offline tweet corpus")
struct TweetCorpusTests {
    /// The default corpus (`OfflineTweetCorpus`).
    static let corpus = TweetCorpus(count: 4_000, seed: 2014)

    @Test("the same count and seed give the same tweets, most recent first with unique ids")
    func deterministic() {
        let again = TweetCorpus(count: 4_000, seed: 2014)
        #expect(again.tweets == Self.corpus.tweets)
        #expect(Self.corpus.tweets.count == 4_000)
        #expect(Set(Self.corpus.tweets.map(\.id)).count == 4_000)
        let ids = Self.corpus.tweets.map { UInt64($0.id) ?? 0 }
        #expect(ids == ids.sorted(by: >))
        #expect(TweetCorpus(count: 4_000, seed: 7).tweets != Self.corpus.tweets)
    }

    @Test("the everyday tweets leave the others as they were: kyoto dawn finds the two the recordings quote")
    func othersUnchanged() {
        let found = Self.corpus.search("kyoto dawn")
        #expect(found.map(\.id) == ["480000000016154760", "480000000006541094"])
        #expect(found.map(\.username) == ["ruby_proud138", "ada_wild143"])
        #expect(found.first?.status == "Windy in Kyoto this dawn, summer at last #weather")
    }

    @Test(
        "the index answers exactly what scanning every tweet does",
        arguments: TextIndexTests.everydayQueries + [
            "phone", "batt", "monday", "storm", "election", "voted", "soccer game", "bus", "running late",
            "\"running late\"", "flight delayed", "lunch", "tacos", "meetings", "working from home", "wifi office",
        ])
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
