/// What a derived property keeps: its current value and the core of its signal, which its sources'
/// observers update directly, with no signal or input in between.
///
/// Rules: `update(to:)` makes the value visible, then sends it; a failure or completion of the
/// sources ends the signal and leaves the value as it was.
/// - Important: Main actor only. The sources' observers hold it, and so does the property.
@MainActor
final class DerivedValue<Value> {
    /// Unchecked: main actor only, and `update(to:)` keeps the old value alive past the assignment,
    /// so no access releases it (its deinit could read `current`) before it is over.
    @exclusivity(unchecked) private(set) var current: Value
    let core = SignalCore<Value>(generatorDisposable: nil)

    init(_ initial: Value) {
        current = initial
    }

    func update(to newValue: Value) {
        let replaced = current
        current = newValue
        core.sendValue(newValue)
        extendLifetime(replaced)
    }

    func fail(_ error: any Error) {
        core.sendTerminal(failure: error)
    }

    func complete() {
        core.sendTerminal(failure: nil)
    }
}
