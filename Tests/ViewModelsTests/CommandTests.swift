import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Commands")
struct CommandTests {
    let clock = TestClock()

    /// A command whose work doubles its input after a second on the test clock.
    func makeSlowCommand(
        policy: ExecutionPolicy = .serial,
        enabledIf: Property<Bool>? = nil
    ) -> Command<Int, Int> {
        Command(policy: policy, enabledIf: enabledIf) { [clock] input in
            try await clock.sleep(for: .seconds(1))
            return input * 2
        }
    }

    func outcome(of task: Task<Int, any Error>) async -> Result<Int, CommandError> {
        await task.result.mapError { $0 as? CommandError ?? .failed("unexpected \($0)") }
    }

    @Test(
        "a host's tap hears each start and end of running and the condition's changes, without isEnabled or isExecuting",
        arguments: [ExecutionPolicy.serial, .concurrent])
    func hostTapHearsState(policy: ExecutionPolicy) async throws {
        final class Heard {
            var values: [String] = []
        }
        let heard = Heard()
        let allowed = MutableProperty(true)
        let command = Command<Unit, Unit>(policy: policy, enabledIf: Property(capturing: allowed)) { _ in Unit() }
        let tap = MemberTap(
            observer: heard,
            deliver: { observer, value, slot in (observer as! Heard).values.append("\(slot): \(value.load(as: Bool.self))") },
            settle: { _ in })
        tap.observe(command, slot: 3)
        _ = try await command.execute(Unit())
        allowed.value = false
        tap.stopObserving(command, slot: 3)
        allowed.value = true
        _ = try await command.execute(Unit())
        #expect(heard.values == ["3: true", "3: false", "3: false"])
        #expect(command.currentState == (true, false))
    }

    @Test("execute while disabled throws disabled and changes nothing")
    func disabled() async {
        var ran = false
        let command = Command<Unit, Unit>(enabledIf: Property(value: false)) { _ in
            ran = true
            return Unit()
        }
        let executing = Recorder(command.isExecuting)
        await #expect(throws: CommandError.disabled) { try await command.execute(Unit()) }
        #expect(!ran)
        #expect(!command.isEnabled.value)
        #expect(executing.values == [false])
    }

    @Test("isEnabled follows enabledIf")
    func enabledIf() async throws {
        let allowed = MutableProperty(false)
        let command = Command<Int, Int>(enabledIf: Property(capturing: allowed)) { $0 }
        let enabled = Recorder(command.isEnabled)
        allowed.value = true
        #expect(try await command.execute(3) == 3)
        #expect(enabled.values == [false, true, false, true])
    }

    @Test("executing goes false, true, false around the work, after the output is sent")
    func executingSequence() async throws {
        let command = makeSlowCommand()
        var log: [String] = []
        command.isExecuting.observe { log.append("executing \($0)") }
        command.values.observe { log.append("value \($0)") }
        let task = Task { try await command.execute(4) }
        await clock.waitForPendingSleeps(atLeast: 1)
        #expect(command.isExecuting.value)
        await clock.advance(by: .seconds(1))
        #expect(try await task.value == 8)
        #expect(log == ["executing false", "executing true", "value 8", "executing false"])
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a serial command refuses to overlap and is disabled while it executes")
    func serialDoesNotOverlap() async {
        let command = makeSlowCommand()
        let first = Task { try await command.execute(1) }
        await clock.waitForPendingSleeps(atLeast: 1)
        #expect(!command.isEnabled.value)
        await #expect(throws: CommandError.disabled) { try await command.execute(2) }
        #expect(clock.pendingSleeps == 1)
        await clock.advance(by: .seconds(1))
        #expect(await outcome(of: first) == .success(2))
        #expect(command.isEnabled.value)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a concurrent command runs executions side by side")
    func concurrentOverlaps() async {
        let command = makeSlowCommand(policy: .concurrent)
        let executing = Recorder(command.isExecuting)
        let first = Task { try await command.execute(1) }
        let second = Task { try await command.execute(2) }
        await clock.waitForPendingSleeps(atLeast: 2)
        #expect(command.isEnabled.value)
        await clock.advance(by: .seconds(1))
        #expect(await outcome(of: first) == .success(2))
        #expect(await outcome(of: second) == .success(4))
        #expect(executing.values == [false, true, false])
        #expect(clock.pendingSleeps == 0)
    }

    @Test("latest cancels the running execution when a new one starts")
    func latestCancelsPrevious() async {
        let command = makeSlowCommand(policy: .latest)
        let executing = Recorder(command.isExecuting)
        let first = Task { try await command.execute(1) }
        await clock.waitForPendingSleeps(atLeast: 1)
        let second = Task { try await command.execute(2) }
        #expect(await outcome(of: first) == .failure(.cancelled))
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .seconds(1))
        #expect(await outcome(of: second) == .success(4))
        #expect(executing.values == [false, true, false])
        #expect(clock.pendingSleeps == 0)
    }

    @Test("cancelling the calling task cancels the work and executing returns to false")
    func callerCancellation() async {
        let command = makeSlowCommand()
        let errors = Recorder(command.errors)
        let task = Task { try await command.execute(1) }
        await clock.waitForPendingSleeps(atLeast: 1)
        task.cancel()
        #expect(await outcome(of: task) == .failure(.cancelled))
        #expect(!command.isExecuting.value)
        #expect(command.isEnabled.value)
        #expect(clock.pendingSleeps == 0)
        #expect(errors.values.isEmpty)
    }

    @Test("cancel() stops every running execution")
    func cancelAll() async {
        let command = makeSlowCommand(policy: .concurrent)
        let first = Task { try await command.execute(1) }
        let second = Task { try await command.execute(2) }
        await clock.waitForPendingSleeps(atLeast: 2)
        command.cancel()
        #expect(await outcome(of: first) == .failure(.cancelled))
        #expect(await outcome(of: second) == .failure(.cancelled))
        #expect(!command.isExecuting.value)
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a failure is reported and leaves the command usable")
    func failureThenSuccess() async throws {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "server said no" }
        }
        let attempts = MutableProperty(0)
        let command = Command<Int, Int> { input in
            attempts.value += 1
            if attempts.value == 1 { throw Refusal() }
            return input
        }
        let values = Recorder(command.values)
        let errors = Recorder(command.errors)
        await #expect(throws: CommandError.failed("server said no")) { try await command.execute(1) }
        #expect(!command.isExecuting.value)
        #expect(command.isEnabled.value)
        #expect(try await command.execute(2) == 2)
        #expect(values.values == [2])
        #expect(errors.values == [.failed("server said no")])
    }

    @Test("a DetailedError fails with its description as the message and its details beside it")
    func detailedFailure() async {
        struct Refused: DetailedError {
            struct Field: Encodable, Equatable, Sendable { var field: String }
            var description: String { "the name is taken" }
            var details: Field { Field(field: "name") }
        }
        struct Other: Encodable, Equatable, Sendable { var field: String }
        let command = Command<Unit, Unit> { _ in throw Refused() }
        await #expect(throws: CommandError.failed("the name is taken", details: FailureDetails(Refused.Field(field: "name")))) {
            try await command.execute(Unit())
        }
        #expect(FailureDetails(Refused.Field(field: "name")) != FailureDetails(Other(field: "name")))
        #expect(CommandError.failed("the name is taken") != .failed("the name is taken", details: FailureDetails(Other(field: "x"))))
    }

    @Test("a cancelled execution leaves the command usable")
    func cancelledThenSuccess() async {
        let command = makeSlowCommand()
        let cancelled = Task { try await command.execute(1) }
        await clock.waitForPendingSleeps(atLeast: 1)
        cancelled.cancel()
        #expect(await outcome(of: cancelled) == .failure(.cancelled))
        let next = Task { try await command.execute(5) }
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .seconds(1))
        #expect(await outcome(of: next) == .success(10))
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a failing execution is observed as executing false, true, false, then its error")
    func failureSequence() async {
        let command = Command<Unit, Unit> { [clock] _ in
            try await clock.sleep(for: .seconds(1))
            throw Offline()
        }
        var log: [String] = []
        command.isExecuting.observe { log.append("executing \($0)") }
        command.errors.observe { log.append("error \($0)") }
        let task = Task { try await command.execute(Unit()) }
        await clock.waitForPendingSleeps(atLeast: 1)
        await clock.advance(by: .seconds(1))
        _ = await task.result
        #expect(log == ["executing false", "executing true", "error offline", "executing false"])
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a command disabled by enabledIf refuses every policy")
    func disabledForEveryPolicy() async {
        for policy in ExecutionPolicy.allCases {
            let command = makeSlowCommand(policy: policy, enabledIf: Property(value: false))
            await #expect(throws: CommandError.disabled) { try await command.execute(1) }
            #expect(!command.isEnabled.value)
        }
        #expect(clock.pendingSleeps == 0)
    }

    @Test("a command without a condition counts each start of its first execution and each end of its last")
    func countsItsStateChanges() async {
        let serial = Command<Unit, Unit> { _ in Unit() }
        for _ in 0..<3 { _ = try? await serial.execute(Unit()) }
        #expect(serial.stateChanges == 6)

        let concurrent = makeSlowCommand(policy: .concurrent)
        #expect(concurrent.stateChanges == 0)
        let first = Task { try await concurrent.execute(1) }
        let second = Task { try await concurrent.execute(2) }
        await clock.waitForPendingSleeps(atLeast: 2)
        #expect(concurrent.stateChanges == 1)
        await clock.advance(by: .seconds(1))
        _ = await (outcome(of: first), outcome(of: second))
        #expect(concurrent.stateChanges == 2)
    }

    @Test("a command with a condition leaves its changes to observers: the condition changes without it")
    func conditionMakesChangesUncounted() async {
        let condition = MutableProperty(true)
        let command = Command<Unit, Unit>(enabledIf: Property(capturing: condition)) { _ in Unit() }
        _ = try? await command.execute(Unit())
        #expect(command.stateChanges == nil)
    }

    @Test("isEnabled and isExecuting made while an execution runs start from the running state")
    func stateMadeWhileRunning() async {
        let command = makeSlowCommand()
        let task = Task { try await command.execute(3) }
        await clock.waitForPendingSleeps(atLeast: 1)
        #expect(command.currentState == (enabled: false, executing: true))
        let executing = Recorder(command.isExecuting)
        let enabled = Recorder(command.isEnabled)
        await clock.advance(by: .seconds(1))
        #expect(await outcome(of: task) == .success(6))
        #expect(executing.values == [true, false])
        #expect(enabled.values == [false, true])
    }
}

/// A failure whose description is what a command's errors report.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// A test-only view model whose command is enabled by a condition it computes.
@MainActor
private final class Gate: ViewModel {
    static let declaration = Declaration<Gate>(
        doc: "Test-only: a gate that lets through while open.",
        .settable(\.isOpen, doc: "Whether the gate is open."),
        .command(\.pass, name: "pass", doc: "Counts one passing; enabled while open.")
    )

    let isOpen = MutableProperty(false)
    private(set) var passed = 0
    private(set) lazy var pass = Command<Unit, Int>(self, enabledWhen: \.canPass) { owner, _ in
        let gate = try owner.get()
        gate.passed += 1
        return gate.passed
    }
    private var canPass: Bool { isOpen.value }
}

@MainActor
@Suite("Commands with a computed condition")
struct ComputedConditionTests {
    @Test("the condition is read when asked: execute refuses while it is false, isEnabled follows every change")
    func followsCondition() async throws {
        let gate = Gate()
        await #expect(throws: CommandError.disabled) { try await gate.pass.execute(Unit()) }
        let enabled = Recorder(gate.pass.isEnabled)
        gate.isOpen.value = true
        #expect(try await gate.pass.execute(Unit()) == 1)
        gate.isOpen.value = false
        // Serial: disabled while it runs, too.
        #expect(enabled.values == [false, true, false, true, false])
        #expect(gate.pass.hasComputedCondition && gate.pass.stateChanges == nil)
    }

    @Test("once its view model is gone the command is disabled, and the view model was never kept alive")
    func disabledWithoutOwner() async {
        var gate: Gate? = Gate()
        let pass = gate!.pass
        gate!.isOpen.value = true
        #expect(pass.currentState.enabled)
        weak let released = gate
        gate = nil
        #expect(released == nil)
        #expect(!pass.currentState.enabled)
        await #expect(throws: CommandError.disabled) { try await pass.execute(Unit()) }
    }
}
