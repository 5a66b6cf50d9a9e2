import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("SearchResults and their items", .timeLimit(.minutes(5)))
struct SearchResultsTests {
    private nonisolated static func isMetadata(_ request: PhotoRequest) -> Bool {
        if case .metadata = request { true } else { false }
    }

    @Test("an item's counts are null until it is first visible, then fetched, and only once")
    func fetchOnceWhenVisible() async throws {
        let fixture = FlickrFixture()
        let results = try await fixture.makeResults(for: "city")
        let item = results.searchResults.shown[0]
        #expect(item.favorites.value == nil)
        #expect(item.comments.value == nil)
        item.isVisible.value = true
        let favorites = await item.favorites.firstValue { $0 != nil }
        let expected = try await FlickrFixture.reference.metadata(for: item.photoID)
        #expect(favorites == expected.favorites)
        #expect(item.comments.value == expected.comments)
        item.isVisible.value = false
        item.isVisible.value = true
        #expect(results.limiter.runningCount.value == 0)
        #expect(results.limiter.queuedCount == 0)
        #expect(fixture.metadataRequests == [.metadata(photoID: item.photoID)])
        #expect(results.searchResults.shown.elements.dropFirst().allSatisfy { $0.favorites.value == nil })
    }

    @Test("a failed fetch leaves the counts null and is made again the next time the item is visible")
    func failedFetchIsRetried() async throws {
        let fixture = FlickrFixture()
        let results = try await fixture.makeResults(for: "city")
        let item = results.searchResults.shown[0]
        fixture.fail([.metadata(photoID: item.photoID)])
        item.isVisible.value = true
        _ = await results.limiter.runningCount.firstValue { $0 == 0 }
        #expect(item.favorites.value == nil)
        fixture.fail([])
        item.isVisible.value = false
        item.isVisible.value = true
        #expect(await item.comments.firstValue { $0 != nil } != nil)
        #expect(fixture.metadataRequests == Array(repeating: .metadata(photoID: item.photoID), count: 2))
    }

    @Test("at most 4 metadata requests are in flight; the others wait their turn, in the order they were seen")
    func fourInFlight() async throws {
        let fixture = FlickrFixture(holding: Self.isMetadata)
        let results = try await fixture.makeResults(for: "city")
        let items = Array(results.searchResults.shown.elements.prefix(7))
        let requests = items.map { PhotoRequest.metadata(photoID: $0.photoID) }
        for item in items {
            item.isVisible.value = true
        }
        let firstFour = await fixture.arrivals.next(4)
        #expect(Set(firstFour) == Set(requests.prefix(4)))
        #expect(results.limiter.runningCount.value == 4)
        #expect(results.limiter.queuedCount == 3)
        for (released, next) in zip(requests.prefix(3), requests.dropFirst(4)) {
            fixture.gate.release(released)
            #expect(await fixture.arrivals.next(1) == [next])
            #expect(fixture.gate.heldRequests.count == 4)
        }
        for held in fixture.gate.heldRequests {
            fixture.gate.release(held)
        }
        for item in items {
            _ = await item.favorites.firstValue { $0 != nil }
        }
        _ = await results.limiter.runningCount.firstValue { $0 == 0 }
        #expect(fixture.gate.heldRequests.isEmpty)
    }

    @Test("disposing the results disposes their items and cancels their running and queued requests")
    func disposeCancelsRequests() async throws {
        let fixture = FlickrFixture(latency: .seconds(1))
        let results = try await fixture.makeResults(for: "city")
        let items = Array(results.searchResults.shown.elements.prefix(6))
        for item in items {
            item.isVisible.value = true
        }
        await fixture.clock.waitForPendingSleeps(atLeast: 4)
        #expect(fixture.clock.pendingSleeps == 4)
        #expect(results.limiter.queuedCount == 2)
        results.dispose()
        #expect(fixture.clock.pendingSleeps == 0)
        #expect(results.limiter.queuedCount == 0)
        _ = await results.limiter.runningCount.firstValue { $0 == 0 }
        #expect(fixture.clock.pendingSleeps == 0)
        #expect(fixture.metadataRequests.isEmpty)
        #expect(items.allSatisfy { $0.lifetime.hasEnded && $0.favorites.value == nil })
    }

    @Test("disposing one item cancels its own request and hands its slot to the next")
    func disposeItemFreesItsSlot() async throws {
        let fixture = FlickrFixture(holding: Self.isMetadata)
        let results = try await fixture.makeResults(for: "city")
        let items = Array(results.searchResults.shown.elements.prefix(5))
        for item in items {
            item.isVisible.value = true
        }
        let firstFour = await fixture.arrivals.next(4)
        items[0].dispose()
        #expect(!fixture.gate.heldRequests.contains(.metadata(photoID: items[0].photoID)))
        #expect(await fixture.arrivals.next(1) == [.metadata(photoID: items[4].photoID)])
        for held in fixture.gate.heldRequests {
            fixture.gate.release(held)
        }
        _ = await results.limiter.runningCount.firstValue { $0 == 0 }
        #expect(firstFour.count == 4)
        #expect(items[0].favorites.value == nil)
        #expect(items.dropFirst().allSatisfy { $0.favorites.value != nil })
    }
}
