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
        derived?.detach()
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
        self.init(doc: doc, derived: DerivedValue(value), source: nil)
    }

    /// A read-only view of `source`: same value, same signal; keeps `source` alive.
    public convenience init(capturing source: some PropertyProtocol<Value>, doc: String = "") {
        self.init(doc: doc, signal: source.signal, read: { source.value })
    }

    /// A property that starts at `initial` and then takes every value `values` sends.
    public convenience init(initial: Value, then values: Signal<Value>, doc: String = "") {
        self.init(doc: doc, derived: MappedValue(initial, deriving: values) { $0 }, source: nil)
    }

    /// A property whose value `derived` holds and its derivation updates.
    ///
    /// The sources' observers update the property directly, with no signal in between: that saves a
    /// hop through the delivery queue on every change of a derived property.
    /// - Parameter keptAlive: a source the property keeps alive when its derivation does not (a
    ///   combination keeps its two itself).
    @inlinable
    convenience init(doc: String, derived: DerivedValue<Value>, source keptAlive: AnyObject?) {
        self.init(doc: doc, signal: Signal(core: derived), read: nil, derived: derived, source: keptAlive)
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
        Property(doc: doc, derived: PropertyCombination(a, b, transform), source: nil)
    }
}

extension Property where Value: Equatable {
    /// The same property without repeated values in its signal: for derived flags that are
    /// recomputed on every change of their sources but change far less often.
    public func skipRepeats() -> Property {
        Property(doc: doc, derived: RepeatFilter(signal, after: value), source: self)
    }
}
