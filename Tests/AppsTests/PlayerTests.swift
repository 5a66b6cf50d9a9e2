import MVVMTesting
import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("Player")
struct PlayerTests {
    let uploads = FakeUploadService()
    let player: Player

    init() {
        player = Player(services: PlayerServices(uploads: uploads))
    }

    @Test("starts with the seed's defaults, valid, unlocked, everything enabled")
    func defaults() {
        #expect(player.playerName.value == "Colin")
        #expect(player.points.value == 100)
        #expect(player.stepAmount.value == 1)
        #expect(player.minPoints.value == 0)
        #expect(player.maxPoints.value == 10000)
        #expect(player.maxPointUpdates.value == 10)
        #expect(player.pointUpdatesLeft.value == 10)
        #expect(player.isValid)
        #expect(!player.isLocked.value)
        #expect(player.commandsEnabled == [true, true, true, true])
    }

    @Test("documents itself and every member")
    func documented() {
        #expect(Player.typeName == "Player")
        #expect(!Player.declaration.doc.isEmpty)
        #expect(Player.declaration.members.count == 17)
        #expect(Player.declaration.members.allSatisfy { !$0.declared.doc.isEmpty })
    }

    @Test("isValid needs a name, and points of at least minPoints")
    func validity() throws {
        var seen = [player.isValid]
        try player.playerName.propose("")
        seen.append(player.isValid)
        try player.playerName.propose("Ned")
        seen.append(player.isValid)
        try player.minPoints.propose(150)
        seen.append(player.isValid)
        try player.minPoints.propose(100)
        seen.append(player.isValid)
        #expect(seen == [true, false, true, false, true])
    }

    @Test(
        "a forbidden name is announced, then cleared, in that order",
        arguments: Player.forbiddenNames
    )
    func forbiddenName(name: String) throws {
        var log: [String] = []
        player.playerName.signal.observe { log.append("playerName \"\($0)\"") }
        player.forbiddenName.signal.observe { log.append("forbiddenName \($0.name)") }
        player.upload.isEnabled.signal.observe { log.append("upload enabled \($0)") }
        try player.playerName.propose(name)
        #expect(player.playerName.value == "")
        #expect(!player.isValid)
        #expect(log == ["playerName \"\(name)\"", "forbiddenName \(name)", "playerName \"\"", "upload enabled false"])
    }

    @Test(
        "only exact forbidden names are refused",
        arguments: ["Darn", "darned", " darn", "dag", "gosh darm", "dag nabbiT", "diddly squa ", "fiddlestickz"]
    )
    func nearlyForbidden(name: String) throws {
        let events = Recorder(player.forbiddenName.signal)
        try player.playerName.propose(name)
        #expect(player.playerName.value == name)
        #expect(events.values.isEmpty)
        #expect(player.isValid)
    }

    @Test("stepUp and stepDown move the points by stepAmount")
    func stepping() async throws {
        try player.stepAmount.propose(2.5)
        #expect(try await player.stepUp.execute(Unit()) == 102.5)
        #expect(try await player.stepDown.execute(Unit()) == 100)
        #expect(try await player.stepDown.execute(Unit()) == 97.5)
        #expect(player.pointUpdatesLeft.value == 7)
    }

    @Test("steps stop at the limits and the stepper disables there")
    func steppingClamps() async throws {
        try player.maxPoints.propose(101.5)
        try player.stepAmount.propose(1)
        #expect(try await player.stepUp.execute(Unit()) == 101)
        #expect(try await player.stepUp.execute(Unit()) == 101.5)
        #expect(!player.stepUp.isEnabled.value)
        await #expect(throws: CommandError.disabled) { try await player.stepUp.execute(Unit()) }
        try player.minPoints.propose(100)
        try player.stepAmount.propose(50)
        #expect(try await player.stepDown.execute(Unit()) == 100)
        #expect(!player.stepDown.isEnabled.value)
    }

    @Test("points change at most ten times, then the stepper is disabled and proposals refused")
    func updateLimit() async throws {
        let left = Recorder(player.pointUpdatesLeft)
        for _ in 0..<5 {
            _ = try await player.stepUp.execute(Unit())
        }
        for points in [90.0, 91, 92, 93, 94] {
            try player.points.propose(points)
        }
        #expect(left.values == Array((0...10).reversed()))
        #expect(!player.stepUp.isEnabled.value)
        #expect(!player.stepDown.isEnabled.value)
        await #expect(throws: CommandError.disabled) { try await player.stepDown.execute(Unit()) }
        #expect(
            throws: InvalidValue(
                reason: "No point updates are left: points may change only 10 times.",
                expected: "the current value, 94"
            )
        ) {
            try player.points.propose(50)
        }
        #expect(player.points.value == 94)
    }

    @Test("proposing the current points is accepted and counts nothing")
    func unchangedPoints() throws {
        try player.points.propose(100)
        #expect(player.pointUpdatesLeft.value == 10)
    }

    @Test(
        "a points proposal that is not finite or out of range is refused with what is expected",
        arguments: [Double.nan, .infinity, -.infinity, -1, 10000.5, 1e300]
    )
    func refusedPoints(points: Double) {
        #expect {
            try player.points.propose(points)
        } throws: { error in
            (error as? InvalidValue)?.expected == "a finite number from 0 to 10000"
        }
        #expect(player.points.value == 100)
        #expect(player.pointUpdatesLeft.value == 10)
    }

    @Test("stepAmount must be finite and above zero", arguments: [0, -1, Double.nan, .infinity])
    func refusedStep(step: Double) {
        #expect {
            try player.stepAmount.propose(step)
        } throws: { error in
            let refusal = error as? InvalidValue
            return refusal?.expected == "a finite number above 0"
                && refusal?.reason == "stepAmount cannot be \(step.displayText); it must be a finite number above 0."
        }
        #expect(player.stepAmount.value == 1)
    }

    @Test("the limits must be finite and keep minPoints at most maxPoints")
    func refusedLimits() throws {
        #expect(throws: InvalidValue.self) { try player.minPoints.propose(10001) }
        #expect(throws: InvalidValue.self) { try player.minPoints.propose(-.infinity) }
        #expect(throws: InvalidValue.self) { try player.maxPoints.propose(-1) }
        #expect(throws: InvalidValue.self) { try player.maxPoints.propose(.nan) }
        try player.minPoints.propose(-50)
        try player.maxPoints.propose(-50)
        #expect(player.minPoints.value == -50)
        #expect(player.maxPoints.value == -50)
    }

    @Test("resetToDefaults restores the defaults without counting a point update")
    func reset() async throws {
        try player.playerName.propose("Ned")
        try player.stepAmount.propose(5)
        _ = try await player.stepUp.execute(Unit())
        try player.minPoints.propose(-20)
        try player.maxPoints.propose(-1)
        _ = try await player.resetToDefaults.execute(Unit())
        #expect(player.playerName.value == "Colin")
        #expect(player.points.value == 100)
        #expect(player.stepAmount.value == 1)
        #expect(player.minPoints.value == 0)
        #expect(player.maxPoints.value == 10000)
        #expect(player.pointUpdatesLeft.value == 9)
    }

    @Test("resetting a default player notifies nothing")
    func quietReset() async throws {
        let points = Recorder(player.points.signal)
        let names = Recorder(player.playerName.signal)
        _ = try await player.resetToDefaults.execute(Unit())
        #expect(points.values.isEmpty)
        #expect(names.values.isEmpty)
    }
}

extension Player {
    /// Whether stepUp, stepDown, upload and resetToDefaults are enabled, in that order.
    var commandsEnabled: [Bool] {
        [stepUp.isEnabled.value, stepDown.isEnabled.value, upload.isEnabled.value, resetToDefaults.isEnabled.value]
    }
}
