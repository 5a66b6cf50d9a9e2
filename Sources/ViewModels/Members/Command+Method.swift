/// Commands whose work is a method of their view model: `lazy var refresh = Command(self, method:
/// Inbox.refresh)`, with the method written as any other (`func refresh() async throws`), awaiting
/// what it needs with `self` at hand: no static wrapper, no `owner.get()`.
///
/// Rules:
/// - The command holds its view model weakly; an execution holds it while the method runs, as any
///   call of a method does. A host cancels the commands of a view model it lets go, which ends an
///   execution waiting on a cancellable await.
/// - An execution that starts after the view model is gone ends as cancelled.
extension Command {
    /// A command that runs `method` of `owner` with its input. Disfavoured, so that a method
    /// returning nothing makes a command whose output is `Unit` (below), not `()`.
    @_disfavoredOverload
    public convenience init<Owner: AnyObject>(
        _ owner: Owner, policy: ExecutionPolicy = .serial, enabledIf: Property<Bool>? = nil,
        method: @escaping @MainActor (Owner) -> @MainActor (Input) async throws -> Output
    ) {
        self.init(owner, policy: policy, enabledIf: enabledIf) { owner, input in try await method(owner.get())(input) }
    }
}

extension Command where Output == Unit {
    /// A command that runs `method` of `owner` with its input, and returns nothing.
    public convenience init<Owner: AnyObject>(
        _ owner: Owner, policy: ExecutionPolicy = .serial, enabledIf: Property<Bool>? = nil,
        method: @escaping @MainActor (Owner) -> @MainActor (Input) async throws -> Void
    ) {
        self.init(owner, policy: policy, enabledIf: enabledIf) { owner, input in
            try await method(owner.get())(input)
            return Unit()
        }
    }
}

extension Command where Input == Unit {
    /// A command that runs `method` of `owner`, which takes no input. Disfavoured, so that a method
    /// returning nothing makes a `Command<Unit, Unit>` (below), not one whose output is `()`.
    @_disfavoredOverload
    public convenience init<Owner: AnyObject>(
        _ owner: Owner, policy: ExecutionPolicy = .serial, enabledIf: Property<Bool>? = nil,
        method: @escaping @MainActor (Owner) -> @MainActor () async throws -> Output
    ) {
        self.init(owner, policy: policy, enabledIf: enabledIf) { owner, _ in try await method(owner.get())() }
    }
}

extension Command where Input == Unit, Output == Unit {
    /// A command that runs `method` of `owner`, which takes no input and returns nothing.
    public convenience init<Owner: AnyObject>(
        _ owner: Owner, policy: ExecutionPolicy = .serial, enabledIf: Property<Bool>? = nil,
        method: @escaping @MainActor (Owner) -> @MainActor () async throws -> Void
    ) {
        self.init(owner, policy: policy, enabledIf: enabledIf) { owner, _ in
            try await method(owner.get())()
            return Unit()
        }
    }
}
