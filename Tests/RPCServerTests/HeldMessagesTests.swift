import Apps
import Foundation
@testable import JSONRPCFace
import Protocol
@testable import ServerLog
@testable import ServerTransport
@testable import ViewModelHosting
import Testing

@testable import RPCServer

/// What view models send between requests waits in the session until the main actor's job ends
/// (`Session.held`); these tests drive a session synchronously, inside one job, to see that the
/// wait never reorders what the client reads (SPEC §6.2: applying notifications in order matches
/// `viewModel/get`, so a change must reach the client before any answer that already counts it).
@Suite("Messages held between requests keep their place")
@MainActor
struct HeldMessagesTests {
    private let outbox = Outbox()
    private let session: Session
    private let shelf: Shelf

    init() throws {
        let outbox = outbox
        let catalog = Shelf.catalog()(AppServices.offline(dataDirectory: NSTemporaryDirectory()))
        session = Session(
            catalog: catalog, identity: ServerIdentity(name: "test", version: "0"), outbox: outbox
        ) { _ in outbox.close() }
        session.receive(Self.request(1, "initialize", #"{"protocolVersion":"1.0"}"#))
        session.receive(Self.request(2, "viewModel/create", #"{"type":"Shelf"}"#))
        session.receive(Self.request(3, "viewModel/bind", #"{"viewModel":"vm-1"}"#))
        shelf = try #require(session.host.lookUp("vm-1").viewModel as? Shelf)
        _ = taken()
    }

    /// One read holding one request.
    private static func request(_ id: Int, _ method: String, _ params: String) -> InputEvent {
        let json = #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
        return .frame(.message(MessageDecoder.decode(Array(json.utf8))))
    }

    /// The methods of the notifications and the ids of the responses the outbox holds, in order;
    /// empty without waiting when it holds nothing.
    private func taken() -> [String] {
        guard outbox.pendingCount > 0 else { return [] }
        return (outbox.takeAll() ?? []).map { message in
            switch message.payload {
            case .single(.response(let response)): "response \(response.id.map { "\($0)" } ?? "null")"
            case .result(let result): "response \(result.id)"
            case .notification(let notification): "\(type(of: notification))"
            default: "other"
            }
        }
    }

    @Test("a change made between requests goes out before the answer to a request handled right after it")
    func heldChangeGoesFirst() {
        shelf.labels.append("c")
        #expect(taken().isEmpty, "held until the job ends or something else is sent")
        session.receive(Self.request(4, "viewModel/get", #"{"viewModel":"vm-1"}"#))
        #expect(taken() == ["PendingNotification<CollectionDidChange>", "response 4"])
    }

    @Test("a change made between requests goes out when the session ends, before the outbox closes")
    func heldChangeOutlivesTheEnd() {
        shelf.labels.append("c")
        session.stop()
        #expect(taken() == ["PendingNotification<CollectionDidChange>"])
    }

    @Test("many changes between requests go out in pieces, in order, without waiting for the job to end")
    func manyChangesGoInPieces() {
        for label in 0..<300 { shelf.labels.append("\(label)") }
        let first = taken()
        #expect(first.count == 256)
        session.receive(Self.request(4, "viewModel/get", #"{"viewModel":"vm-1"}"#))
        let rest = taken()
        #expect(rest.count == 45)
        #expect(rest.last == "response 4")
    }
}
