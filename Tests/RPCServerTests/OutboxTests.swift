import Protocol
@testable import ServerTransport
import Testing

@testable import RPCServer

@Suite("The outbox keeps order and bounds a slow client's backlog")
@MainActor
struct OutboxTests {
    private func change(_ property: String, _ value: Int64, version: Int64) -> OutgoingMessage {
        let params: JSONValue = [
            "viewModel": "vm-1", "property": .string(property), "value": .integer(value), "version": .integer(version),
        ]
        return .single(
            .notification(Notification(method: "property/didChange", params: params)),
            coalescingKey: CoalescingKey(viewModel: "vm-1", member: property))
    }

    private func response(_ id: Int64) -> OutgoingMessage {
        .single(.response(Response(id: .integer(id), result: .success(.null))))
    }

    private func values(_ messages: [OutgoingMessage]) -> [String] {
        messages.map { message in
            guard case .single(let single) = message.payload else { return "batch" }
            switch single {
            case .notification(let notification):
                return
                    "\(notification.params?["property"]?.stringValue ?? "")=\(notification.params?["value"]?.int64Value ?? 0)"
            case .response(let response): return "response \(response.id.map { "\($0)" } ?? "null")"
            case .request: return "request"
            }
        }
    }

    @Test("below the threshold every message is kept, in order")
    func keepsEverythingWhileFast() {
        let outbox = Outbox(coalescingThreshold: 100)
        outbox.enqueue(contentsOf: [change("a", 1, version: 1), change("a", 2, version: 2), response(1)])
        #expect(values(outbox.takeAll() ?? []) == ["a=1", "a=2", "response 1"])
    }

    @Test("past the threshold a property's pending change collapses to the latest, at the end")
    func collapsesToLatest() {
        let outbox = Outbox(coalescingThreshold: 2)
        outbox.enqueue(contentsOf: [
            change("a", 1, version: 1), change("b", 1, version: 2), change("a", 2, version: 3),
            change("a", 3, version: 4),
        ])
        #expect(values(outbox.takeAll() ?? []) == ["b=1", "a=3"])
    }

    @Test("a change never moves past a response that came after it")
    func responsesAreBarriers() {
        let outbox = Outbox(coalescingThreshold: 1)
        outbox.enqueue(contentsOf: [
            change("a", 1, version: 1), response(1), change("a", 2, version: 2), change("a", 3, version: 3),
        ])
        #expect(values(outbox.takeAll() ?? []) == ["a=1", "response 1", "a=3"])
    }

    @Test("changes queued while the client kept up merge with later ones once it falls behind, never across a response")
    func mergesWhatCameBeforeFallingBehind() {
        let outbox = Outbox(coalescingThreshold: 4)
        outbox.enqueue(change("a", 1, version: 1))
        outbox.enqueue(response(1))
        outbox.enqueue(change("a", 2, version: 2))
        outbox.enqueue(change("b", 1, version: 3))
        outbox.enqueue(change("a", 3, version: 4))
        outbox.enqueue(change("b", 2, version: 5))
        #expect(values(outbox.takeAll() ?? []) == ["a=1", "response 1", "a=3", "b=2"])
        outbox.enqueue(contentsOf: [change("a", 4, version: 6), change("a", 5, version: 7)])
        #expect(values(outbox.takeAll() ?? []) == ["a=4", "a=5"], "a drained outbox starts over below the threshold")
    }

    @Test("a client that stays behind while the same properties keep changing leaves the queue bounded, in order")
    func staysBoundedBehind() {
        let outbox = Outbox(coalescingThreshold: 4)
        outbox.enqueue(response(1))
        for version in 1...10_000 {
            outbox.enqueue(change(["a", "b", "c", "d", "e"][version % 5], Int64(version), version: Int64(version)))
            #expect(outbox.slotCount <= 2 * outbox.pendingCount + 4 + 1)
        }
        #expect(values(outbox.takeAll() ?? []) == ["response 1", "b=9996", "c=9997", "d=9998", "e=9999", "a=10000"])
    }

    @Test("a closed outbox hands out what is pending, then nil")
    func closeDrains() {
        let outbox = Outbox()
        outbox.enqueue(response(1))
        outbox.close()
        outbox.enqueue(response(2))
        #expect(values(outbox.takeAll() ?? []) == ["response 1"])
        #expect(outbox.takeAll() == nil)
    }

    private func collectionChange(_ changes: [CollectionChange], version: Int64, items: [JSONValue]) -> OutgoingMessage
    {
        .collectionChange(
            CollectionDidChange.Params(viewModel: "vm-1", collection: "quotes", version: version, changes: changes),
            itemCount: items.count, currentItems: items)
    }

    private func changes(_ messages: [OutgoingMessage]) -> [[CollectionChange]] {
        messages.compactMap { $0.collectionDiff?.params.changes }
    }

    @Test("past the threshold a collection's pending change sets are joined, at the latest version")
    func joinsCollectionChanges() {
        let outbox = Outbox(coalescingThreshold: 1)
        outbox.enqueue(contentsOf: [
            collectionChange([.insert(index: 0, items: ["a"])], version: 1, items: ["a", "x", "y"]),
            collectionChange([.remove(index: 1, count: 1)], version: 2, items: ["a", "y"]),
        ])
        let taken = outbox.takeAll() ?? []
        #expect(changes(taken) == [[.insert(index: 0, items: ["a"]), .remove(index: 1, count: 1)]])
        #expect(taken.first?.collectionDiff?.params.version == 2)
    }

    @Test("a joined diff longer than the collection collapses into one reset to the current items")
    func collapsesIntoReset() {
        let outbox = Outbox(coalescingThreshold: 1)
        outbox.enqueue(contentsOf: [
            collectionChange([.replace(index: 0, items: ["b"])], version: 1, items: ["b", "z"]),
            collectionChange([.replace(index: 1, items: ["c"])], version: 2, items: ["b", "c"]),
            collectionChange([.replace(index: 0, items: ["d"])], version: 3, items: ["d", "c"]),
        ])
        #expect(changes(outbox.takeAll() ?? []) == [[.reset(items: ["d", "c"])]])
    }

    @Test("while the client keeps up, collection changes are sent one by one")
    func keepsCollectionChangesWhileFast() {
        let outbox = Outbox(coalescingThreshold: 100)
        outbox.enqueue(contentsOf: [
            collectionChange([.replace(index: 0, items: ["b"])], version: 1, items: ["b"]),
            collectionChange([.replace(index: 0, items: ["c"])], version: 2, items: ["c"]),
        ])
        #expect(changes(outbox.takeAll() ?? []).count == 2)
    }
}

/// The tests' ways in and out; the session hands its messages over with `enqueue(moving:)` and the
/// connection takes them with `take(into:)`.
extension Outbox {
    /// Everything pending, in order; nil once closed and empty.
    func takeAll() -> [OutgoingMessage]? {
        var taken = MessageQueue()
        guard take(into: &taken) else { return isClosed ? nil : [] }
        var messages: [OutgoingMessage] = []
        taken.drain { messages.append($0) }
        return messages
    }

    fileprivate func enqueue(_ message: OutgoingMessage) {
        enqueue(contentsOf: [message])
    }

    fileprivate func enqueue(contentsOf messages: [OutgoingMessage]) {
        var moving = MessageQueue()
        for message in messages { moving.append(message) }
        enqueue(moving: &moving)
    }
}
