import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("RequestLimiter", .timeLimit(.minutes(5)))
struct RequestLimiterTests {
    let gate = PhotoRequestGate()
    let arrivals: GateArrivals
    let limiter = RequestLimiter(limit: 2)

    init() {
        arrivals = GateArrivals(gate)
    }

    /// Work that waits at the gate as `.search(name)` until the test releases it.
    private func submit(_ name: String) -> any Disposable {
        limiter.submit { [gate] in try? await gate.pass(.search(name)) }
    }

    @Test("a disposed handle drops queued work, which never runs")
    func droppedWhileQueued() async {
        let handles = ["a", "b", "c", "d"].map(submit)
        #expect(Set(await arrivals.next(2)) == [.search("a"), .search("b")])
        handles[2].dispose()
        gate.release(.search("a"))
        #expect(await arrivals.next(1) == [.search("d")])
        gate.release(.search("b"))
        gate.release(.search("d"))
        _ = await limiter.runningCount.firstValue { $0 == 0 }
        #expect(limiter.queuedCount == 0)
    }

    @Test("a disposed handle cancels running work, whose slot goes to the next")
    func cancelledWhileRunning() async {
        let handles = ["a", "b", "c"].map(submit)
        _ = await arrivals.next(2)
        handles[0].dispose()
        #expect(gate.heldRequests == [.search("b")])
        #expect(await arrivals.next(1) == [.search("c")])
        gate.release(.search("b"))
        gate.release(.search("c"))
        _ = await limiter.runningCount.firstValue { $0 == 0 }
    }

    @Test("cancelAll cancels what runs, drops what waits, and refuses later work")
    func cancelAll() async {
        let handles = ["a", "b", "c"].map(submit)
        _ = await arrivals.next(2)
        limiter.cancelAll()
        #expect(gate.heldRequests.isEmpty)
        #expect(limiter.queuedCount == 0)
        let late = submit("d")
        #expect(limiter.queuedCount == 0)
        _ = await limiter.runningCount.firstValue { $0 == 0 }
        #expect(gate.heldRequests.isEmpty)
        #expect(handles.count == 3 && !late.isDisposed)
    }
}
