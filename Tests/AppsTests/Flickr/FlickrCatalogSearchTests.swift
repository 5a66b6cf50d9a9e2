import Testing
@testable import Apps
import ViewModels

@Suite("Flickr offline catalog: search")
struct FlickrCatalogSearchTests {
    /// Built once for the suite: every test here only reads it.
    static let catalog = OfflinePhotoCatalog()
    var catalog: OfflinePhotoCatalog { Self.catalog }

    /// The answer worked out the slow way, from every entry, to check the index against.
    func expected(_ text: String) -> (total: Int, photos: [Photo]) {
        let reference = ReferenceSearch(documents: CatalogIndex.documents(of: catalog.entries))
        let (total, positions) = reference.search(text, limit: PhotoSearchResult.pageSize)
        return (total, positions.map { catalog.entries[$0].photo })
    }

    func words(_ text: String) -> [String] {
        SearchText.words(in: text)
    }

    @Test("the default catalog holds 5,000 photos, each with a distinct id, a title and tags")
    func size() {
        #expect(catalog.entries.count == 5_000)
        #expect(Set(catalog.entries.map(\.photo.id)).count == 5_000)
        #expect(catalog.entries.allSatisfy { !$0.photo.title.isEmpty && $0.photo.tags.count >= 3 })
    }

    @Test("two catalogs with the same seed hold the same photos; another seed gives other photos")
    func determinism() {
        #expect(OfflinePhotoCatalog().entries == catalog.entries)
        #expect(
            OfflinePhotoCatalog(photoCount: 300, seed: 7).entries
                == OfflinePhotoCatalog(photoCount: 300, seed: 7).entries)
        #expect(
            OfflinePhotoCatalog(photoCount: 300, seed: 8).entries
                != OfflinePhotoCatalog(photoCount: 300, seed: 7).entries)
    }

    @Test("image URLs have the shape of Flickr's static URLs: thumbnail size q, full size b")
    func urls() {
        for photo in catalog.entries.map(\.photo) {
            let thumbnail = photo.thumbnailURL.split(separator: "/")
            #expect(thumbnail.count == 4 && thumbnail[1] == "live.staticflickr.com")
            #expect(thumbnail.last?.hasPrefix(photo.id + "_") == true && photo.thumbnailURL.hasSuffix("_q.jpg"))
            #expect(photo.url == String(photo.thumbnailURL.dropLast("_q.jpg".count)) + "_b.jpg")
        }
    }

    @Test("a search finds photos by a word of their title")
    func titleWord() async throws {
        let result = try await catalog.search("twilight")
        #expect(result.totalResults > 0)
        #expect(result.photos.first.map { words($0.title).contains("twilight") } == true)
        #expect(result.photos.allSatisfy { (words($0.title) + $0.tags).contains("twilight") })
    }

    @Test("a search finds photos by one of their tags")
    func tag() async throws {
        let result = try await catalog.search("leica")
        #expect(result.totalResults > 0)
        #expect(result.photos.allSatisfy { $0.tags.contains("leica") && !words($0.title).contains("leica") })
    }

    @Test("a search ignores case", arguments: ["CAT", "Cat", "cAt"])
    func caseInsensitive(text: String) async throws {
        let result = try await catalog.search(text)
        let lowercase = try await catalog.search("cat")
        #expect(result.searchText == text)
        #expect(result.totalResults == lowercase.totalResults && result.photos == lowercase.photos)
        #expect(result.totalResults > 0)
    }

    @Test("a word matches whole, by its stem or, typed last, as a beginning", arguments: ["ca", "cats", "kitt"])
    func wordForms(text: String) async throws {
        let result = try await catalog.search(text)
        #expect(result.totalResults > 0)
        #expect(result.photos.allSatisfy { (words($0.title) + $0.tags).contains { $0.hasPrefix(text.prefix(2)) } })
    }

    @Test("every word of a multi-word search must match, in any order")
    func multiWord() async throws {
        let both = try await catalog.search("night tokyo")
        let night = try await catalog.search("night ")
        let tokyo = try await catalog.search("tokyo")
        #expect(both.totalResults > 0)
        #expect(both.totalResults < tokyo.totalResults && both.totalResults < night.totalResults)
        #expect(both.photos.allSatisfy { (words($0.title) + $0.tags).contains("tokyo") })
        let reordered = try await catalog.search("Tokyo, NIGHT!")
        #expect(reordered.photos == both.photos && reordered.totalResults == both.totalResults)
    }

    @Test(
        "a search nothing matches answers no photos and a total of zero",
        arguments: ["unicorn", "cat unicorn", "", "  !? "])
    func noResults(text: String) async throws {
        #expect(try await catalog.search(text) == PhotoSearchResult(searchText: text, totalResults: 0, photos: []))
    }

    @Test("results come most interesting first")
    func sortOrder() async throws {
        let interestingness = Dictionary(
            uniqueKeysWithValues: catalog.entries.map { ($0.photo.id, $0.interestingness) })
        let scores = try await catalog.search("travel").photos.map { interestingness[$0.id] ?? -1 }
        #expect(scores.count > 1)
        #expect(scores == scores.sorted(by: >))
        #expect(catalog.entries.map(\.interestingness) == catalog.entries.map(\.interestingness).sorted(by: >))
    }

    @Test("the total counts every match while the answer holds the first 100")
    func totalAndPage() async throws {
        let result = try await catalog.search("travel")
        #expect(result.totalResults > PhotoSearchResult.pageSize)
        #expect(result.photos.count == PhotoSearchResult.pageSize)
        #expect(result.totalResults == expected("travel").total)
    }

    @Test(
        "the index answers exactly what scanning every photo does",
        arguments: TextIndexTests.everydayQueries + ["sunset", "golden", "dog 35mm", "night city", "winter"]
    )
    func matchesScan(text: String) async throws {
        let result = try await catalog.search(text)
        let (total, photos) = expected(text)
        #expect(result.totalResults == total)
        #expect(result.photos == photos)
    }

    @Test("metadata answers the catalog's favorites and comments for the photo")
    func metadata() async throws {
        for entry in catalog.entries.prefix(20) {
            #expect(try await catalog.metadata(for: entry.photo.id) == entry.metadata)
        }
        #expect(catalog.entries.contains { $0.metadata.favorites > 0 && $0.metadata.comments > 0 })
    }

    @Test("metadata for an id the catalog never handed out throws UnknownPhotoError")
    func unknownPhoto() async throws {
        await #expect(throws: UnknownPhotoError(photoID: "42")) { try await catalog.metadata(for: "42") }
    }
}
