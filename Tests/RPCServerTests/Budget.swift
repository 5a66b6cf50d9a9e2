import ViewModels

/// A test-only view model whose derived values are computed members: `left` and `isOver` are read
/// by the host, and `reset` is enabled by a condition the view model computes.
@MainActor
final class Budget: ViewModel {
    static let declaration = Declaration<Budget>(
        doc: "Test-only: money spent against a limit.",
        .settable(\.spent, doc: "What was spent."),
        .settable(\.limit, doc: "What may be spent."),
        .computed("left", \.left, doc: "What is left: the limit less what was spent."),
        .computed("isOver", \.isOver, doc: "Whether more was spent than the limit."),
        .command(\.reset, name: "reset", doc: "Spends nothing again; enabled while something was spent."),
        .settable(\.raisesLimit, doc: "Whether spending over the limit raises the limit to match, in the same turn.")
    )

    let spent = MutableProperty(0)
    let limit = MutableProperty(100)
    var left: Int { limit.value - spent.value }
    var isOver: Bool { spent.value > limit.value }
    private(set) lazy var reset = Command<Unit, Unit>(self, enabledWhen: \.hasSpent) { owner, _ in
        try owner.get().spent.value = 0
        return Unit()
    }
    let raisesLimit = MutableProperty(false)
    private var hasSpent: Bool { spent.value > 0 }

    init() {
        spent.signal.observe { [weak self] spent in
            guard let self, raisesLimit.value, spent > limit.value else { return }
            limit.value = spent
        }
    }
}
