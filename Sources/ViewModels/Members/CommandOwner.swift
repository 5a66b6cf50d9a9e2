/// The work of a command made with its owner (`Command(self) { owner, input in … }`), as the command
/// runs it without knowing the owner's type.
@MainActor
protocol OwnedWork<Input, Output>: AnyObject, Sendable {
    associatedtype Input
    associatedtype Output
    /// Whether the command has a computed condition (`Command(_:policy:enabledWhen:execute:)`).
    var hasCondition: Bool { get }
    /// The computed condition read now; true when there is none, false once the owner is gone.
    var isConditionMet: Bool { get }
    /// The computed condition as a derived property, for `isEnabled`; nil when there is none.
    func conditionValue() -> DerivedValue<Bool>?
    func run(_ input: Input) async throws -> Output
}

/// The weak reference a command's work gets to its owner, holding the work itself: one object per
/// command, where a reference and a closure capturing it and the work took two.
@MainActor
class CommandOwner<Owner: AnyObject, Input, Output>: WeakReference<Owner>, OwnedWork {
    private let work: @MainActor (WeakReference<Owner>, Input) async throws -> Output

    init(_ owner: Owner, _ work: @escaping @MainActor (WeakReference<Owner>, Input) async throws -> Output) {
        self.work = work
        super.init(owner)
    }

    var hasCondition: Bool { false }
    var isConditionMet: Bool { true }

    func conditionValue() -> DerivedValue<Bool>? { nil }

    final func run(_ input: Input) async throws -> Output {
        try await work(self, input)
    }
}

/// A command's owner with the condition the owner computes, read through its key path.
@MainActor
final class ConditionedCommandOwner<Owner: ViewModel, Input, Output>: CommandOwner<Owner, Input, Output> {
    private let condition: (Owner) -> Bool

    init(
        _ owner: Owner, _ condition: @escaping (Owner) -> Bool,
        _ work: @escaping @MainActor (WeakReference<Owner>, Input) async throws -> Output
    ) {
        self.condition = condition
        super.init(owner, work)
    }

    override var hasCondition: Bool { true }
    /// Unwrapped with `guard`, not `Optional.map`: this generic class runs unspecialized, where
    /// `map` took a metadata look-up and a generic call on every read.
    override var isConditionMet: Bool {
        guard let owner = object else { return false }
        return condition(owner)
    }

    override func conditionValue() -> DerivedValue<Bool>? {
        ComputedCondition(self, condition)
    }
}
