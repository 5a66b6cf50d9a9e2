import ViewModels

/// Makes the offline catalog's photos from `CatalogWords`, so thousands of plausible photos ship as a
/// few hundred words of code instead of a resource file.
///
/// Rules:
/// - The same seed and count give the same photos, in the same order: most interesting first, ties
///   broken by the order they were made.
/// - Ids grow with the order photos are made, so they are unique without checking.
/// - Favorites and comments grow with interestingness, as they do on Flickr, with some noise.
/// - Subjects, actions, places and times listed first are drawn more often.
/// - One photo in twelve shows a landmark, always in its own place ("Golden Gate Bridge" in San
///   Francisco); subjects with a season ("snow") are always tagged with it.
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
        let adjective = random.pick(CatalogWords.adjectives)
        let time = random.pickFavouringFirst(CatalogWords.times)
        var subject = random.pickFavouringFirst(theme.subjects)
        let action = theme.actions.isEmpty ? nil : random.pickFavouringFirst(theme.actions)
        var place = random.pickFavouringFirst(CatalogWords.places)
        let title: String
        var tags: [String]
        if random.next(below: 12) == 0 {
            (subject, place) = random.pick(CatalogWords.landmarks)
            title = landmarkTitle(subject, place: place, adjective: adjective, time: time)
            tags = [CatalogWords.tag(subject), "landmark", CatalogWords.tag(place), "travel"]
        } else {
            title = self.title(subject: subject, theme: theme, action: action, adjective: adjective, place: place, time: time)
            tags = [CatalogWords.tag(subject), theme.tag, CatalogWords.tag(place), random.pick(theme.tags)]
            tags += action.map { [$0] } ?? []
        }
        tags.append(random.pick(CatalogWords.cameras))
        if let season = CatalogWords.seasonsBySubject[subject] {
            tags.append(season)
        } else if random.next(below: 2) == 0 {
            tags.append(random.pick(CatalogWords.seasons))
        }
        if random.next(below: 3) == 0 {
            tags.append(adjective)
        }
        if random.next(below: 3) == 0 {
            tags.append(time)
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
        action: String?,
        adjective: String,
        place: String,
        time: String
    ) -> String {
        switch random.next(below: 9) {
        case 0: "\(adjective.capitalisedFirst) \(subject)"
        case 1: "\(adjective.capitalisedFirst) \(subject) in \(place)"
        case 2: "\(subject.capitalisedFirst) at \(time)"
        case 3: "The \(adjective) \(subject)"
        case 4: "\(place) \(subject) at \(time)"
        case 5: "\(subject.capitalisedFirst) and \(random.pick(theme.subjects))"
        case 6: "\(place) \(random.pickFavouringFirst(CatalogWords.timesOfPlaces))"
        case 7 where action != nil: "\(subject.capitalisedFirst) \(action ?? "") in \(place)"
        default: "\(subject.capitalisedFirst) #\(random.next(below: 500) + 1)"
        }
    }

    private mutating func landmarkTitle(_ landmark: String, place: String, adjective: String, time: String) -> String {
        switch random.next(below: 4) {
        case 0: "\(landmark) at \(time)"
        case 1: "\(landmark), \(place)"
        case 2: "\(adjective.capitalisedFirst) \(landmark)"
        default: "\(landmark) in \(random.pick(CatalogWords.seasons))"
        }
    }

    /// Ten lowercase hex digits, the shape of Flickr's photo secrets.
    private mutating func secret() -> String {
        let digits = String(random.next() & 0xFF_FFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 10 - digits.count) + digits
    }
}
