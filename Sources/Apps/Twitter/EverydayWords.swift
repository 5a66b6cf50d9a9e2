/// What the corpus's everyday tweets (`TweetCorpus+Everyday`) are made of: the devices, days,
/// weather, news, games, commutes, meals and work people tweet about, so that a newcomer's first
/// searches ("phone", "monday", "election", "running late", "lunch", "meeting") find a believable
/// handful.
///
/// Rules:
/// - Written as the tweets show them; a search folds them (`SearchText`).
/// - No word here begins with "dawn": the recorded Twitter session searches "kyoto dawn" and must
///   keep finding the same two tweets.
/// - "rain" only as itself, never "raining": a match by stem would rank above the "rainy" tweets,
///   which the ranking test groups with it and expects in order of recency alone.
enum EverydayWords {
    /// The catalog's places that are cities, where a team plays, an office opens and polls close;
    /// its regions, islands and parks are left for storms and flights.
    static let cities = CatalogWords.places.filter {
        !["Iceland", "Yosemite", "Patagonia", "Bali", "Cornwall", "Scotland", "Norway", "Zanzibar"].contains($0)
    }

    static let devices = ["phone", "laptop", "iPhone", "Android phone", "tablet", "smartwatch"]

    static let apps = ["weather app", "banking app", "podcast app", "calendar app", "maps app", "notes app"]

    static let chargers = ["phone charger", "laptop charger", "headphones", "phone"]

    static let wifiPlaces = [
        "at the office", "on the train", "at the airport", "in this café", "at home", "at the library",
        "in the hotel",
    ]

    static let whens = ["today", "again", "this morning", "all week", "tonight"]

    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

    /// Days a plan or a sunny spell can fall on.
    static let days = weekdays + ["Saturday", "Sunday", "weekend"]

    static let plans = [
        "brunch", "a long walk", "the farmers market", "a movie", "laundry", "a bike ride", "sleeping in",
        "seeing friends",
    ]

    static let weekendLines = [
        "The weekend went by way too fast", "Counting the hours until the weekend", "Best weekend in ages",
        "Lazy Sunday, no plans at all", "Saturday pancakes are a tradition now",
    ]

    static let sighs = [
        "Asking for a friend", "This week has lasted a month", "I need a nap", "Send coffee", "Send snacks",
    ]

    static let unseasonable = ["Snow", "Hail", "Sleet", "A heat wave", "A thunderstorm", "Thirty degrees"]

    static let months = ["April", "June", "October", "March", "November"]

    static let drinks = ["coffee", "breakfast", "my first coffee", "tea", "lunch"]

    static let pollingPlaces = ["school", "library", "community centre", "town hall"]

    static let audiences = ["tonight", "with the whole family", "at the pub", "on their phone", "on the train home"]

    static let smallNews = [
        "the office coffee machine works again", "my cat learned to open doors", "the bus came on time",
        "the city fixed the pothole on my street", "my sourdough finally rose",
    ]

    static let teamSports = ["soccer", "basketball", "hockey", "football", "baseball", "volleyball"]

    static let results = [
        "Won it in the last minute", "Overtime, my heart can't take it", "We lost, but what a comeback",
        "Best game of the season",
    ]

    static let transport = ["bus", "train", "subway", "tram", "ferry"]

    static let hitches = ["delayed", "stuck", "packed", "cancelled", "late"]

    static let destinations = ["work", "the office", "the airport", "school", "my sister's wedding", "the game"]

    static let dinners = ["pasta", "curry", "tacos", "burgers", "soup", "dumplings"]

    /// Meals, each with dishes it is believably made of.
    static let meals: [(meal: String, dishes: [String])] = [
        ("breakfast", ["pancakes", "eggs and toast", "porridge", "a croissant", "waffles"]),
        ("lunch", ["a sandwich", "tacos", "leftover pizza", "ramen", "a salad"]), ("dinner", dinners),
        ("brunch", ["pancakes", "eggs", "waffles", "avocado toast"]),
    ]

    static let deadlines = ["tomorrow", "at 5", "on Friday", "tonight", "in an hour"]

    static let meetingSlots = ["Friday at 5", "Monday at 8 am", "lunchtime", "9 on a Saturday"]

    /// Pets that can share a desk, each one animal.
    static let coworkers = ["cat", "dog", "puppy", "kitten", "parrot"]

    static let absences = ["two weeks away", "the holidays", "a long weekend", "a week off"]
}
