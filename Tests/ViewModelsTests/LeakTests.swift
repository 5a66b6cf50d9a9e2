import Testing
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
            player?.isValid.observe { _ in },
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

    @Test("a player dropped without dispose deinitializes and ends its lifetime")
    func droppedPlayerEndsLifetime() {
        var player: Player? = Player(services: PlayerServices(uploads: FakeUploadService()))
        let lifetime = player?.lifetime
        weak let released = player
        player = nil
        #expect(released == nil)
        #expect(lifetime?.hasEnded == true)
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

    @Test("an observation ends when the view model is disposed")
    func observationsEndWithLifetime() throws {
        let player = Player(services: PlayerServices(uploads: FakeUploadService()))
        let names = Recorder(player.playerName.signal.take(during: player.lifetime))
        player.dispose()
        try player.playerName.propose("Ned")
        #expect(names.values.isEmpty)
        #expect(names.isCompleted)
    }
}
