import ViewModels

/// The clock `--clock` chose: the continuous clock, or a `TestClock` the client moves with
/// `clock/advance`.
///
/// Copies of one parsed command line share the controlled clock, so the catalog's view models and
/// the session that advances it see the same time.
enum ClockChoice: Sendable, Equatable {
    case real
    case controlled(TestClock)

    /// `--clock`'s value, as the command line and a recording's header spell it.
    var name: String {
        switch self {
        case .real: "real"
        case .controlled: "controlled"
        }
    }

    static func == (lhs: ClockChoice, rhs: ClockChoice) -> Bool {
        switch (lhs, rhs) {
        case (.real, .real): true
        case (.controlled(let left), .controlled(let right)): left === right
        default: false
        }
    }
}
