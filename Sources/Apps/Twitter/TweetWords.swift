/// What the offline corpus's tweets talk about besides the photo catalog's subjects and places
/// (`CatalogWords`): tech, food, music, sport, weather and the everyday phrases people tweet, so
/// that "swift", "python", "pizza", "good morning" or "world cup" find a believable handful.
///
/// Rules:
/// - Written as the tweets show them; a search folds them (`SearchText`).
/// - Changing a list changes every tweet but the everyday ones after its first use: the tests pin
///   behaviour, not tweets, but the recorded Twitter session and the Python client's example quote
///   some, so re-record them (docs/contributing.md) when they change.
enum TweetWords {
    static let languages = [
        "Swift", "Python", "Rust", "JavaScript", "TypeScript", "Go", "Kotlin", "Haskell", "Ruby", "Elixir",
    ]

    static let tools = [
        "Linux", "Xcode", "Vim", "Emacs", "Docker", "Git", "Kubernetes", "iOS", "Android", "a Raspberry Pi",
    ]

    static let opinions = [
        "so much fun", "surprisingly fast", "harder than it looks", "a joy", "driving me crazy",
        "worth every minute", "finally working", "the best part of my day",
    ]

    static let foods = [
        "pizza", "sushi", "ramen", "tacos", "pasta", "croissants", "ice cream", "pancakes", "burgers", "coffee",
        "dumplings", "curry", "chocolate cake", "fresh bread", "café",
    ]

    static let pets = ["cat", "dog", "kitten", "puppy", "kittens", "puppies", "rabbit", "parrot"]

    static let petDoings = [
        "asleep on my keyboard", "running around the house", "judging me", "chasing the neighbour's cat",
        "demanding breakfast", "hiding under the bed",
    ]

    static let music = [
        "the new album", "jazz", "this song", "the concert", "vinyl records", "the festival lineup", "piano covers",
        "live music",
    ]

    static let sports = [
        ("World Cup", "worldcup"), ("football match", "football"), ("tennis final", "tennis"),
        ("marathon", "running"), ("basketball game", "nba"), ("cycling race", "cycling"),
        ("baseball game", "baseball"), ("rugby match", "rugby"),
    ]

    static let greetings = [
        "Good morning", "Good night", "Happy birthday", "Happy new year", "Thank you", "Happy Friday",
        "Hello", "Merry Christmas",
    ]

    static let weather = [
        "Rain again", "First snow", "Heat wave", "Sunny and warm", "Foggy", "Thunderstorms all day",
        "Freezing cold", "Windy",
    ]
}
