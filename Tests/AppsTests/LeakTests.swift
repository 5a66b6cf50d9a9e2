import MVVMTesting
import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("Lifetimes and leaks")
struct LeakTests {
    @Test("a disposed player deinitializes while observed and with an upload in flight")
    func disposedPlayerIsReleased() async {
        let clock = TestClock()
        var player: Player? = Player(services: PlayerServices(uploads: FakeUploadService(delay: (clock, .seconds(1)))))
        weak let released = player
        let observations = [
            player?.playerName.observe { _ in },
            player?.upload.isEnabled.observe { _ in },
            player?.upload.isExecuting.observe { _ in },
            player?.uploaded.signal.observe { _ in },
        ]
        let upload = player?.upload
        let inFlight = Task { try await upload?.execute(Unit()) }
        await clock.waitForPendingSleeps(atLeast: 1)
        player?.dispose()
        player = nil
        #expect(released == nil)
        await #expect(throws: CommandError.cancelled) { try await inFlight.value }
        #expect(clock.pendingSleeps == 0)
        #expect(observations.count == 4)
    }

    @Test("a player dropped without dispose deinitializes and ends its members' signals")
    func droppedPlayerEndsSignals() {
        var player: Player? = Player(services: PlayerServices(uploads: FakeUploadService()))
        let names = Recorder(player!.playerName.signal)
        weak let released = player
        player = nil
        #expect(released == nil)
        #expect(names.isCompleted)
    }

    @Test("creating and disposing players in a loop releases every one")
    func createDisposeLoop() async throws {
        var released: [() -> Player?] = []
        for _ in 0..<50 {
            let player = Player(services: PlayerServices(uploads: FakeUploadService()))
            _ = try await player.stepUp.execute(Unit())
            _ = try await player.upload.execute(Unit())
            player.dispose()
            released.append { [weak player] in player }
        }
        #expect(released.allSatisfy { $0() == nil })
    }

    @Test("a disposed player deinitializes while bound, observed and with commands in flight")
    func disposedBoundPlayerIsReleased() async {
        let clock = TestClock()
        let uploads = FakeUploadService(delay: (clock, .seconds(1)))
        var player: Player? = Player(services: PlayerServices(uploads: uploads))
        weak let released = player
        let (names, sendName) = Signal<String>.pipe()
        let (steps, sendStep) = Signal<Double>.pipe()
        player!.playerName <~ names.debounce(.seconds(1), on: clock)
        let (lifetime, token) = Lifetime.make()
        steps.bind(to: player!.stepAmount, during: lifetime)
        let observations = [player!.stepDown.isEnabled.observe { _ in }, player!.stepUp.isEnabled.observe { _ in }]
        sendName.send("Ned")
        sendStep.send(5)
        let upload = player!.upload
        let inFlight = Task { try await upload.execute(Unit()) }
        await clock.waitForPendingSleeps(atLeast: 2)
        player?.dispose()
        player = nil
        token.dispose()
        #expect(released == nil)
        await #expect(throws: CommandError.cancelled) { try await inFlight.value }
        sendName.send("Maude")
        sendStep.send(2)
        await clock.run()
        #expect(clock.pendingSleeps == 0)
        #expect(uploads.records.isEmpty)
        #expect(observations.count == 2)
    }

    @Test("a view model with child view models deinitializes with every child")
    func parentAndChildrenAreReleased() async throws {
        var team: Team? = Team()
        weak let releasedTeam = team
        var releasedPlayers: [() -> Player?] = []
        for player in team!.players.elements {
            releasedPlayers.append { [weak player] in player }
            _ = try await player.stepUp.execute(Unit())
        }
        let log = team!.players.observe { _ in }
        team?.dispose()
        team = nil
        #expect(releasedTeam == nil)
        #expect(releasedPlayers.allSatisfy { $0() == nil })
        #expect(log.isDisposed)
    }
}

/// A parent view model for the leak tests: it owns its players, as a list screen owns its items.
@MainActor
private final class Team: ViewModel {
    static let declaration = Declaration<Team>(
        doc: "Players, for the leak tests.",
        .collection(\.players, doc: "The players."),
        .readOnly(\.total, doc: "Their points together.")
    )

    let players = ObservableArray((0..<3).map { _ in Player(services: PlayerServices(uploads: FakeUploadService())) })
    let total: Property<Double>

    init() {
        let totals = Signal.combineLatest(players.elements.map(\.points.signal))
        total = Property(initial: 300, then: totals.map { $0.reduce(0, +) })
    }

    func dispose() {
        players.elements.forEach { $0.dispose() }
        players.removeAll()
    }
}
