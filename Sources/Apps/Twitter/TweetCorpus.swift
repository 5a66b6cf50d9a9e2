import ViewModels

/// The offline corpus's tweets, generated from a seed, with a word index so a search costs
/// microseconds.
///
/// Rules:
/// - The same count and seed give the same tweets on every run and platform (`SplitMix64`).
/// - Every fourth tweet, counting from the oldest, is an everyday one (`everydayStatus`), posted
///   between two others and drawn from a generator of its own, so the others never depend on it:
///   the recorded Twitter session and the Python client's example quote them.
/// - `tweets` are most recent first. A search (`SearchQuery`) matches the status, the main words,
///   and the username, the side words (`TextIndex`): it answers the best matches first, the most
///   recent first among equals, at most `pageSize`. A text without words matches nothing.
struct TweetCorpus: Sendable {
    /// Twitter's search API answers at most 100 tweets a page.
    static let pageSize = 100

    let tweets: [TweetData]
    private let index: TextIndex

    init(count: Int, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var everyday = SplitMix64(seed: ~seed)
        let users = (0..<max(1, (count - count / 4) / 15)).map { Self.user(number: $0, generator: &generator) }
        tweets = (0..<count).reversed().map { slot in
            let isEveryday = slot % 4 == 3
            // The number of the other tweet this one is, or follows.
            let number = UInt64(slot - slot / 4 - (isEveryday ? 1 : 0))
            let user = isEveryday ? everyday.pick(users) : generator.pick(users)
            return TweetData(
                id: String(Self.firstID + number * Self.idStep + (isEveryday ? Self.idStep / 2 : 0)),
                status: isEveryday ? Self.everydayStatus(generator: &everyday) : Self.status(generator: &generator),
                username: user.name, profileImageUrl: user.image, profileBannerUrl: user.banner)
        }
        index = TextIndex(documents: tweets.map(Self.document))
    }

    /// A tweet as the index reads it: its status, then its username.
    static func document(of tweet: TweetData) -> [TextIndex.Run] {
        [
            TextIndex.Run(field: .main, words: SearchText.words(in: tweet.status)),
            TextIndex.Run(field: .side, words: SearchText.words(in: tweet.username)),
        ]
    }

    func search(_ text: String) -> [TweetData] {
        index.search(SearchQuery(text), limit: Self.pageSize).positions.map { tweets[$0] }
    }

    /// Ids in the range real tweets of 2014 had, the year of the seed's blog post.
    private static let firstID: UInt64 = 480_000_000_000_000_000
    private static let idStep: UInt64 = 7_919

    private static let firstNames = [
        "colin", "ada", "grace", "linus", "ruby", "oscar", "mia", "noah", "iris", "felix", "nina", "hugo",
        "zoe", "theo", "lena", "omar", "yuki", "sven", "maya", "leo",
    ]

    private static func user(number: Int, generator: inout SplitMix64) -> (name: String, image: String, banner: String)
    {
        let name = "\(generator.pick(firstNames))_\(generator.pick(CatalogWords.adjectives))\(number)"
        let userID = 20_000_000 + number * 131
        return (
            name, "https://pbs.twimg.com/profile_images/\(userID)/\(name)_normal.png",
            "https://pbs.twimg.com/profile_banners/\(userID)/1400000000"
        )
    }

    private static func status(generator: inout SplitMix64) -> String {
        let theme = generator.pick(CatalogWords.themes)
        let subject = generator.pick(theme.subjects)
        let adjective = generator.pick(CatalogWords.adjectives)
        let place = generator.pick(CatalogWords.places)
        let time = generator.pick(CatalogWords.times)
        let tag = generator.pick(theme.tags)
        let season = generator.pick(CatalogWords.seasons)
        switch generator.next(below: 13) {
        case 0: return "Just saw a \(adjective) \(subject) in \(place) #\(tag)"
        case 1: return "Nothing beats \(place) at \(time). #\(tag)"
        case 2: return "Reading about the \(subject) all \(season) long"
        case 3: return "Is it just me or is every \(subject) in \(place) \(adjective) today?"
        case 4: return "A \(adjective) \(time) walk, one \(subject), zero regrets #\(tag)"
        case 5: return "Building an app about the \(subject) in Swift with #ReactiveCocoa and #MVVM, live from \(place)"
        case 6:
            let language = generator.pickFavouringFirst(TweetWords.languages)
            let tool = generator.pickFavouringFirst(TweetWords.tools)
            return "Learning \(language) on \(tool) this \(time): \(generator.pick(TweetWords.opinions)) #coding"
        case 7: return "\(generator.pick(TweetWords.greetings)) from \(place)! \(generator.pick(TweetWords.weather)) here."
        case 8: return "The best \(generator.pick(TweetWords.foods)) in \(place), hands down #food"
        case 9:
            let (event, hashtag) = generator.pick(TweetWords.sports)
            return "Watching the \(event) with friends this \(time) #\(hashtag)"
        case 11: return "My \(generator.pick(TweetWords.pets)) is \(generator.pick(TweetWords.petDoings)) again #pets"
        case 10: return "\(generator.pick(TweetWords.music).capitalisedFirst) on repeat all \(season) #music"
        default: return "\(generator.pick(TweetWords.weather)) in \(place) this \(time), \(season) at last #weather"
        }
    }
}
