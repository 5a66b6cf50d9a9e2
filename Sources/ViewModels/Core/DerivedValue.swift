/// What a derived property keeps: its current value, the core of its signal, which its sources'
/// observers update directly, with no signal or input in between, and what feeds it.
///
/// Rules: `update(to:)` makes the value visible, then sends it; a failure or completion of the
/// sources ends the signal and leaves the value as it was; `end()`, when the property goes, stops
/// the derivation and completes the signal.
/// - Important: Main actor only. The sources' observers hold it, and so does the property; the
///   derivation usually holds those observers, a cycle that `end()` breaks.
@MainActor
@usableFromInline
final class DerivedValue<Value> {
    /// Unchecked: main actor only, and `update(to:)` keeps the old value alive past the assignment,
    /// so no access releases it (its deinit could read `current`) before it is over.
    @exclusivity(unchecked) @usableFromInline var current: Value
    @usableFromInline let core = SignalCore<Value>(generatorDisposable: nil)
    /// The sources' subscriptions; nil for a property that never changes.
    @usableFromInline var derivation: (any Disposable)?

    @usableFromInline
    init(_ initial: Value) {
        current = initial
    }

    @inlinable
    func update(to newValue: Value) {
        let replaced = current
        current = newValue
        core.sendValue(newValue)
        extendLifetime(replaced)
    }

    /// Ends the signal as the sources did: with `failure`, or completion when it is nil.
    @inlinable
    func end(with failure: (any Error)?) {
        core.sendTerminal(failure: failure)
    }

    /// The property went: stops observing the sources, then completes.
    @usableFromInline
    func end() {
        let derivation = self.derivation
        self.derivation = nil
        derivation?.dispose()
        end(with: nil)
    }
}
