/// What a command does when asked to execute while it is already executing.
public enum ExecutionPolicy: String, Sendable, CaseIterable {
    /// One execution at a time: the command is disabled while it executes (ReactiveSwift's Action).
    case serial
    /// Executions may overlap; executing stays true while any runs.
    case concurrent
    /// A new execution cancels the running ones (a search field that re-searches on every edit).
    case latest
}
