import MVVMTesting
import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("Flickr view models are released", .timeLimit(.minutes(5)))
struct FlickrLeakTests {
    @Test("popped results, their items and a disposed search are released, with a search and metadata in flight")
    func releasedWithWorkInFlight() async throws {
        let fixture = FlickrFixture(holding: { _ in true })
        var search: FlickrSearch? = fixture.makeSearch()
        weak let released = search
        search?.searchText.value = "city"
        let firstSearch = Task { try await search?.executeSearch.execute(Unit()) }
        _ = await fixture.arrivals.next(1)
        fixture.gate.release(.search("city"))
        _ = try await firstSearch.value
        weak let results = fixture.navigator.results.first
        weak let item = results?.searchResults.shown[0]
        for shown in results?.searchResults.shown.elements.prefix(6) ?? [] {
            shown.isVisible.value = true
        }
        _ = await fixture.arrivals.next(4)
        let command = search?.executeSearch
        let secondSearch = Task { try await command?.execute(Unit()) }
        _ = await fixture.arrivals.next(1)

        fixture.navigator.popAll()
        search?.dispose()
        search = nil
        #expect(released == nil)
        #expect(results == nil)
        #expect(item == nil)
        await #expect(throws: CommandError.cancelled) { try await secondSearch.value }
        #expect(fixture.gate.heldRequests.isEmpty)
    }

    @Test("a search dropped without dispose is released and ends its members' signals")
    func droppedSearchEndsSignals() {
        var search: FlickrSearch? = FlickrFixture().makeSearch()
        weak let released = search
        let texts = Recorder(search!.searchText.signal)
        search = nil
        #expect(released == nil)
        #expect(texts.isCompleted)
    }
}
