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
    /// How a view reads the property it shows; nil for a derived property or a constant, which read
    /// `derived` (no closure, and no context for one, per derived property).
    @usableFromInline let read: (@MainActor () -> Value)?
    /// What a derived property or a constant keeps; nil for a view of another property.
    @usableFromInline let derived: DerivedValue<Value>?
    /// The source a derived property keeps alive, when its derivation does not (a combination keeps
    /// its two sources itself, which spares an array of them).
    @usableFromInline let source: AnyObject?

    @inlinable
    init(
        doc: String,
        signal: Signal<Value>,
        read: (@MainActor () -> Value)?,
        derived: DerivedValue<Value>? = nil,
        source: AnyObject? = nil
    ) {
        self.doc = doc
        self.signal = signal
        self.read = read
        self.derived = derived
        self.source = source
    }

    isolated deinit {
        derived?.end()
    }

    /// The current value; a derived property may still hold the previous one inside an observer of its
    /// source.
    @inlinable public var value: Value {
        if let derived {
            return derived.current
        }
        // Every property without a derived value is a view, made with a read closure.
        return read.unsafelyUnwrapped()
    }

    /// A property that never changes; its signal only completes, when the property goes.
    public convenience init(value: Value, doc: String = "") {
        self.init(initial: value, doc: doc, source: nil) { _ in nil }
    }

    /// A read-only view of `source`: same value, same signal; keeps `source` alive.
    public convenience init(capturing source: some PropertyProtocol<Value>, doc: String = "") {
        self.init(doc: doc, signal: source.signal, read: { source.value })
    }

    /// A property that starts at `initial` and then takes every value `values` sends.
    public convenience init(initial: Value, then values: Signal<Value>, doc: String = "") {
        self.init(initial: initial, deriving: values, doc: doc, source: nil) { $0 }
    }

    /// A property that starts at `initial` and then takes `transform` of every value `source` sends.
    @inlinable
    convenience init<Source>(
        initial: Value,
        deriving source: Signal<Source>,
        doc: String,
        source keptAlive: AnyObject?,
        _ transform: @escaping @MainActor (Source) -> Value
    ) {
        self.init(initial: initial, doc: doc, source: keptAlive) { derived in
            source.core.add(value: { derived.update(to: transform($0)) }, ended: { derived.end(with: $0) })
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
        source keptAlive: AnyObject?,
        deriving derive: (_ derived: DerivedValue<Value>) -> (any Disposable)?
    ) {
        let derived = DerivedValue(initial)
        self.init(doc: doc, signal: Signal(core: derived.core), read: nil, derived: derived, source: keptAlive)
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
        Property(initial: transform(a.value, b.value), doc: doc, source: nil) { derived in
            let combination = PropertyCombination(a.value, b.value, keeping: (a, b), into: derived, transform)
            combination.observe(a.signal, b.signal)
            return combination
        }
    }
}

extension Property where Value: Equatable {
    /// The same property without repeated values in its signal: for derived flags that are
    /// recomputed on every change of their sources but change far less often.
    public func skipRepeats() -> Property {
        Property(initial: value, doc: doc, source: self) { derived in
            RepeatFilter(signal, after: value, into: derived)
        }
    }
}
