import ViewModels
/// Makes the offline catalog's photos from `CatalogWords`, so thousands of plausible photos ship as a
/// few hundred words of code instead of a resource file.
///
/// Rules:
/// - The same seed and count give the same photos, in the same order: most interesting first, ties
///   broken by the order they were made.
/// - Ids grow with the order photos are made, so they are unique without checking.
/// - Favorites and comments grow with interestingness, as they do on Flickr, with some noise.
struct CatalogGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func entries(count: Int) -> [OfflinePhotoCatalog.Entry] {
        let made = (0..<count).map { entry(number: $0) }
        // Higher interestingness first; on a tie, the earlier made (the swapped positions order it so).
        return made.indices
            .sorted { (made[$0].interestingness, $1) > (made[$1].interestingness, $0) }
            .map { made[$0] }
    }

    private mutating func entry(number: Int) -> OfflinePhotoCatalog.Entry {
        let theme = random.pick(CatalogWords.themes)
        let subject = random.pick(theme.subjects)
        let adjective = random.pick(CatalogWords.adjectives)
        let place = random.pick(CatalogWords.places)
        let time = random.pick(CatalogWords.times)
        let title = self.title(subject: subject, theme: theme, adjective: adjective, place: place, time: time)
        var tags = [subject, theme.tag, place.lowercased(), random.pick(theme.tags), random.pick(CatalogWords.cameras)]
        if random.next(below: 2) == 0 {
            tags.append(random.pick(CatalogWords.seasons))
        }
        if random.next(below: 3) == 0 {
            tags.append(adjective)
        }
        let interestingness = random.next(below: 1_000_000)
        let favorites = interestingness / 2_000 + random.next(below: 40)
        let comments = favorites / 10 + random.next(below: 12)
        let photo = Photo(
            id: String(52_000_000_000 + number * 700_000 + random.next(below: 700_000)),
            title: title,
            tags: tags.reduce(into: []) { unique, tag in
                if !unique.contains(tag) { unique.append(tag) }
            },
            server: String(65_535 - random.next(below: 4)),
            secret: secret()
        )
        return OfflinePhotoCatalog.Entry(
            photo: photo,
            interestingness: interestingness,
            metadata: PhotoMetadata(favorites: favorites, comments: comments)
        )
    }

    private mutating func title(
        subject: String,
        theme: CatalogWords.Theme,
        adjective: String,
        place: String,
        time: String
    ) -> String {
        switch random.next(below: 7) {
        case 0: "\(capitalised(adjective)) \(subject)"
        case 1: "\(capitalised(adjective)) \(subject) in \(place)"
        case 2: "\(capitalised(subject)) at \(time)"
        case 3: "The \(adjective) \(subject)"
        case 4: "\(place) \(subject) at \(time)"
        case 5: "\(capitalised(subject)) and \(random.pick(theme.subjects))"
        default: "\(capitalised(subject)) #\(random.next(below: 500) + 1)"
        }
    }

    /// Ten lowercase hex digits, the shape of Flickr's photo secrets.
    private mutating func secret() -> String {
        let digits = String(random.next() & 0xFF_FFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 10 - digits.count) + digits
    }

    private func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
