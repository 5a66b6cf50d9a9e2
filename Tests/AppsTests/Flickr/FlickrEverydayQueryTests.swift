import Testing

@testable import Apps

/// What a new user types into the Flickr search box, and what it must find in the default catalog.
@Suite("Flickr offline catalog: everyday queries")
struct FlickrEverydayQueryTests {
    static let catalog = FlickrCatalogSearchTests.catalog

    /// The folded words a photo shows: its title's and its tags.
    static func words(of photo: Photo) -> [String] {
        SearchText.words(in: photo.title) + photo.tags.flatMap(SearchText.words)
    }

    /// Whether some word of `photo` begins with one of `alternatives` ("york|newyork").
    static func shows(_ photo: Photo, _ alternatives: String) -> Bool {
        let beginnings = alternatives.split(separator: "|").map(String.init)
        return words(of: photo).contains { word in beginnings.contains(where: word.hasPrefix) }
    }

    @Test(
        "an everyday query finds a believable handful, each photo showing what was asked for",
        arguments: [
            ("kittens", ["kitten"]), ("kitten", ["kitten"]), ("Cats", ["cat"]), ("puppies", ["pupp"]),
            ("dogs", ["dog"]), ("running dog", ["dog", "running"]), ("horses", ["horse"]), ("birds", ["bird"]),
            ("new york", ["york|newyork"]), ("\"golden gate\"", ["golden"]), ("tokyo night", ["tokyo", "night"]),
            ("kyo", ["kyo"]), ("café", ["cafe"]), ("cafe", ["cafe"]), ("sao paulo", ["paulo|saopaulo"]),
            ("Zurich", ["zurich"]), ("montreal", ["montreal"]), ("rio de janeiro", ["janeiro|riodejaneiro"]),
            ("cape town", ["town|capetown"]), ("hong kong", ["kong|hongkong"]), ("mountains", ["mountain"]),
            ("beaches", ["beach"]), ("cities", ["city|mexicocity"]), ("pizza", ["pizza"]), ("sushi", ["sushi"]),
            ("ice cream", ["ice"]), ("coffee", ["coffee"]), ("guitar", ["guitar"]), ("concert", ["concert"]),
            ("football", ["football"]), ("surfing", ["surf"]), ("swift", ["swift"]), ("python", ["python"]),
            ("linux", ["linux"]), ("snow winter", ["snow", "winter"]), ("rain", ["rain"]), ("sunsets", ["sunset"]),
            ("autumn leaves", ["autumn", "lea"]), ("cherry blossom", ["cherry"]), ("flowers", ["flower"]),
            ("eiffel tower paris", ["eiffel", "paris"]), ("london bridge", ["london", "bridge"]),
        ])
    func finds(query: String, shown: [String]) async throws {
        let result = try await Self.catalog.search(query)
        #expect(result.totalResults >= 3, "\(query): \(result.totalResults)")
        #expect(result.photos.count == min(result.totalResults, PhotoSearchResult.pageSize))
        for photo in result.photos {
            #expect(shown.allSatisfy { Self.shows(photo, $0) }, "\(query): \(photo.title) \(photo.tags)")
        }
    }

    @Test(
        "a query for what the catalog does not hold finds nothing",
        arguments: ["zzzz", "\"night tokyo\"", "\"tokyo paris\"", "qwertyuiop", "\"kyo\"", "kyo ", "cat unicorn"])
    func findsNothing(query: String) async throws {
        #expect(try await Self.catalog.search(query).totalResults == 0)
    }

    @Test("a quoted phrase finds only photos whose title holds its words adjacent and in order")
    func phrase() async throws {
        let phrase = try await Self.catalog.search("\"golden gate\"")
        let loose = try await Self.catalog.search("gate golden")
        #expect(phrase.totalResults > 0 && phrase.totalResults <= loose.totalResults)
        #expect(try await Self.catalog.search("\"gate golden\"").totalResults == 0)
        #expect(phrase.photos.allSatisfy { $0.title.lowercased().contains("golden gate") })
        let night = try await Self.catalog.search("\"tokyo night\"")
        #expect(night.totalResults > 0)
        #expect(night.photos.allSatisfy { $0.title.lowercased().contains("tokyo night") })  // or "nights"
    }

    @Test("the last word typed finds the words it begins")
    func prefix() async throws {
        let typing = try await Self.catalog.search("tokyo ni")
        let typed = try await Self.catalog.search("tokyo night")
        #expect(typing.totalResults > typed.totalResults)
        #expect(typing.photos.allSatisfy { Self.words(of: $0).contains { $0.hasPrefix("ni") } })
        #expect(try await Self.catalog.search("kyo").photos == (try await Self.catalog.search("kyoto")).photos)
    }

    @Test("a plural finds what its singular does, and a word with diacritics what it does without them")
    func folding() async throws {
        #expect(try await Self.catalog.search("kittens ").totalResults == (try await Self.catalog.search("kitten ")).totalResults)
        #expect(try await Self.catalog.search("Café").photos == (try await Self.catalog.search("cafe")).photos)
        #expect(try await Self.catalog.search("ZÜRICH").photos == (try await Self.catalog.search("zurich")).photos)
    }

    @Test("a word in the title ranks above the same word only in the tags, then the most interesting first")
    func ranking() async throws {
        let interestingness = Dictionary(
            uniqueKeysWithValues: Self.catalog.entries.map { ($0.photo.id, $0.interestingness) })
        let result = try await Self.catalog.search("tokyo ")
        let inTitle = result.photos.map { SearchText.words(in: $0.title).contains("tokyo") }
        #expect(inTitle.contains(true) && inTitle.contains(false))
        #expect(inTitle == inTitle.sorted { $0 && !$1 })
        for group in [true, false] {
            let scores = zip(result.photos, inTitle).filter { $1 == group }.map { interestingness[$0.0.id] ?? -1 }
            #expect(scores == scores.sorted(by: >))
        }
    }
}
