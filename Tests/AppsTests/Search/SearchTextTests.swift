import Testing

@testable import Apps

@Suite("Search text: folding, stemming and reading a query")
struct SearchTextTests {
    @Test(
        "words are folded: case, diacritics and ligatures, composed or not",
        arguments: [
            ("Café", ["cafe"]), ("CAFE", ["cafe"]), ("cafe\u{301}", ["cafe"]), ("São Paulo", ["sao", "paulo"]),
            ("Zürich, Kraków & Malmö", ["zurich", "krakow", "malmo"]), ("Straße", ["strasse"]),
            ("Æsir œuvre Øresund", ["aesir", "oeuvre", "oresund"]), ("don't", ["dont"]), ("it’s", ["its"]),
            ("#MVVM on iOS, 3D!", ["mvvm", "on", "ios", "3d"]), ("東京 night", ["東京", "night"]), ("  !? ", []),
        ])
    func folding(text: String, words: [String]) {
        #expect(SearchText.words(in: text) == words)
    }

    @Test(
        "inflections of one word share a stem",
        arguments: [
            ["kitten", "kittens"], ["run", "running", "runs"], ["city", "cities"], ["box", "boxes"],
            ["beach", "beaches"], ["hike", "hiking", "hiked", "hikes"], ["wolf", "wolves"], ["child", "children"],
            ["puppy", "puppies"], ["cafe", "cafes"], ["horse", "horses"], ["stop", "stopped", "stopping"],
            ["leaf", "leaves"], ["swim", "swimming", "swam"], ["tomato", "tomatoes"], ["glass", "glasses"],
        ])
    func sharedStem(forms: [String]) {
        #expect(Set(forms.map(EnglishStemmer.stem)).count == 1, "\(forms.map(EnglishStemmer.stem))")
    }

    @Test(
        "words that only look inflected keep their own stem",
        arguments: [
            ("spring", "spr"), ("king", "k"), ("red", "r"), ("paris", "pari"), ("news", "new"), ("evening", "even"),
            ("bus", "bu"), ("tennis", "tenni"),
        ])
    func distinctStem(word: String, other: String) {
        #expect(EnglishStemmer.stem(word) != EnglishStemmer.stem(other))
        #expect(EnglishStemmer.stem(word).count >= 3)
    }

    @Test("a query's words are terms, a quoted run a phrase, and the last word typed a prefix")
    func query() {
        typealias Term = SearchQuery.Term
        #expect(
            SearchQuery("tokyo \"Golden Gate\" kyo").terms == [
                Term(words: ["tokyo"]), Term(words: ["golden", "gate"], isPhrase: true),
                Term(words: ["kyo"], isPrefix: true),
            ])
        #expect(SearchQuery("kyo ").terms == [Term(words: ["kyo"])])
        #expect(SearchQuery("\"kyo\"").terms == [Term(words: ["kyo"])])
        #expect(SearchQuery("\"tokyo night").terms == [Term(words: ["tokyo", "night"], isPhrase: true)])
        #expect(SearchQuery("k").terms == [Term(words: ["k"])])
    }

    @Test("little words are left out unless they are all there is or stand in a phrase")
    func littleWords() {
        #expect(SearchQuery("cat in the london ").terms.map(\.words) == [["cat"], ["london"]])
        #expect(SearchQuery("the").terms.map(\.words) == [["the"]])
        #expect(SearchQuery("\"tokyo at night\"").terms.map(\.words) == [["tokyo", "at", "night"]])
    }
}
