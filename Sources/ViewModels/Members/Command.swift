/// Something a user can do, with the state a button needs: enabled, executing, results, errors.
///
/// Rules:
/// - `execute` while disabled throws `.disabled` at once and changes nothing.
/// - `isExecuting` goes false → true when the first execution starts and true → false when the last
///   one ends, after its output reached `values` (or its error reached `errors`).
/// - Cancelling the task that called `execute` cancels the work; the call then throws `.cancelled`.
/// - A failed execution leaves the command usable.
/// - Important: Main actor only; the work starts on the main actor and may hop off it for its own
///   awaits. A running execution keeps its command alive, never the view model: work that needs the
///   view model takes it as the owner (`init(_:policy:enabledIf:execute:)`), and a host cancels the
///   command when it lets the view model go.
@MainActor
public final class Command<Input: Sendable, Output: Sendable>: ViewModelMember {
    /// Whether `execute` would start now: `enabledIf`, and for `serial` not executing.
    ///
    /// Made on first use, as `isExecuting` is: a host reads and observes the state through the
    /// values behind them (`currentState`, `observeState(by:slot:)`), so a command only a host
    /// watches pays for neither property. Its signal completes when the property goes, or with the
    /// command when the property was never made.
    public var isEnabled: Property<Bool> {
        if let madeIsEnabled { return madeIsEnabled }
        // A serial command's is its condition and not executing; another's is its condition itself.
        let condition = enabledIf ?? work.owned?.conditionValue().map { Property(derived: $0) }
        let made =
            if policy == .serial {
                Property(derived: CommandEnablement(condition: condition, executing: executing))
            } else {
                Property(capturing: condition ?? Property(value: true))
            }
        madeIsEnabled = made
        return made
    }
    /// Whether any execution is running.
    public var isExecuting: Property<Bool> {
        if let madeIsExecuting { return madeIsExecuting }
        let made = Property(derived: executing)
        madeIsExecuting = made
        return made
    }
    /// The output of every successful execution.
    ///
    /// Made on first use, as `errors` is: a command nobody listens to (a host watches only its
    /// state) pays for neither signal, and there is nobody to tell of what it sent before.
    public var values: Signal<Output> {
        if let madeValues { return madeValues }
        let made = Signal<Output>(core: SignalCore(generatorDisposable: nil))
        madeValues = made
        return made
    }
    /// Every `.failed` execution; disabled, cancelled and refused calls are answered to their caller only.
    public var errors: Signal<CommandError> {
        if let madeErrors { return madeErrors }
        let made = Signal<CommandError>(core: SignalCore(generatorDisposable: nil))
        madeErrors = made
        return made
    }

    private let enabledIf: Property<Bool>?
    private let work: Work
    /// `isExecuting`'s value and core once something observes it, set by the command itself: a
    /// stored flag with a signal, where a mutable property and a view of it took twice the objects.
    private var madeExecuting: DerivedValue<Bool>?
    /// `isEnabled` and `isExecuting` once made.
    private var madeIsEnabled: Property<Bool>?
    private var madeIsExecuting: Property<Bool>?
    /// `values` and `errors` once made; sent to through their cores, with no input objects.
    private var madeValues: Signal<Output>?
    private var madeErrors: Signal<CommandError>?
    /// The running executions, each by the identity of the object its outcome comes back in.
    private var running: [ObjectIdentifier: Task<Output, any Error>] = [:]
    /// How many times the first execution started or the last one ended (see `stateChanges`): odd
    /// while running. 32 bits beside `policy`, so that a command takes the malloc size class it
    /// took before it counted (docs/performance.md, "Object sizes").
    private var runningChanges: UInt32 = 0
    /// What `execute` does while an execution is running.
    public let policy: ExecutionPolicy
    /// The slot a host's tap observes the state as (see `observeState(by:slot:)`); beside `policy`
    /// and `runningChanges`, where it takes no room of its own.
    private var stateSlot: Int16 = 0
    /// The host's tap told of each start and end of running, without a core for `isExecuting`.
    private var stateTap: MemberTap?

    /// - Parameters:
    ///   - policy: what happens on `execute` while executing.
    ///   - enabledIf: the command is disabled while this is false; nil means always enabled.
    ///   - execute: the work; what it throws becomes `CommandError.failed` with its description.
    public convenience init(
        policy: ExecutionPolicy = .serial,
        enabledIf: Property<Bool>? = nil,
        execute: @escaping @MainActor (Input) async throws -> Output
    ) {
        self.init(policy: policy, enabledIf: enabledIf, work: .plain(execute))
    }

    private init(policy: ExecutionPolicy, enabledIf: Property<Bool>?, work: Work) {
        self.policy = policy
        self.enabledIf = enabledIf
        self.work = work
    }

    /// The work: a closure, or the owner's reference, which holds the work and the computed
    /// condition typed, in one object where a reference and a closure over it took two.
    ///
    /// On the main actor, as the work is: a nonisolated `run` would hop off it, so work that never
    /// suspends would no longer finish before `execute` returns.
    @MainActor
    private enum Work {
        case plain(@MainActor (Input) async throws -> Output)
        case owned(any OwnedWork<Input, Output>)

        var owned: (any OwnedWork<Input, Output>)? {
            if case .owned(let owned) = self { owned } else { nil }
        }

        func run(_ input: Input) async throws -> Output {
            switch self {
            case .plain(let work): try await work(input)
            case .owned(let owned): try await owned.run(input)
            }
        }
    }

    /// `isExecuting`'s value and core, made on first use: a command nobody observes (an item's, until
    /// a client binds it) keeps only a flag.
    private var executing: DerivedValue<Bool> {
        if let madeExecuting { return madeExecuting }
        let made = DerivedValue(isRunning)
        madeExecuting = made
        return made
    }

    /// How many times the command's state changed since it was made, when the command alone knows:
    /// with no condition, its state changes only as executions start and end (each start of the
    /// first and end of the last counts one). Nil when a condition can change it too.
    package var stateChanges: Int? {
        enabledIf == nil && !hasComputedCondition ? Int(runningChanges) : nil
    }

    /// Whether the condition holds now: `enabledIf`'s value and the computed condition read now;
    /// a command has at most one of them, and the missing one holds.
    private var isConditionMet: Bool {
        (enabledIf?.value ?? true) && (work.owned?.isConditionMet ?? true)
    }

    /// Whether the command's state is computed by its view model (`init(_:policy:enabledWhen:execute:)`):
    /// it may change with any change of the view model, and a host reads it again after each.
    public var hasComputedCondition: Bool { work.owned?.hasCondition ?? false }

    /// Whether any execution is running, whether or not `madeExecuting` exists.
    private var isRunning: Bool { runningChanges & 1 == 1 }

    /// Starts or ends the running state, counted in `stateChanges`, and tells `isExecuting`.
    private func setRunning(_ running: Bool) {
        runningChanges &+= 1
        madeExecuting?.update(to: running)
        if let stateTap {
            // By address, as every delivery to a tap (`SignalCore.deliver`): pays in
            // `benchmarks/profile`'s set and push (docs/performance.md, "Unsafe code").
            var running = running
            withUnsafePointer(to: &running) { stateTap.deliver(stateTap.observer, UnsafeRawPointer($0), stateSlot) }
        }
    }

    /// A command whose work needs its view model: `execute` gets it as a weak reference, filled
    /// already, so no weak reference is written by hand. Make it in a `lazy var`, where `self` is at
    /// hand: `lazy var submit = Command(self) { owner, _ in try await owner.get().send() }`.
    ///
    /// Reach the view model with `owner.get()`, and again after each await: a running execution never
    /// keeps it alive, and once it is gone `get()` throws `CancellationError`, so the execution ends
    /// as cancelled.
    public convenience init<Owner: AnyObject>(
        _ owner: Owner,
        policy: ExecutionPolicy = .serial,
        enabledIf: Property<Bool>? = nil,
        execute: @escaping @MainActor (WeakReference<Owner>, Input) async throws -> Output
    ) {
        self.init(policy: policy, enabledIf: enabledIf, work: .owned(CommandOwner(owner, execute)))
    }

    /// A command whose work needs its view model, enabled while `condition`, a `Bool` the view model
    /// computes from its declared members, is true: `lazy var submit = Command(self, enabledWhen:
    /// \.canSubmit) { owner, _ in … }`, the key path made a direct call of the getter. No derived
    /// property is made for the condition, so the command costs the view model no more than one
    /// without.
    ///
    /// The condition is read whenever the state is asked for: by `execute`, by a host once every
    /// change of the view model has been delivered, by `isEnabled` on each change of a declared
    /// property. It must therefore depend on the view model's declared members only (see
    /// `Declaration.Member.computed`). The work gets the view model as in
    /// `init(_:policy:enabledIf:execute:)`; once the view model is gone the command is disabled.
    public convenience init<Owner: ViewModel>(
        _ owner: Owner,
        policy: ExecutionPolicy = .serial,
        enabledWhen condition: @escaping (Owner) -> Bool,
        execute: @escaping @MainActor (WeakReference<Owner>, Input) async throws -> Output
    ) {
        self.init(policy: policy, enabledIf: nil, work: .owned(ConditionedCommandOwner(owner, condition, execute)))
    }

    isolated deinit {
        // What `isExecuting` does when it goes, when it was never made.
        if madeIsExecuting == nil {
            madeExecuting?.detach()
        }
        madeValues?.core.sendTerminal(failure: nil)
        madeErrors?.core.sendTerminal(failure: nil)
    }

    /// Runs the work with `input` and returns its output.
    ///
    /// Enablement is checked against the condition and the running executions themselves: `isEnabled`
    /// is derived from them and, like every derived property, may lag inside a delivery.
    /// - Throws: `.disabled` when disabled, `.cancelled` when cancelled, `.failed` when the work threw.
    public func execute(_ input: Input) async throws(CommandError) -> Output {
        guard isConditionMet, policy != .serial || running.isEmpty else {
            throw .disabled
        }
        if policy == .latest {
            cancel()
        }
        CommandProgress.started()
        let finished = Finished<Output>()
        let id = ObjectIdentifier(finished)
        if !isRunning {
            setRunning(true)
        }
        // Immediate, so the work sees the state the caller left; and work that never suspends is used
        // without awaiting its task (an await always suspends), so a request that follows `execute`
        // can never overtake a synchronous command.
        let task = Task.immediate { [work] in
            do {
                let output = try await work.run(input)
                finished.result = .success(output)
                return output
            } catch {
                finished.result = .failure(error)
                throw error
            }
        }
        running[id] = task
        let result: Result<Output, any Error>
        if let early = finished.result {
            result = early
        } else {
            result = await withTaskCancellationHandler {
                await task.result
            } onCancel: {
                task.cancel()
            }
        }
        running[id] = nil
        defer {
            if running.isEmpty {
                setRunning(false)
            }
        }
        switch result {
        case .success(let output):
            madeValues?.core.sendValue(output)
            return output
        case .failure(let error):
            let commandError = CommandError(error, afterCancellation: task.isCancelled)
            if case .failed = commandError {
                madeErrors?.core.sendValue(commandError)
            }
            throw commandError
        }
    }

    /// Whether the command is enabled and executing now, as `isEnabled` and `isExecuting` tell,
    /// without making them.
    public var currentState: (enabled: Bool, executing: Bool) {
        let enabled = isConditionMet && (policy != .serial || !isRunning)
        return (enabled, isRunning)
    }

    /// Cancels every running execution; each of their callers gets `.cancelled` unless the work had
    /// already finished.
    public func cancel() {
        for task in running.values {
            task.cancel()
        }
    }
}

/// The outcome of an execution's work, set by the work's own task as it ends.
@MainActor
private final class Finished<Output> {
    var result: Result<Output, any Error>?
}

extension Command: TapTarget {
    /// A host's tap hears the state as `slot`, without `isEnabled` or `isExecuting` being made:
    /// `enabledIf`'s changes reach it through its signal, each start and end of running from the
    /// command itself. The host reads `currentState` once a change has settled; a computed condition
    /// it reads then on its own (`hasComputedCondition`). One tap at a time.
    func add(_ tap: MemberTap, slot: Int16) {
        precondition(stateTap == nil, "a command's state is observed by one host at a time")
        (stateTap, stateSlot) = (tap, slot)
        enabledIf?.signal.add(tap, slot: slot)
    }

    func remove(_ tap: MemberTap, slot: Int16) {
        guard stateTap === tap else { return }
        stateTap = nil
        enabledIf?.signal.remove(tap, slot: slot)
    }
}
