import Testing

@testable import Apps

/// What a new user types into the Twitter search box, and what it must find in the default corpus.
@Suite("The offline tweet corpus: everyday queries")
struct TweetEverydayQueryTests {
    static let corpus = TweetCorpusTests.corpus

    /// Whether some word of `tweet` begins with one of `alternatives` ("newyork|york").
    static func shows(_ tweet: TweetData, _ alternatives: String) -> Bool {
        let beginnings = alternatives.split(separator: "|").map(String.init)
        return SearchText.words(in: tweet.status + " " + tweet.username).contains { word in
            beginnings.contains(where: word.hasPrefix)
        }
    }

    /// What people search for, each with the beginnings of the words every tweet found must show.
    static let queries: [(String, [String])] = [
        ("swift", ["swift"]), ("Swift linux", ["swift", "linux"]), ("python", ["python"]), ("rust", ["rust"]),
        ("pizza", ["pizza"]), ("croissant", ["croissant"]), ("good morning", ["good", "morning"]),
        ("happy birthday", ["happy", "birthday"]), ("\"thank you\"", ["thank"]), ("world cup", ["world", "cup"]),
        ("football", ["football"]), ("tennis", ["tennis"]), ("marathon running", ["marathon", "running"]),
        ("jazz", ["jazz"]), ("concert", ["concert"]), ("snow", ["snow"]), ("rain", ["rain"]),
        ("winter", ["winter"]), ("new york", ["york"]), ("tokyo", ["tokyo"]), ("kyo", ["kyo"]),
        ("café", ["cafe"]), ("kittens", ["kitten"]), ("dogs", ["dog"]), ("coffee", ["coffee"]),
        ("São Paulo", ["paulo"]), ("learning", ["learn"]), ("KYOTO", ["kyoto"]), ("puppies", ["pupp"]),
        // Devices and apps.
        ("phone", ["phone"]), ("iPhone", ["iphone"]), ("android", ["android"]), ("laptop", ["laptop"]),
        ("app", ["app"]), ("wifi", ["wifi"]), ("battery", ["battery"]), ("charger", ["charger"]),
        ("update", ["update"]), ("phone battery", ["phone", "battery"]),
        // Days and weather.
        ("monday", ["monday"]), ("Tuesday", ["tuesday"]), ("friday", ["friday"]), ("sunday", ["sunday"]),
        ("weekend", ["weekend"]), ("weekend plans", ["weekend", "plan"]), ("sunny", ["sunny"]),
        ("weather", ["weather"]), ("storm", ["storm"]), ("heat", ["heat"]), ("umbrella", ["umbrella"]),
        ("forecast", ["forecast"]),
        // News and politics.
        ("news", ["news"]), ("breaking news", ["breaking", "news"]), ("election", ["election"]),
        ("vote", ["vote"]), ("debate", ["debate"]), ("politics", ["politics"]),
        // Sport.
        ("soccer", ["soccer"]), ("basketball", ["basketball"]), ("game", ["game"]),
        ("soccer game", ["soccer", "game"]), ("hockey", ["hockey"]), ("team", ["team"]),
        // Travel and commuting.
        ("train", ["train"]), ("bus", ["bus"]), ("traffic", ["traffic"]), ("flight", ["flight"]),
        ("airport", ["airport"]), ("running late", ["running", "late"]), ("commute", ["commute"]),
        ("flight delayed", ["flight", "delay"]),
        // Food.
        ("breakfast", ["breakfast"]), ("lunch", ["lunch"]), ("dinner", ["dinner"]), ("brunch", ["brunch"]),
        ("tacos", ["taco"]),
        // Work.
        ("work", ["work"]), ("meeting", ["meeting"]), ("office", ["office"]), ("deadline", ["deadline"]),
        ("boss", ["boss"]), ("email", ["email"]), ("working from home", ["work", "home"]),
    ]

    @Test(
        "an everyday query finds a believable handful, each tweet showing what was asked for", arguments: queries)
    func finds(query: String, shown: [String]) {
        let found = Self.corpus.search(query)
        #expect(found.count >= 3, "\(query): \(found.count)")
        for tweet in found {
            #expect(shown.allSatisfy { Self.shows(tweet, $0) }, "\(query): \(tweet.status)")
        }
    }

    @Test(
        "a query for what nobody tweeted finds nothing",
        arguments: [
            "zzzz", "\"morning good\"", "\"kyo\"", "kyo ", "swift unicorn", "\"world tennis\"", "\"late running\"",
        ])
    func findsNothing(query: String) {
        #expect(Self.corpus.search(query).isEmpty)
    }

    @Test("a quoted phrase finds only tweets holding its words adjacent and in order")
    func phrase() {
        let phrase = Self.corpus.search("\"good morning\"")
        #expect(!phrase.isEmpty)
        #expect(phrase.allSatisfy { $0.status.lowercased().contains("good morning") })
    }

    @Test("a whole word ranks above the words it begins, and the most recent first among equals")
    func ranking() {
        let found = Self.corpus.search("rain")
        // 0: "rain" in the status, 1: a status word it begins ("rainy"), 2: only the username's.
        let classes = found.map { tweet in
            let status = SearchText.words(in: tweet.status)
            return status.contains("rain") ? 0 : status.contains { $0.hasPrefix("rain") } ? 1 : 2
        }
        #expect(classes.contains(0) && classes.contains(1))
        #expect(classes == classes.sorted())
        for group in 0...2 {
            let ids = zip(found, classes).filter { $1 == group }.map { UInt64($0.0.id) ?? 0 }
            #expect(ids == ids.sorted(by: >))
        }
    }
}
