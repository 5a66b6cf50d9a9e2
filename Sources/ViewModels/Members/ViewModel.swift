/// The state and behaviour of one screen or item, with no knowledge of what draws it.
///
/// A view-model type states what frontends see of it once, in its `declaration`: its name and doc and
/// each member that goes on the wire. Nothing else of it is exposed.
///
/// - Important: Main actor only. A view model must never keep itself alive, so hosts can release it by
///   dropping their reference. When a host releases it, the host cancels its declared commands and
///   then calls `dispose()`.
@MainActor
public protocol ViewModel: AnyObject {
    /// What frontends see of the type: its name, doc and declared members.
    static var declaration: Declaration<Self> { get }
    /// Ends what the view model owns beyond its declared members (a lifetime, timers, requests).
    /// Idempotent. By default it cancels the declared commands, and a view model that owns nothing
    /// else needs none of its own.
    func dispose()
}

extension ViewModel {
    /// The name frontends create and describe the type by ("Player").
    public static var typeName: String { declaration.name }

    /// Cancels the declared commands' running executions.
    public func dispose() {
        cancelDeclaredCommands()
    }

    /// Cancels the running executions of every command the declaration names: what the host does
    /// before `dispose()`, and what a `dispose()` of the author's own calls to keep that default.
    public func cancelDeclaredCommands() {
        for member in Self.declaration.members where member.isCommand {
            (self[keyPath: member.keyPath] as? any CancellableMember)?.cancel()
        }
    }
}

/// A member with work to cancel when its view model goes: a command.
@MainActor
protocol CancellableMember {
    func cancel()
}

extension Command: CancellableMember {}
