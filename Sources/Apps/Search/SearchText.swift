/// How the offline services read text: as words folded the way people type them, so "Café",
/// "CAFE" and "cafe\u{301}" are one word.
///
/// Rules:
/// - A word is a run of letters and digits; anything else separates words, except apostrophes,
///   which are dropped ("don't" is "dont") and combining marks, which are dropped too.
/// - Folding lowercases, strips the diacritics of Latin letters (é → e, ø → o) and spells out their
///   ligatures (æ → ae, ß → ss); scripts without such marks are only lowercased.
/// - Uses the standard library alone: the apps never pay for Foundation at start-up.
enum SearchText {
    /// The folded words of `text`, in order.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                switch scalar.value {
                case 0x41...0x5A: word.append(Unicode.Scalar(scalar.value + 0x20)!)
                case 0x61...0x7A, 0x30...0x39: word.append(scalar)
                case 0x27: continue
                default: flush(&word, into: &words)
                }
            } else if scalar == "\u{2019}" || scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                    word.append(contentsOf: folded(lower).unicodeScalars)
                }
            } else {
                flush(&word, into: &words)
            }
        }
        flush(&word, into: &words)
        return words
    }

    private static func flush(_ word: inout String.UnicodeScalarView, into words: inout [String]) {
        guard !word.isEmpty else { return }
        words.append(String(word))
        word = String.UnicodeScalarView()
    }

    /// `scalar` (lowercase) without its diacritic, when it is a Latin letter that has one.
    private static func folded(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0xDF: "ss"
        case 0xE0...0xFF: latin1[Int(scalar.value - 0xE0)] ?? String(scalar)
        case 0x100...0x17F: latinExtendedA[Int(scalar.value - 0x100)]
        default: String(scalar)
        }
    }

    /// The base letters of U+00E0 to U+00FF (à to ÿ); nil for ÷.
    private static let latin1: [String?] =
        runs([("a", 6), ("ae", 1), ("c", 1), ("e", 4), ("i", 4), ("d", 1), ("n", 1), ("o", 5)]) + [nil]
        + runs([("o", 1), ("u", 4), ("y", 1), ("th", 1), ("y", 1)])

    /// The base letters of U+0100 to U+017F (Ā to ſ), upper and lower case alike.
    private static let latinExtendedA: [String] = runs([
        ("a", 6), ("c", 8), ("d", 4), ("e", 10), ("g", 8), ("h", 4), ("i", 10), ("ij", 2), ("j", 2), ("k", 3),
        ("l", 10), ("n", 9), ("o", 6), ("oe", 2), ("r", 6), ("s", 8), ("t", 6), ("u", 12), ("w", 2), ("y", 3),
        ("z", 6), ("s", 1),
    ])

    private static func runs(_ runs: [(String, Int)]) -> [String] {
        runs.flatMap { letters, count in Array(repeating: letters, count: count) }
    }
}
