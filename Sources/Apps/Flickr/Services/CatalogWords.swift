/// The words the offline catalog builds its photos from: enough subjects, places and moods on every
/// continent that what people commonly search photos for ("kittens", "new york", "pizza", "snow
/// winter", "tokyo night", "swift") finds a believable handful.
///
/// Rules:
/// - Subjects, places and landmarks are written as titles show them, several words and diacritics
///   allowed ("Golden Gate Bridge", "São Paulo"); their tags are those words folded and joined, as
///   Flickr writes tags ("goldengatebridge", "saopaulo"). Tags and adjectives are single words.
/// - No time directly precedes a place in any title, so a phrase such as "night tokyo" never
///   matches while "tokyo night" does; the search tests rely on that.
/// - Changing a list changes every generated photo after the first use of that list: the tests
///   pin behaviour, not the photos, so that is allowed, but do it knowingly.
enum CatalogWords {
    /// Subjects that belong together, the tags photographers give them, and what the subjects may be
    /// seen doing ("Dog running in Brooklyn").
    struct Theme {
        let tag: String
        let subjects: [String]
        let tags: [String]
        var actions: [String] = []
    }

    static let themes: [Theme] = [
        Theme(
            tag: "animals",
            subjects: [
                "cat", "kitten", "dog", "puppy", "horse", "fox", "owl", "eagle", "heron", "deer", "squirrel",
                "rabbit", "swan", "duck", "seal", "bear", "wolf", "robin", "parrot", "butterfly", "bee", "elephant",
                "lion", "tiger", "giraffe", "zebra", "penguin", "dolphin", "whale", "panda", "koala", "kangaroo",
                "monkey", "cow", "sheep", "goat",
            ],
            tags: ["wildlife", "pets", "cute", "fur", "feathers", "zoo", "birds", "nature", "safari"],
            actions: ["running", "sleeping", "playing", "jumping", "swimming", "eating", "hiding"]
        ),
        Theme(
            tag: "landscape",
            subjects: [
                "mountain", "glacier", "valley", "meadow", "forest", "river", "lake", "waterfall", "beach",
                "desert", "canyon", "volcano", "island", "cliff", "dune", "field", "coast", "hills",
            ],
            tags: ["scenery", "outdoors", "hiking", "wilderness", "panorama", "nature", "travel"]
        ),
        Theme(
            tag: "sky",
            subjects: ["sunset", "sunrise", "moon", "stars", "aurora", "rainbow", "clouds", "milky way", "eclipse"],
            tags: ["astrophotography", "silhouette", "longexposure", "dramatic", "skyscape"]
        ),
        Theme(
            tag: "weather",
            subjects: ["rain", "snow", "fog", "storm", "lightning", "frost", "snowflakes", "puddles", "hail", "mist"],
            tags: ["rainyday", "cold", "moody", "forecast", "wet", "dramatic"]
        ),
        Theme(
            tag: "city",
            subjects: [
                "bridge", "street", "skyline", "tower", "cathedral", "market", "café", "tram", "train", "station",
                "lighthouse", "harbour", "alley", "rooftop", "fountain", "castle", "windmill", "night market",
                "subway", "taxi", "temple", "graffiti",
            ],
            tags: ["architecture", "urban", "streetphotography", "travel", "cityscape", "night"]
        ),
        Theme(
            tag: "people",
            subjects: [
                "portrait", "dancer", "musician", "skater", "surfer", "climber", "cyclist", "child", "couple",
                "crowd", "fisherman", "gardener", "family", "friends", "bride", "street vendor",
            ],
            tags: ["candid", "people", "festival", "wedding", "smile", "street", "birthday"],
            actions: ["dancing", "laughing", "walking", "reading", "cooking", "waiting"]
        ),
        Theme(
            tag: "plants",
            subjects: [
                "flower", "tulip", "rose", "sunflower", "poppy", "orchid", "fern", "tree", "leaves", "cactus",
                "cherry blossom", "lavender", "moss", "mushroom",
            ],
            tags: ["macro", "garden", "bloom", "botanical", "green", "flora"]
        ),
        Theme(
            tag: "things",
            subjects: [
                "bicycle", "car", "boat", "kite", "lantern", "book", "camera", "umbrella", "teapot", "clock",
                "hot air balloon", "typewriter", "vintage car",
            ],
            tags: ["stilllife", "vintage", "detail", "indoor", "retro"]
        ),
        Theme(
            tag: "food",
            subjects: [
                "pizza", "sushi", "ramen", "burger", "tacos", "pasta", "croissant", "ice cream", "cake", "cupcakes",
                "pancakes", "coffee", "tea", "wine", "beer", "cocktail", "salad", "bread", "cheese", "chocolate",
                "strawberries", "dumplings", "noodles", "curry",
            ],
            tags: ["foodporn", "delicious", "yummy", "dinner", "lunch", "breakfast", "restaurant", "homemade"]
        ),
        Theme(
            tag: "music",
            subjects: [
                "guitar", "piano", "violin", "drums", "concert", "jazz band", "dj", "singer", "orchestra",
                "vinyl records", "saxophone", "choir", "street musician",
            ],
            tags: ["live", "gig", "stage", "festival", "jazz", "rock", "band"],
            actions: ["playing", "rehearsing", "singing"]
        ),
        Theme(
            tag: "sport",
            subjects: [
                "football", "soccer", "tennis", "basketball", "baseball", "surfing", "skiing", "snowboarding",
                "marathon", "runner", "cycling", "skateboarding", "climbing", "yoga", "swimming", "rugby",
            ],
            tags: ["sports", "action", "training", "fitness", "race", "athlete", "match"]
        ),
        Theme(
            tag: "tech",
            subjects: [
                "laptop", "keyboard", "robot", "drone", "smartphone", "server rack", "circuit board", "raspberry pi",
                "code", "terminal", "3d printer", "headphones", "vintage computer",
            ],
            tags: [
                "technology", "gadget", "computer", "programming", "linux", "swift", "python", "coding", "geek",
                "workspace", "opensource", "javascript", "hacker",
            ]
        ),
    ]

    /// Landmarks, each with the place it stands in: a landmark photo is always taken there.
    static let landmarks: [(name: String, place: String)] = [
        ("Golden Gate Bridge", "San Francisco"), ("Eiffel Tower", "Paris"), ("Big Ben", "London"),
        ("Tower Bridge", "London"), ("Times Square", "New York"), ("Central Park", "New York"),
        ("Brooklyn Bridge", "New York"), ("Shibuya Crossing", "Tokyo"), ("Fushimi Inari", "Kyoto"),
        ("Sagrada Família", "Barcelona"), ("Colosseum", "Rome"), ("Opera House", "Sydney"),
        ("Table Mountain", "Cape Town"), ("Christ the Redeemer", "Rio de Janeiro"),
        ("Brandenburg Gate", "Berlin"), ("Charles Bridge", "Prague"), ("Great Wall", "Beijing"),
        ("Marina Bay", "Singapore"), ("CN Tower", "Toronto"), ("Space Needle", "Seattle"),
        ("Pyramids", "Cairo"), ("Hallgrímskirkja", "Reykjavík"),
    ]

    static let adjectives = [
        "misty", "golden", "quiet", "frozen", "ancient", "lonely", "bright", "hidden", "wild", "sleepy",
        "curious", "colourful", "rainy", "stormy", "silent", "vintage", "tiny", "giant", "lazy", "proud",
        "blue", "red", "dreamy", "forgotten", "sunny", "snowy", "windy", "happy", "little", "beautiful",
    ]

    /// Places on every continent, several of two or three words and some with diacritics; the most
    /// photographed first.
    static let places = [
        "New York", "London", "Paris", "Tokyo", "San Francisco", "Kyoto", "Rome", "Barcelona", "Berlin",
        "Amsterdam", "Sydney", "Hong Kong", "Venice", "Lisbon", "Prague", "Iceland", "Seattle", "Chicago",
        "Los Angeles", "Vancouver", "Toronto", "Montréal", "Singapore", "Bangkok", "Seoul", "Beijing", "Shanghai",
        "Dublin", "Edinburgh", "Istanbul", "Rio de Janeiro", "São Paulo", "Buenos Aires", "Mexico City", "Havana",
        "Cape Town", "Marrakech", "Cairo", "Melbourne", "Auckland", "Brooklyn", "Yosemite", "Patagonia", "Bali",
        "Oslo", "Helsinki", "Reykjavík", "Zürich", "Kraków", "Malmö", "Cornwall", "Scotland", "Norway", "Hanoi",
        "Mumbai", "New Delhi", "Dubai", "Lima", "Nairobi", "Lagos", "Zanzibar",
    ]

    /// Times of day, the most photographed first.
    static let times = ["night", "sunset", "dawn", "dusk", "morning", "evening", "twilight", "noon", "midnight"]

    /// What a title names a place by alone ("Tokyo nights"), the most photographed first.
    static let timesOfPlaces = ["nights", "sunsets", "mornings", "evenings"]

    static let seasons = ["spring", "summer", "autumn", "winter"]

    /// The season a subject belongs to, always tagged; other subjects get a random season or none.
    static let seasonsBySubject = [
        "snow": "winter", "frost": "winter", "snowflakes": "winter", "skiing": "winter", "snowboarding": "winter",
        "cherry blossom": "spring", "tulip": "spring", "sunflower": "summer", "beach": "summer",
        "ice cream": "summer", "surfing": "summer", "leaves": "autumn", "mushroom": "autumn",
    ]

    static let cameras = [
        "nikon", "canon", "fujifilm", "sony", "leica", "olympus", "iphone", "35mm", "film", "bokeh", "hdr",
        "blackandwhite", "explore",
    ]

    /// `name` as a tag: its folded words joined ("São Paulo" → "saopaulo").
    static func tag(_ name: String) -> String {
        SearchText.words(in: name).joined()
    }
}
