import Apps
import Foundation
import Protocol
import Testing
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

@Suite("Disposing releases the view model and everything it owns")
@MainActor
struct HostLifetimeTests {
    /// A catalog of Players whose instances are remembered weakly, so a test can see them go.
    private final class Tracker {
        var made: [WeakBox] = []
        struct WeakBox { weak var viewModel: Player? }
    }

    private func host(tracking tracker: Tracker) -> ViewModelHost {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("host-\(UUID().uuidString)").path
        let services = AppServices.offline(dataDirectory: directory)
        var catalog = ViewModelCatalog()
        catalog.register(Player.self) { _, _ in
            let player = Player(services: services.player)
            tracker.made.append(Tracker.WeakBox(viewModel: player))
            return player
        }
        return ViewModelHost(catalog: catalog)
    }

    @Test("a bound view model deinitializes once disposed")
    func boundViewModelIsReleased() throws {
        let tracker = Tracker()
        let host = host(tracking: tracker)
        let snapshot = try host.create(CreateRequest.Params(type: "Player"))
        _ = try host.bind(BindRequest.Params(viewModel: snapshot.id))
        _ = try host.setProperty(SetPropertyRequest.Params(viewModel: snapshot.id, property: "points", value: 120))
        #expect(tracker.made.first?.viewModel != nil)
        try host.dispose(snapshot.id)
        #expect(tracker.made.first?.viewModel == nil)
        #expect(throws: ResponseError.viewModelNotFound(snapshot.id)) { try host.snapshot(of: snapshot.id) }
    }

    /// Whether the journal write or the cancellation lands first is a race the server does not
    /// control (a write handed to the journal is durable and reports success); either way the call
    /// returns and nothing keeps the player alive.
    @Test("a view model disposed with an upload in flight deinitializes once the upload returns")
    func inFlightUploadDoesNotLeak() async throws {
        let tracker = Tracker()
        let host = host(tracking: tracker)
        let snapshot = try host.create(CreateRequest.Params(type: "Player"))
        let upload = Task.immediate { @MainActor in
            try await host.execute(ExecuteCommandRequest.Params(viewModel: snapshot.id, command: "upload"))
        }
        try host.dispose(snapshot.id)
        switch await upload.result {
        case .success(let output): #expect(output == ["message": "Updated Colin with 100 points"])
        case .failure(let error): #expect(error as? ResponseError == .requestCancelled())
        }
        #expect(tracker.made.first?.viewModel == nil)
    }

    @Test("creating and disposing in a loop leaves nothing alive and ids are never reused")
    func createDisposeLoop() throws {
        let tracker = Tracker()
        let host = host(tracking: tracker)
        var ids = Set<String>()
        for _ in 0..<2_000 {
            let snapshot = try host.create(CreateRequest.Params(type: "Player"))
            _ = try host.bind(BindRequest.Params(viewModel: snapshot.id))
            ids.insert(snapshot.id)
            try host.dispose(snapshot.id)
        }
        #expect(ids.count == 2_000)
        #expect(host.liveCount == 0)
        #expect(tracker.made.allSatisfy { $0.viewModel == nil })
    }
}
