import ViewModels
/// The words the offline catalog builds its photos from: enough subjects, places and moods that
/// searches for everyday words ("cat", "bridge", "sunset paris") find a believable handful.
///
/// Rules:
/// - Every word is one lowercase word of letters or digits, so it is a whole word to search for
///   both as part of a title and as a tag; place names are capitalised only where titles use them.
/// - Changing a list changes every generated photo after the first use of that list: the tests
///   pin behaviour, not the photos, so that is allowed, but do it knowingly.
enum CatalogWords {
    /// Subjects that belong together, and the tags photographers give them.
    struct Theme {
        let tag: String
        let subjects: [String]
        let tags: [String]
    }

    static let themes: [Theme] = [
        Theme(
            tag: "animals",
            subjects: [
                "cat", "kitten", "dog", "puppy", "horse", "fox", "owl", "eagle", "heron", "deer", "squirrel",
                "rabbit", "swan", "duck", "seal", "bear", "wolf", "robin", "parrot", "butterfly", "bee",
            ],
            tags: ["wildlife", "pets", "cute", "fur", "feathers", "zoo", "birds", "nature"]
        ),
        Theme(
            tag: "landscape",
            subjects: [
                "mountain", "glacier", "valley", "meadow", "forest", "river", "lake", "waterfall", "beach",
                "desert", "canyon", "volcano", "island", "cliff", "dune", "field",
            ],
            tags: ["scenery", "outdoors", "hiking", "wilderness", "panorama", "nature", "travel"]
        ),
        Theme(
            tag: "sky",
            subjects: ["sunset", "sunrise", "moon", "stars", "aurora", "rainbow", "clouds", "storm", "lightning"],
            tags: ["astrophotography", "weather", "silhouette", "longexposure", "dramatic"]
        ),
        Theme(
            tag: "city",
            subjects: [
                "bridge", "street", "skyline", "tower", "cathedral", "market", "cafe", "tram", "train",
                "station", "lighthouse", "harbour", "alley", "rooftop", "fountain", "castle", "windmill",
            ],
            tags: ["architecture", "urban", "streetphotography", "travel", "cityscape", "night"]
        ),
        Theme(
            tag: "people",
            subjects: [
                "portrait", "dancer", "musician", "skater", "surfer", "climber", "cyclist", "child", "couple",
                "crowd", "fisherman", "gardener",
            ],
            tags: ["candid", "people", "festival", "family", "smile", "street"]
        ),
        Theme(
            tag: "plants",
            subjects: ["flower", "tulip", "rose", "sunflower", "poppy", "orchid", "fern", "tree", "leaves", "cactus"],
            tags: ["macro", "garden", "bloom", "botanical", "spring", "green"]
        ),
        Theme(
            tag: "things",
            subjects: [
                "bicycle", "car", "boat", "kite", "lantern", "book", "camera", "guitar", "umbrella", "coffee",
                "teapot", "clock",
            ],
            tags: ["stilllife", "vintage", "detail", "indoor", "retro"]
        ),
    ]

    static let adjectives = [
        "misty", "golden", "quiet", "frozen", "ancient", "lonely", "bright", "hidden", "wild", "sleepy",
        "curious", "colourful", "rainy", "stormy", "silent", "vintage", "tiny", "giant", "lazy", "proud",
        "blue", "red", "dreamy", "forgotten", "sunny", "snowy", "windy", "happy",
    ]

    static let places = [
        "London", "Paris", "Tokyo", "Kyoto", "Iceland", "Scotland", "Norway", "Venice", "Lisbon", "Berlin",
        "Amsterdam", "Prague", "Vancouver", "Sydney", "Istanbul", "Marrakech", "Reykjavik", "Seattle",
        "Dublin", "Edinburgh", "Barcelona", "Rome", "Oslo", "Helsinki", "Cornwall", "Yosemite", "Patagonia",
        "Bali", "Havana", "Brooklyn",
    ]

    static let times = ["dawn", "dusk", "night", "noon", "morning", "evening", "twilight", "midnight"]

    static let seasons = ["spring", "summer", "autumn", "winter"]

    static let cameras = [
        "nikon", "canon", "fujifilm", "sony", "leica", "olympus", "iphone", "35mm", "film", "bokeh", "hdr",
        "blackandwhite", "explore",
    ]
}
