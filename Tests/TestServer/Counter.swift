import ViewModels

/// A count that a command raises up to a limit: the rule a replay test changes.
///
/// Hosted by mvvm-test-server only. Started with `--counter-limit N`, the test server registers it
/// with another limit, so a session recorded under the real rule (3) no longer replays: the proof
/// that a changed rule fails a recorded golden session with a diff naming the message.
@MainActor
final class Counter: ViewModel {
    static let declaration = Declaration<Counter>(
        doc: "Test-only: a count that increment raises while it is below the limit.",
        .readOnly(\.count, doc: "How many times increment ran."),
        .command(\.increment, doc: "Adds one to count. Enabled while count is below the limit. Output: the new count."),
        .kept(\._count, doc: "What count shows; increment sets it.")
    )
    /// The real rule; a replay test runs the server with another.
    static let defaultLimit = 3

    let count: Property<Int>
    let increment: Command<Unit, Int>
    private let _count = MutableProperty(0)

    init(limit: Int) {
        count = Property(capturing: _count)
        increment = Command(enabledIf: _count.map { $0 < limit }) { [_count] _ in
            _count.value += 1
            return _count.value
        }
    }
}
