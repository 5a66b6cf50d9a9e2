/// What a derived property keeps: its current value, the core of its signal, which its sources'
/// observers update directly, with no signal or input in between, and what feeds it.
///
/// Rules: `update(to:)` makes the value visible, then sends it; a failure or completion of the
/// sources ends the signal and leaves the value as it was; `end()`, when the property goes, stops
/// the derivation and completes the signal.
/// - Important: Main actor only. The sources' observers hold it, and so does the property; the
///   derivation usually holds those observers, a cycle that `end()` breaks.
@MainActor
final class DerivedValue<Value> {
    /// Unchecked: main actor only, and `update(to:)` keeps the old value alive past the assignment,
    /// so no access releases it (its deinit could read `current`) before it is over.
    @exclusivity(unchecked) private(set) var current: Value
    let core = SignalCore<Value>(generatorDisposable: nil)
    /// The sources' subscriptions; nil for a property that never changes.
    var derivation: (any Disposable)?

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

    /// The property went: stops observing the sources, then completes.
    func end() {
        let derivation = self.derivation
        self.derivation = nil
        derivation?.dispose()
        complete()
    }
}
