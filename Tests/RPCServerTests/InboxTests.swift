import Protocol
import Testing

@testable import MVVMTesting

@Suite("A test client's wait for the server")
struct InboxTests {
    /// Waits, in a task of its own, for the inbox's next message; returns once the wait has begun.
    private func startWaiting(on inbox: Inbox) async -> Task<JSONValue?, Never> {
        let waiting = Task { await inbox.next() }
        while !inbox.isWaiting { await Task.yield() }
        return waiting
    }

    @Test("a wait times out once it has lasted the timeout itself, however long the server was quiet before")
    func timeoutCountsFromTheWait() async {
        let inbox = Inbox(keepsTranscript: false)
        let limit = Duration.seconds(30)
        let before = ContinuousClock.now
        let waiting = await startWaiting(on: inbox)
        // The reader's poll found the server quiet for a whole timeout just as the wait began.
        inbox.timeOut(at: before, after: limit)
        #expect(inbox.isWaiting)
        inbox.timeOut(at: .now + limit, after: limit)
        #expect(await waiting.value == nil)
    }

    @Test("a message that arrives before the timeout ends the wait with it")
    func messageEndsTheWait() async {
        let inbox = Inbox(keepsTranscript: false)
        // Instants from before the wait began: however long the test itself is kept waiting.
        let before = ContinuousClock.now
        let waiting = await startWaiting(on: inbox)
        inbox.timeOut(at: before + .seconds(29), after: .seconds(30))
        inbox.deliver(["id": 1])
        #expect(await waiting.value == ["id": 1])
    }

    @Test("a backlog is taken in arrival order, across the points where taken storage is given back")
    func backlogKeepsItsOrder() async {
        let inbox = Inbox(keepsTranscript: false)
        var next = 0
        var taken: [JSONValue] = []
        // Deliveries and takes interleaved unevenly, so the front is compacted with messages behind it.
        for round in 1...6 {
            for _ in 0..<(round * 1_500) {
                inbox.deliver(.integer(Int64(next)))
                next += 1
            }
            for _ in 0..<(round * 1_000) { taken.append(await inbox.next() ?? .null) }
        }
        while taken.count < next { taken.append(await inbox.next() ?? .null) }
        #expect(taken == (0..<next).map { .integer(Int64($0)) })
    }
}
