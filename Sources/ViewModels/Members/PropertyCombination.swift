/// The state of `Property.combineLatest`: the latest value of each source, the transform, and the
/// two subscriptions that feed the combined value, which this object is.
///
/// One object that the observers' closures capture alone, so that none of them needs a context of its
/// own, and the value it feeds is itself: a combination costs this object and two subscriptions,
/// which counts for a view model with a dozen derived flags.
/// - Important: Main actor only. Unchecked: only the two observer actions of one combination reach
///   `first` and `second`, and the delivery contract never calls an observer again before it returns,
///   so no access to them can overlap another, not even from a deinit that an assignment runs.
@MainActor
@usableFromInline
final class PropertyCombination<First, Second, Value>: DerivedValue<Value> {
    /// Unchecked (see the type): pays in `mvvm-bench reactive`'s chain (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) @usableFromInline var first: First
    /// Unchecked: as `first`.
    @exclusivity(unchecked) @usableFromInline var second: Second
    /// The sources that have not completed yet; beside the values, where a small one packs.
    private var running = RunningSources()
    @usableFromInline let transform: @MainActor (First, Second) -> Value
    /// The two source properties, kept alive while the combined property lives, as a derived
    /// property keeps its sources.
    @usableFromInline let sources: (AnyObject, AnyObject)
    /// Two optionals rather than an array: no allocation of their own.
    @usableFromInline var firstSubscription: SignalCore<First>.Subscription?
    @usableFromInline var secondSubscription: SignalCore<Second>.Subscription?

    /// Starts at `transform` of the current values of `a` and `b`, and observes both.
    @inlinable
    init<A: PropertyProtocol<First>, B: PropertyProtocol<Second>>(
        _ a: A, _ b: B, _ transform: @escaping @MainActor (First, Second) -> Value
    ) {
        let (first, second) = (a.value, b.value)
        self.first = first
        self.second = second
        self.transform = transform
        sources = (a, b)
        super.init(transform(first, second))
        firstSubscription = a.signal.core.add(value: { [self] in updateFirst($0) }, ended: { [self] in endOne($0) })
        secondSubscription = b.signal.core.add(value: { [self] in updateSecond($0) }, ended: { [self] in endOne($0) })
    }

    @inlinable
    func updateFirst(_ value: First) {
        first = value
        update(to: transform(value, second))
    }

    @inlinable
    func updateSecond(_ value: Second) {
        second = value
        update(to: transform(first, value))
    }

    /// A source failed (the combination fails with it) or completed (it completes after both).
    @usableFromInline
    func endOne(_ failure: (any Error)?) {
        if running.endsCombination(after: failure) {
            end(with: failure)
        }
    }

    @usableFromInline
    override func detach() {
        detach(ending: firstSubscription.take(), secondSubscription.take())
    }
}
