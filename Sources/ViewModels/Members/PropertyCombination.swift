/// The state of `Property.combineLatest`: the latest value of each source, the transform, and the
/// two subscriptions that feed the derived value.
///
/// One object that the observers' closures capture alone, so that none of them needs a context of its
/// own: a combination costs this object and two subscriptions, which counts for a view model with a
/// dozen derived flags.
/// - Important: Main actor only. Unchecked: only the two observer actions of one combination reach
///   `first` and `second`, and the delivery contract never calls an observer again before it returns,
///   so no access to them can overlap another, not even from a deinit that an assignment runs.
@MainActor
@usableFromInline
final class PropertyCombination<First, Second, Value>: Disposable {
    @exclusivity(unchecked) @usableFromInline var first: First
    @exclusivity(unchecked) @usableFromInline var second: Second
    @usableFromInline let transform: @MainActor (First, Second) -> Value
    @usableFromInline let derived: DerivedValue<Value>
    /// The two source properties, kept alive while the combined property lives, as a derived
    /// property keeps its sources.
    @usableFromInline let sources: (AnyObject, AnyObject)
    /// The sources that have not completed yet.
    private var running = 2
    /// Two optionals rather than an array: no allocation of their own.
    @usableFromInline var firstSubscription: (any Disposable)?
    @usableFromInline var secondSubscription: (any Disposable)?
    @usableFromInline var isDisposed = false

    @inlinable
    init(
        _ first: First, _ second: Second, keeping sources: (AnyObject, AnyObject),
        into derived: DerivedValue<Value>, _ transform: @escaping @MainActor (First, Second) -> Value
    ) {
        self.sources = sources
        self.first = first
        self.second = second
        self.derived = derived
        self.transform = transform
    }

    /// Starts observing both sources; the subscriptions end with `dispose()`.
    @inlinable
    func observe(_ a: Signal<First>, _ b: Signal<Second>) {
        firstSubscription = a.core.add(value: { [self] in updateFirst($0) }, ended: { [self] in endOne($0) })
        secondSubscription = b.core.add(value: { [self] in updateSecond($0) }, ended: { [self] in endOne($0) })
    }

    @inlinable
    func updateFirst(_ value: First) {
        first = value
        derived.update(to: transform(value, second))
    }

    @inlinable
    func updateSecond(_ value: Second) {
        second = value
        derived.update(to: transform(first, value))
    }

    /// A source failed (the combination fails with it) or completed (it completes after both).
    @usableFromInline
    func endOne(_ failure: (any Error)?) {
        if let failure {
            derived.end(with: failure)
            return
        }
        running -= 1
        if running == 0 {
            derived.end(with: nil)
        }
    }

    @usableFromInline
    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let ending = (firstSubscription, secondSubscription)
        (firstSubscription, secondSubscription) = (nil, nil)
        ending.0?.dispose()
        ending.1?.dispose()
    }
}
