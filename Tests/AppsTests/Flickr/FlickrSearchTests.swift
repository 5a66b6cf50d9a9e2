import MVVMTesting
import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("FlickrSearch", .timeLimit(.minutes(5)))
struct FlickrSearchTests {
    private func run(_ search: FlickrSearch, for text: String) async throws -> PreviousSearch {
        search.searchText.value = text
        return try await search.executeSearch.execute(Unit())
    }

    @Test(
        "executeSearch is enabled only when searchText has more than 3 characters",
        arguments: [("", false), ("cat", false), ("city", true), ("🇬🇧🇫🇷🇩🇪", false), ("🇬🇧🇫🇷🇩🇪🇮🇹", true)]
    )
    func validity(text: String, isValid: Bool) {
        let search = FlickrFixture().makeSearch()
        search.searchText.value = text
        #expect(search.isValid.value == isValid)
        #expect(search.executeSearch.isEnabled.value == isValid)
    }

    @Test("executeSearch while disabled asks the service nothing and pushes nothing")
    func disabledSearchDoesNothing() async {
        let fixture = FlickrFixture()
        let search = fixture.makeSearch()
        search.searchText.value = "cat"
        await #expect(throws: CommandError.disabled) { try await search.executeSearch.execute(Unit()) }
        #expect(fixture.requests.isEmpty)
        #expect(fixture.navigator.stack.isEmpty)
    }

    @Test("executing is true while the search is in flight, and the command is disabled meanwhile")
    func executing() async throws {
        let fixture = FlickrFixture(holding: { _ in true })
        let search = fixture.makeSearch()
        let executing = Recorder(search.executeSearch.isExecuting)
        search.searchText.value = "city"
        let running = Task { try await search.executeSearch.execute(Unit()) }
        #expect(await fixture.arrivals.next(1) == [.search("city")])
        #expect(search.executeSearch.isExecuting.value)
        #expect(!search.executeSearch.isEnabled.value)
        await #expect(throws: CommandError.disabled) { try await search.executeSearch.execute(Unit()) }
        fixture.gate.release(.search("city"))
        _ = try await running.value
        #expect(executing.values == [false, true, false])
        #expect(search.executeSearch.isEnabled.value)
    }

    @Test("the results are pushed once the service answers, after its latency on the clock")
    func latency() async throws {
        let fixture = FlickrFixture(latency: .milliseconds(300))
        let search = fixture.makeSearch()
        let running = Task { try await run(search, for: "city") }
        await fixture.clock.waitForPendingSleeps(atLeast: 1)
        await fixture.clock.advance(by: .milliseconds(299))
        #expect(fixture.navigator.stack.isEmpty)
        #expect(search.executeSearch.isExecuting.value)
        await fixture.clock.advance(by: .milliseconds(1))
        _ = try await running.value
        #expect(fixture.navigator.results.map(\.title.value) == ["city"])
        #expect(fixture.clock.pendingSleeps == 0)
    }

    @Test("a successful search pushes SearchResults holding the photos found, before the command finishes")
    func pushesResults() async throws {
        let fixture = FlickrFixture()
        let search = fixture.makeSearch()
        fixture.navigator.probe = { [weak search] in search?.executeSearch.isExecuting.value == true }
        let output = try await run(search, for: "city")
        let expected = try await FlickrFixture.reference.search("city")
        #expect(fixture.navigator.probed == [true])
        #expect(fixture.navigator.presenters == [ObjectIdentifier(search)])
        let results = try #require(fixture.navigator.results.first)
        #expect(results.title.value == "city")
        #expect(!expected.photos.isEmpty)
        #expect(results.searchResults.shown.elements.map(\.title.value) == expected.photos.map(\.title))
        #expect(results.searchResults.shown.elements.map(\.url.value) == expected.photos.map(\.url))
        #expect(
            results.searchResults.shown.elements.allSatisfy { item in
                !item.isVisible.value && item.favorites.value == nil && item.comments.value == nil
            })
        let recorded = PreviousSearch(
            searchString: "city", totalResults: expected.totalResults, thumbnailURL: expected.photos[0].thumbnailURL)
        #expect(output == recorded)
        #expect(search.previousSearches.elements == [recorded])
    }

    @Test("a search that finds nothing succeeds: empty results are pushed and recorded without a thumbnail")
    func emptyResults() async throws {
        let fixture = FlickrFixture()
        let search = fixture.makeSearch()
        let output = try await run(search, for: "nothing matches this")
        #expect(output == PreviousSearch(searchString: "nothing matches this", totalResults: 0, thumbnailURL: nil))
        #expect(fixture.navigator.results.map(\.searchResults.shown.count) == [0])
    }

    @Test("previous searches are listed most recent first, one change set per search; a repeat moves to the top")
    func previousSearchesOrder() async throws {
        let search = FlickrFixture().makeSearch()
        let changes = Recorder(search.previousSearches.changes)
        for text in ["city", "landscape", "animals", "city"] {
            _ = try await run(search, for: text)
        }
        #expect(search.previousSearches.elements.map(\.searchString) == ["city", "animals", "landscape"])
        #expect(changes.values.count == 4)
        var applied: [PreviousSearch] = []
        applied.apply(changes.values.flatMap { $0 })
        #expect(applied == search.previousSearches.elements)
    }

    @Test("previous searches keep the 10 most recent")
    func previousSearchesLimit() async throws {
        let search = FlickrFixture().makeSearch()
        for number in 1...12 {
            _ = try await run(search, for: "query \(number)")
        }
        #expect(search.previousSearches.elements.map(\.searchString) == (3...12).reversed().map { "query \($0)" })
    }

    @Test("rerunSearch runs a previous search again, by index or by search string, and moves it to the top")
    func rerun() async throws {
        let fixture = FlickrFixture()
        let search = fixture.makeSearch()
        #expect(!search.rerunSearch.isEnabled.value)
        _ = try await run(search, for: "city")
        let landscape = try await run(search, for: "landscape")
        #expect(search.rerunSearch.isEnabled.value)
        let byIndex = try await search.rerunSearch.execute(.index(1))
        #expect(byIndex.searchString == "city")
        #expect(search.previousSearches.elements.map(\.searchString) == ["city", "landscape"])
        let byString = try await search.rerunSearch.execute(.searchString("landscape"))
        #expect(byString == landscape)
        #expect(fixture.navigator.results.map(\.title.value) == ["city", "landscape", "city", "landscape"])
    }

    @Test("rerunSearch of a search that is not in the list fails and changes nothing")
    func rerunUnknown() async throws {
        let fixture = FlickrFixture()
        let search = fixture.makeSearch()
        _ = try await run(search, for: "city")
        await #expect(throws: CommandError.failed("There is no previous search at index 1; there are 1.")) {
            try await search.rerunSearch.execute(.index(1))
        }
        await #expect(throws: CommandError.failed("There is no previous search for \"town\".")) {
            try await search.rerunSearch.execute(.searchString("town"))
        }
        #expect(fixture.navigator.stack.count == 1)
        #expect(search.rerunSearch.isEnabled.value)
    }

    @Test("a failed search is the command's error; nothing is pushed or recorded, and the next search works")
    func failureThenSuccess() async throws {
        let fixture = FlickrFixture()
        fixture.fail([.search("city")])
        let search = fixture.makeSearch()
        let errors = Recorder(search.executeSearch.errors)
        await #expect(throws: CommandError.failed("Flickr is not answering")) { try await run(search, for: "city") }
        #expect(errors.values == [.failed("Flickr is not answering")])
        #expect(fixture.navigator.stack.isEmpty)
        #expect(search.previousSearches.count == 0)
        #expect(!search.executeSearch.isExecuting.value)
        #expect(search.executeSearch.isEnabled.value)
        fixture.fail([])
        _ = try await search.executeSearch.execute(Unit())
        #expect(fixture.navigator.results.map(\.title.value) == ["city"])
        #expect(search.previousSearches.elements.map(\.searchString) == ["city"])
    }

    @Test("two searches in flight never cross their answers, whichever is answered first")
    func concurrentSearchesDoNotCross() async throws {
        let fixture = FlickrFixture(holding: { _ in true })
        let search = fixture.makeSearch()
        let setUp = Task { try await run(search, for: "animals") }
        _ = await fixture.arrivals.next(1)
        fixture.gate.release(.search("animals"))
        _ = try await setUp.value

        let first = Task { try await run(search, for: "city") }
        _ = await fixture.arrivals.next(1)
        search.searchText.value = "typed over while the search runs"
        let second = Task { try await search.rerunSearch.execute(.searchString("animals")) }
        _ = await fixture.arrivals.next(1)
        #expect(fixture.gate.heldRequests == [.search("city"), .search("animals")])
        fixture.gate.release(.search("animals"))
        let secondOutput = try await second.value
        fixture.gate.release(.search("city"))
        let firstOutput = try await first.value

        let animals = try await FlickrFixture.reference.search("animals")
        let city = try await FlickrFixture.reference.search("city")
        #expect(animals.photos != city.photos)
        let pushed = fixture.navigator.results
        #expect(pushed.map(\.title.value) == ["animals", "animals", "city"])
        #expect(pushed[1].searchResults.shown.elements.map(\.url.value) == animals.photos.map(\.url))
        #expect(pushed[2].searchResults.shown.elements.map(\.url.value) == city.photos.map(\.url))
        let cityRecord = PreviousSearch(
            searchString: "city", totalResults: city.totalResults, thumbnailURL: city.photos[0].thumbnailURL)
        #expect(firstOutput == cityRecord)
        #expect(secondOutput.totalResults == animals.totalResults)
        #expect(search.previousSearches.elements.map(\.searchString) == ["city", "animals"])
        #expect(fixture.gate.heldRequests.isEmpty)
    }

    @Test("disposing the view model cancels a search in flight: nothing is pushed or recorded")
    func disposeCancelsSearch() async throws {
        let fixture = FlickrFixture(latency: .seconds(1))
        let search = fixture.makeSearch()
        let command = search.executeSearch
        search.searchText.value = "city"
        let running = Task { try await command.execute(Unit()) }
        await fixture.clock.waitForPendingSleeps(atLeast: 1)
        search.dispose()
        await #expect(throws: CommandError.cancelled) { try await running.value }
        #expect(fixture.clock.pendingSleeps == 0)
        #expect(fixture.navigator.stack.isEmpty)
        #expect(search.previousSearches.count == 0)
        #expect(!command.isExecuting.value)
    }

    @Test("a search cancelled while its answer was on the way pushes and records nothing")
    func cancelledSearchHasNoEffect() async throws {
        let service = UncancellableSearchService()
        let navigator = RecordingNavigator()
        let search = FlickrSearch(services: FlickrServices(photos: service, navigator: navigator))
        search.searchText.value = "city"
        let running = Task { try await search.executeSearch.execute(Unit()) }
        var arrivals = service.arrivals.makeAsyncIterator()
        #expect(await arrivals.next(isolation: #isolation) == "city")
        running.cancel()
        service.answer()
        await #expect(throws: CommandError.cancelled) { try await running.value }
        #expect(navigator.stack.isEmpty)
        #expect(search.previousSearches.count == 0)
    }
}
