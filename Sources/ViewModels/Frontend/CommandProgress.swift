/// How a command's work tells how far it has got, for a frontend that draws a progress bar.
///
/// Rules:
/// - `report` goes to whoever runs the execution with `reporting(to:_:)`: a host that was asked for
///   progress (LSP's work-done progress), or a test. With nobody listening it does nothing, so a
///   command reports unconditionally and costs nothing when unwatched.
/// - The listener hears `.started` when a command accepts the execution (enabled, and before it
///   reports `isExecuting`), so a refused execution has no progress at all; a command executed by
///   another's work says so again.
/// - The listener is bound to the task that executes the command, and to the tasks it starts;
///   work in a task of its own (`Task.detached`) reports to nobody.
/// - Important: Main actor only, as the work's own state is: work that hopped off the main actor
///   reports from `await MainActor.run { … }`.
@MainActor
public enum CommandProgress {
    /// One report: how much is done, what is happening, or both.
    public struct Report: Sendable, Equatable {
        /// How much is done, from 0 to 1; nil when unknown.
        public var fraction: Double?
        /// What the work is doing now, in a few words.
        public var message: String?

        /// A report of `fraction` done, doing `message`.
        public init(fraction: Double?, message: String?) {
            self.fraction = fraction
            self.message = message
        }
    }

    /// What a listener hears.
    public enum Event: Sendable, Equatable {
        /// A command accepted the execution and starts its work.
        case started
        case report(Report)
    }

    /// Who hears the reports of the running task's execution, if anyone.
    @TaskLocal private static var listener: (@MainActor @Sendable (Event) -> Void)?

    /// Tells whoever watches this execution how far it has got.
    /// - Parameters:
    ///   - fraction: how much is done, from 0 to 1 (clamped); nil when unknown.
    ///   - message: what the work is doing now; nil to leave the last one.
    public static func report(fraction: Double? = nil, message: String? = nil) {
        listener?(.report(Report(fraction: fraction.map { min(max($0, 0), 1) }, message: message)))
    }

    /// Tells the listener that a command accepted the execution.
    static func started() {
        listener?(.started)
    }

    /// Runs `operation` with `listener` hearing every start and report made in it.
    public static func reporting<Result>(
        to listener: @escaping @MainActor @Sendable (Event) -> Void,
        _ operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $listener.withValue(listener, operation: operation)
    }
}
