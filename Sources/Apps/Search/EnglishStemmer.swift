/// A small English stemmer, so "kittens" finds "kitten", "running" finds "run" and "cities" finds
/// "city": a handful of suffix rules and irregular forms, written for search, not for linguistics.
///
/// Rules:
/// - Words that inflect one another get the same stem (kitten/kittens, box/boxes, city/cities,
///   run/running/runs, hike/hiking/hiked, wolf/wolves, child/children); the stem itself need not be a
///   word ("hike" and "hiking" share "hik").
/// - Only plurals, "-ing" and "-ed" are taken off; a stem keeps three letters and a vowel, so
///   "spring", "king" and "red" stay whole.
/// - Takes folded words (`SearchText`); other words come back as they are.
enum EnglishStemmer {
    static func stem(_ word: String) -> String {
        if let base = irregular[word] {
            return stem(base)
        }
        if unchanged.contains(word) || !word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
            return word
        }
        var letters = Array(word.utf8)
        strip(&letters)
        if letters.count > 3 && letters.last == e && letters[letters.count - 2] != e {
            letters.removeLast()
        }
        return String(decoding: letters, as: UTF8.self)
    }

    /// Takes one plural, "-ing" or "-ed" ending off `letters`.
    private static func strip(_ letters: inout [UInt8]) {
        if ends(letters, with: "ies"), letters.count > 4 {
            letters.removeLast(3)
            letters.append(y)
        } else if ends(letters, with: "es"), letters.count > 4, sibilantBeforeES(letters) {
            letters.removeLast(2)
        } else if ends(letters, with: "s"), letters.count > 3, !ends(letters, with: "ss"), !ends(letters, with: "us"),
            !ends(letters, with: "is")
        {
            letters.removeLast()
        } else if ends(letters, with: "ing") {
            takeVerbEnding(3, from: &letters)
        } else if ends(letters, with: "ed"), !ends(letters, with: "eed") {
            takeVerbEnding(2, from: &letters)
        }
    }

    /// "-ing" or "-ed", when what is left is a stem; "running" loses its doubled "n" as well.
    private static func takeVerbEnding(_ count: Int, from letters: inout [UInt8]) {
        let rest = letters.dropLast(count)
        guard rest.count >= 3, rest.contains(where: vowels.contains) else { return }
        letters.removeLast(count)
        if letters.count > 3, let last = letters.last, last == letters[letters.count - 2], !vowels.contains(last),
            !"lsz".utf8.contains(last)
        {
            letters.removeLast()
        } else if ends(letters, with: "i") {
            letters[letters.count - 1] = y  // "cried", "dried"
        }
    }

    /// "boxes", "beaches", "bushes", "glasses", "buzzes": the "es" is the plural's, not the word's.
    private static func sibilantBeforeES(_ letters: [UInt8]) -> Bool {
        let base = Array(letters.dropLast(2))
        return ends(base, with: "x") || ends(base, with: "ch") || ends(base, with: "sh") || ends(base, with: "ss")
            || ends(base, with: "zz")
    }

    private static func ends(_ letters: [UInt8], with suffix: String) -> Bool {
        letters.count >= suffix.utf8.count && letters.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    private static let e = UInt8(ascii: "e")
    private static let y = UInt8(ascii: "y")
    private static let vowels: Set<UInt8> = Set("aeiouy".utf8)

    /// Words the rules would wrongly shorten: not plurals, or "-ing" words that are nouns.
    private static let unchanged: Set<String> = [
        "news", "series", "species", "lens", "does", "goes", "this", "was", "has", "yes", "always", "perhaps",
        "evening", "morning", "during", "nothing", "something", "everything", "anything", "thing", "things",
        "wedding", "ceiling", "christmas", "athens", "swiss", "texas", "wales", "iris", "paris", "boss", "glass", "beijing",
    ]

    /// Irregular plurals and verbs, by the stem their regular forms get.
    private static let irregular: [String: String] = [
        "children": "child", "people": "person", "men": "man", "women": "woman", "mice": "mouse",
        "geese": "goose", "feet": "foot", "teeth": "tooth", "wolves": "wolf", "leaves": "leaf", "knives": "knife",
        "loaves": "loaf", "shelves": "shelf", "ran": "run", "flew": "fly", "flies": "fly", "ate": "eat",
        "swam": "swim", "sang": "sing", "took": "take", "went": "go", "gone": "go",
    ]
}
