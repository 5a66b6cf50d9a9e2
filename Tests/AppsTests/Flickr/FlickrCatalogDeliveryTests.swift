import Synchronization
import Testing
@testable import Apps
import ViewModels

@Suite("Flickr offline catalog: latency, failures, order and cancellation")
struct FlickrCatalogDeliveryTests {
    struct InjectedFailure: Error, Equatable {}

    let clock = TestClock()
    let gate = PhotoRequestGate()

    /// A small catalog, since each test makes its own.
    func catalog(
        latency: Duration = .zero,
        gate: PhotoRequestGate? = nil,
        failure: @escaping @Sendable (PhotoRequest) -> (any Error)? = { _ in nil }
    ) -> OfflinePhotoCatalog {
        OfflinePhotoCatalog(photoCount: 500, latency: latency, clock: clock, gate: gate, failure: failure)
    }

    @Test("each call answers only after the latency has passed on the injected clock")
    func latency() async throws {
        let catalog = catalog(latency: .milliseconds(300))
        let answered = Mutex(false)
        let search = Task {
            defer { answered.withLock { $0 = true } }
            return try await catalog.search("cat")
        }
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .milliseconds(299))
        #expect(clock.pendingSleeps == 1)
        #expect(!answered.withLock { $0 })
        await clock.advance(by: .milliseconds(1))
        #expect(try await search.value.searchText == "cat")
        let metadata = Task { try await catalog.metadata(for: catalog.entries[0].photo.id) }
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .milliseconds(300))
        #expect(try await metadata.value == catalog.entries[0].metadata)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("without latency a call never sleeps")
    func noLatency() async throws {
        #expect(try await catalog().search("cat").totalResults > 0)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("the calls failure picks throw its error; the others answer")
    func failureInjection() async throws {
        let catalog = catalog { request in
            switch request {
            case .search("broken"), .metadata(photoID: "broken"): InjectedFailure()
            default: nil
            }
        }
        await #expect(throws: InjectedFailure()) { try await catalog.search("broken") }
        await #expect(throws: InjectedFailure()) { try await catalog.metadata(for: "broken") }
        #expect(try await catalog.search("cat").totalResults > 0)
        #expect(try await catalog.metadata(for: catalog.entries[0].photo.id) == catalog.entries[0].metadata)
    }

    @Test("held answers arrive in the order the test releases them, each to its own call")
    func outOfOrder() async throws {
        let catalog = catalog(gate: gate)
        let cat = Task { try await catalog.search("cat") }
        let dog = Task { try await catalog.search("dog") }
        for await _ in gate.arrivals.prefix(2) {}
        #expect(Set(gate.heldRequests) == [.search("cat"), .search("dog")])
        #expect(gate.release(.search("dog")))
        let dogResult = try await dog.value
        #expect(gate.heldRequests == [.search("cat")])
        #expect(gate.release(.search("cat")))
        let catResult = try await cat.value
        let ungated = OfflinePhotoCatalog(photoCount: 500)
        #expect(dogResult == (try await ungated.search("dog")))
        #expect(catResult == (try await ungated.search("cat")))
        #expect(gate.heldRequests.isEmpty)
    }

    @Test("a gate holds only the calls it picks and releases only what it holds")
    func selectiveGate() async throws {
        let gate = PhotoRequestGate { request in
            if case .metadata = request { true } else { false }
        }
        let catalog = catalog(gate: gate)
        let id = catalog.entries[0].photo.id
        #expect(try await catalog.search("cat").totalResults > 0)
        let metadata = Task { try await catalog.metadata(for: id) }
        #expect(await gate.arrivals.first { _ in true } == .metadata(photoID: id))
        #expect(!gate.release(.metadata(photoID: "other")))
        #expect(gate.release(.metadata(photoID: id)))
        #expect(try await metadata.value == catalog.entries[0].metadata)
        #expect(gate.heldRequests.isEmpty)
    }

    @Test("a search cancelled during its latency throws CancellationError and leaves no sleep behind")
    func cancelledDuringLatency() async throws {
        let catalog = catalog(latency: .seconds(1))
        let search = Task { try await catalog.search("cat") }
        await clock.waitForPendingSleeps(atLeast: 1)
        search.cancel()
        await #expect(throws: CancellationError.self) { try await search.value }
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a search cancelled while held throws CancellationError and is held no more")
    func cancelledWhileHeld() async throws {
        let catalog = catalog(gate: gate)
        let search = Task { try await catalog.search("cat") }
        _ = await gate.arrivals.first { _ in true }
        search.cancel()
        await #expect(throws: CancellationError.self) { try await search.value }
        #expect(gate.heldRequests.isEmpty)
    }

    @Test("a search made by a cancelled task throws CancellationError, even without latency")
    func cancelledBeforeStart() async throws {
        let catalog = catalog()
        let search = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await catalog.search("cat")
        }
        await #expect(throws: CancellationError.self) { try await search.value }
    }
}
