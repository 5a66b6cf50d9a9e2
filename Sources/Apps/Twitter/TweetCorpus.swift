import ViewModels
/// The offline corpus's tweets, generated from a seed, with a word index so a search costs
/// microseconds.
///
/// Rules:
/// - The same count and seed give the same tweets on every run and platform (`SplitMix64`).
/// - `tweets` are most recent first; a search answers in that order, at most `pageSize`.
/// - A search matches whole words, ignoring case, in the status and the username; every word of the
///   text must match. A text without words matches nothing.
struct TweetCorpus: Sendable {
    /// Twitter's search API answers at most 100 tweets a page.
    static let pageSize = 100

    let tweets: [TweetData]
    private let positionsByWord: [String: [Int32]]

    init(count: Int, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let users = (0..<max(1, count / 15)).map { Self.user(number: $0, generator: &generator) }
        tweets = (0..<count).reversed().map { number in
            let user = generator.pick(users)
            return TweetData(
                id: String(Self.firstID + UInt64(number) * 7_919), status: Self.status(generator: &generator),
                username: user.name, profileImageUrl: user.image, profileBannerUrl: user.banner)
        }
        var positionsByWord: [String: [Int32]] = [:]
        for (position, tweet) in tweets.enumerated() {
            for word in Set(CatalogIndex.words(in: tweet.status + " " + tweet.username)) {
                positionsByWord[word, default: []].append(Int32(position))
            }
        }
        self.positionsByWord = positionsByWord
    }

    func search(_ text: String) -> [TweetData] {
        let lists = Set(CatalogIndex.words(in: text)).map { positionsByWord[$0] ?? [] }.sorted { $0.count < $1.count }
        guard let shortest = lists.first else { return [] }
        let others = lists.dropFirst().map(Set.init)
        return shortest.lazy.filter { position in others.allSatisfy { $0.contains(position) } }
            .prefix(Self.pageSize).map { tweets[Int($0)] }
    }

    /// Ids in the range real tweets of 2014 had, the year of the seed's blog post.
    private static let firstID: UInt64 = 480_000_000_000_000_000

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
        return switch generator.next(below: 6) {
        case 0: "Just saw a \(adjective) \(subject) in \(place) #\(tag)"
        case 1: "Nothing beats \(place) at \(time). #\(tag)"
        case 2: "Reading about the \(subject) all \(generator.pick(CatalogWords.seasons)) long"
        case 3: "Is it just me or is every \(subject) in \(place) \(adjective) today?"
        case 4: "A \(adjective) \(time) walk, one \(subject), zero regrets #\(tag)"
        default: "Building an app about the \(subject) with #ReactiveCocoa and #MVVM, live from \(place)"
        }
    }
}
