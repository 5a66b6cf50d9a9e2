/// What a derived property keeps: its current value, in the core of its signal, which its sources'
/// observers update directly, with no signal or input in between.
///
/// The value and the core are one object, and each derivation (`MappedValue`, `PropertyCombination`,
/// `RepeatFilter`, `CommandEnablement`) is a subclass that adds what it observes and combines: a
/// derived property is this object, its `Property` and its `Signal`, where it was those, a core and a
/// derivation's own object.
///
/// Rules: `update(to:)` makes the value visible, then sends it; a failure or completion of the
/// sources ends the signal and leaves the value as it was; `detach()`, when the property goes, stops
/// the derivation and completes the signal. A `DerivedValue` itself derives nothing: a constant.
/// - Important: Main actor only. The sources' observers hold it, and so does the property; a
///   derivation holds those observers, a cycle that `detach()` breaks.
@MainActor
@usableFromInline
class DerivedValue<Value>: SignalCore<Value> {
    /// Unchecked: main actor only, and `update(to:)` keeps the old value alive past the assignment,
    /// so no access releases it (its deinit could read `current`) before it is over. Pays in
    /// `mvvm-bench reactive`'s chain (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) @usableFromInline final var current: Value

    @usableFromInline
    init(_ initial: Value) {
        current = initial
        super.init(generatorDisposable: nil, isOwned: true)
    }

    @inlinable
    final func update(to newValue: Value) {
        let replaced = current
        current = newValue
        sendValue(newValue)
        extendLifetime(replaced)
    }

    /// Ends the signal as the sources did: with `failure`, or completion when it is nil.
    @inlinable
    final func end(with failure: (any Error)?) {
        sendTerminal(failure: failure)
    }

    /// The property went: a derivation stops observing its sources (overriding this), then the
    /// signal completes.
    @usableFromInline
    func detach() {
        end(with: nil)
    }

    /// What a derivation's `detach()` does: ends the subscriptions that fed it, which the caller
    /// took out of its fields first (`take()`), so that nothing an ending runs finds them again, then
    /// completes the signal.
    final func detach(ending subscriptions: (any Disposable)?...) {
        for subscription in subscriptions {
            subscription?.dispose()
        }
        end(with: nil)
    }

    /// As `detach(ending:)`, for a derivation that keeps its subscriptions in a list: the list is
    /// emptied before any of them ends.
    final func detach(endingAll subscriptions: inout [any Disposable]) {
        let ending = subscriptions
        subscriptions = []
        for subscription in ending {
            subscription.dispose()
        }
        end(with: nil)
    }
}
