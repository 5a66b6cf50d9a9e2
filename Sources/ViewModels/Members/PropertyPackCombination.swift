/// The state of `Property.combineLatest` over any number of sources: the sources, the transform, and
/// a subscription to each, feeding the combined value, which this object is.
///
/// Each change of a source recomputes the value from every source's current `value`, so a source read
/// may already be ahead of its own delivery; the value it settles on is the same. The two-source
/// `PropertyCombination` keeps its sources' latest values instead and is the one the hot paths use.
/// - Important: Main actor only. The subscriptions hold this object; `detach()` breaks the cycle.
@MainActor
final class PropertyPackCombination<each Source: PropertyProtocol, Value>: DerivedValue<Value> {
    private let sources: (repeat each Source)
    private let transform: @MainActor (repeat (each Source).Value) -> Value
    private var subscriptions: [any Disposable] = []
    /// How many sources have not completed; a failure ends the combination at once.
    private var running = 0

    init(_ source: repeat each Source, transform: @escaping @MainActor (repeat (each Source).Value) -> Value) {
        sources = (repeat each source)
        self.transform = transform
        super.init(transform(repeat (each source).value))
        for source in repeat each source {
            running += 1
            subscriptions.append(
                source.signal.core.add(
                    value: { [self] _ in update(to: self.transform(repeat (each sources).value)) },
                    ended: { [self] failure in endOne(failure) }))
        }
    }

    private func endOne(_ failure: (any Error)?) {
        running -= 1
        if failure != nil || running == 0 {
            end(with: failure)
        }
    }

    override func detach() {
        detach(endingAll: &subscriptions)
    }
}

extension Property {
    /// A property whose value is `transform` of the current values of three or more sources (two take
    /// the overload that keeps their latest values).
    ///
    /// It changes whenever one of them does, fails when one fails, and completes once all have.
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, each D: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C, _ d: repeat each D,
        transform: @escaping @MainActor (A.Value, B.Value, C.Value, repeat (each D).Value) -> Value
    ) -> Property {
        Property(derived: PropertyPackCombination(a, b, c, repeat each d, transform: transform))
    }
}
