/// A read-only property: a constant, a view of a mutable property, or a value derived from others.
///
/// Rules:
/// - A derived property (`map`, `combineLatest`, `init(initial:then:)`) keeps its own copy, updated
///   when the change of its source is delivered to it; inside an observer of the source it may still
///   hold the previous value, and it catches up before the outermost set returns.
/// - Its signal ends as its source's does (completed or failed, keeping the last value), or completes
///   when the property deinitializes.
/// - Important: Main actor only. A derived property keeps its sources alive (so a chain of derived
///   properties holds together); sources never keep what is derived from them alive.
@MainActor
public final class Property<Value>: PropertyProtocol, ViewModelMember {
    /// What the property means, for a frontend author; hosts publish it as is.
    public let doc: String
    /// Every change, sent after it became visible in `value`; ends as the source's signal does.
    public let signal: Signal<Value>
    @usableFromInline let read: @MainActor () -> Value
    /// What a derived property or a constant keeps; nil for a view of another property.
    @usableFromInline let derived: DerivedValue<Value>?
    @usableFromInline let sources: [AnyObject]

    @inlinable
    init(
        doc: String,
        signal: Signal<Value>,
        read: @escaping @MainActor () -> Value,
        derived: DerivedValue<Value>? = nil,
        sources: [AnyObject] = []
    ) {
        self.doc = doc
        self.signal = signal
        self.read = read
        self.derived = derived
        self.sources = sources
    }

    isolated deinit {
        derived?.end()
    }

    /// The current value; a derived property may still hold the previous one inside an observer of its
    /// source.
    @inlinable public var value: Value { read() }

    /// A property that never changes; its signal only completes, when the property goes.
    public convenience init(value: Value, doc: String = "") {
        self.init(initial: value, doc: doc, sources: []) { _ in nil }
    }

    /// A read-only view of `source`: same value, same signal; keeps `source` alive.
    public convenience init(capturing source: some PropertyProtocol<Value>, doc: String = "") {
        self.init(doc: doc, signal: source.signal, read: { source.value })
    }

    /// A property that starts at `initial` and then takes every value `values` sends.
    public convenience init(initial: Value, then values: Signal<Value>, doc: String = "") {
        self.init(initial: initial, deriving: values, doc: doc, sources: []) { $0 }
    }

    /// A property that starts at `initial` and then takes `transform` of every value `source` sends.
    @inlinable
    convenience init<Source>(
        initial: Value,
        deriving source: Signal<Source>,
        doc: String,
        sources: [AnyObject],
        _ transform: @escaping @MainActor (Source) -> Value
    ) {
        self.init(initial: initial, doc: doc, sources: sources) { derived in
            source.core.add(
                value: { derived.update(to: transform($0)) },
                failed: { derived.fail($0) },
                completed: { derived.complete() }
            )
        }
    }

    /// A property that starts at `initial` and then takes every value its sources' observers give
    /// `derived`, which `derive` is given to feed it.
    ///
    /// The sources' observers update the property directly, with no signal in between: that saves a
    /// hop through the delivery queue on every change of a derived property.
    /// - Parameter derive: starts observing the sources; returns what stops it, nil for nothing.
    @inlinable
    convenience init(
        initial: Value,
        doc: String,
        sources: [AnyObject],
        deriving derive: (_ derived: DerivedValue<Value>) -> (any Disposable)?
    ) {
        let derived = DerivedValue(initial)
        self.init(doc: doc, signal: Signal(core: derived.core), read: { derived.current }, derived: derived, sources: sources)
        derived.derivation = derive(derived)
    }

    /// A property whose value is `transform` of the current values of `a` and `b`.
    ///
    /// By the rules of `Signal.combineLatest`, except that both sources have a value from the start:
    /// the first change of either is combined at once with the current value of the other.
    @inlinable
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(
        _ a: A,
        _ b: B,
        doc: String = "",
        _ transform: @escaping @MainActor (A.Value, B.Value) -> Value
    ) -> Property {
        Property(initial: transform(a.value, b.value), doc: doc, sources: [a, b]) { derived in
            let combination = PropertyCombination(a.value, b.value, into: derived, transform)
            combination.observe(a.signal, b.signal)
            return combination
        }
    }
}

extension Property where Value: Equatable {
    /// The same property without repeated values in its signal: for derived flags that are
    /// recomputed on every change of their sources but change far less often.
    public func skipRepeats() -> Property {
        Property(initial: value, doc: doc, sources: [self]) { derived in
            RepeatFilter(signal, after: value, into: derived)
        }
    }
}
