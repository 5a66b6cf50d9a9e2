import MVVMTesting
import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("Player uploads")
struct PlayerUploadTests {
    let uploads = FakeUploadService()
    let player: Player

    init() {
        player = Player(services: PlayerServices(uploads: uploads))
    }

    @Test("upload stores the record, raises uploaded and returns the same message")
    func upload() async throws {
        let events = Recorder(player.uploaded.signal)
        let output = try await player.upload.execute(Unit())
        #expect(output == Uploaded(message: "Updated Colin with 100 points"))
        #expect(events.values == [output])
        #expect(uploads.records == [UploadRecord(playerName: "Colin", points: 100)])
    }

    @Test(
        "the message shows points without decimals, rounding half to even",
        arguments: [
            (100.5, "100"), (101.5, "102"), (99.25, "99"), (0.4, "0"),
        ])
    func messageRounding(points: Double, shown: String) async throws {
        try player.points.propose(points)
        let output = try await player.upload.execute(Unit())
        #expect(output.message == "Updated Colin with \(shown) points")
    }

    @Test("upload is disabled while the player is invalid")
    func disabledWhileInvalid() async throws {
        try player.playerName.propose("")
        #expect(!player.upload.isEnabled.value)
        await #expect(throws: CommandError.disabled) { try await player.upload.execute(Unit()) }
        #expect(uploads.records.isEmpty)
    }

    @Test("a failed upload is reported, counts nothing and can be retried")
    func failedUpload() async throws {
        uploads.failNextUploads(with: "disk full")
        await #expect(throws: CommandError.failed("disk full")) { try await player.upload.execute(Unit()) }
        uploads.failNextUploads(with: nil)
        for _ in 0..<4 {
            _ = try await player.upload.execute(Unit())
        }
        #expect(!player.isLocked.value)
    }

    @Test("five uploads lock the player: no edit, step, upload or reset any more")
    func lockAfterFiveUploads() async throws {
        let locked = Recorder(player.isLocked)
        for _ in 0..<5 {
            _ = try await player.upload.execute(Unit())
        }
        #expect(locked.values == [false, true])
        #expect(uploads.records.count == 5)
        #expect(player.commandsEnabled == [false, false, false, false])
        await #expect(throws: CommandError.disabled) { try await player.upload.execute(Unit()) }
        await #expect(throws: CommandError.disabled) { try await player.resetToDefaults.execute(Unit()) }
        #expect(throws: InvalidValue.self) { try player.playerName.propose("Ned") }
        #expect(throws: InvalidValue.self) { try player.points.propose(5) }
        #expect(throws: InvalidValue.self) { try player.stepAmount.propose(2) }
        #expect(throws: InvalidValue.self) { try player.minPoints.propose(1) }
        #expect(throws: InvalidValue.self) { try player.maxPoints.propose(1) }
        try player.playerName.propose("Colin")
        #expect(uploads.records.count == 5)
        #expect(player.isLocked.value)
    }
}
