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
    /// What a derived property or a constant keeps (its `DerivedValue`, which is also its signal's
    /// core), or the signal of the property a view shows.
    @usableFromInline let backing: AnyObject
    /// How a view reads the property it shows; nil for a derived property or a constant, which read
    /// their `DerivedValue` (no closure, and no context for one, per derived property).
    @usableFromInline let read: (@MainActor () -> Value)?

    @inlinable
    init(doc: String, backing: AnyObject, read: (@MainActor () -> Value)?) {
        self.doc = doc
        self.backing = backing
        self.read = read
    }

    /// A property whose value `derived` holds and its derivation updates.
    ///
    /// The sources' observers update the property directly, with no signal in between: that saves a
    /// hop through the delivery queue on every change of a derived property. The derivation keeps
    /// alive the sources it needs.
    @inlinable
    convenience init(doc: String, derived: DerivedValue<Value>) {
        self.init(doc: doc, backing: derived, read: nil)
    }

    isolated deinit {
        if read == nil {
            unsafeDowncast(backing, to: DerivedValue<Value>.self).detach()
        }
    }

    /// Every change, sent after it became visible in `value`; ends as the source's signal does.
    ///
    /// A derived property or a constant makes a signal over the same changes on each read, and keeps
    /// no signal object of its own; a view gives the signal of the property it shows.
    public var signal: Signal<Value> {
        if read == nil {
            return Signal(core: unsafeDowncast(backing, to: DerivedValue<Value>.self))
        }
        return unsafeDowncast(backing, to: Signal<Value>.self)
    }

    /// The current value; a derived property may still hold the previous one inside an observer of its
    /// source.
    @inlinable public var value: Value {
        guard let read else {
            return unsafeDowncast(backing, to: DerivedValue<Value>.self).current
        }
        return read()
    }

    /// A property that never changes; its signal only completes, when the property goes.
    public convenience init(value: Value, doc: String = "") {
        self.init(doc: doc, derived: DerivedValue(value))
    }

    /// A read-only view of `source`: same value, same signal; keeps `source` alive.
    public convenience init(capturing source: some PropertyProtocol<Value>, doc: String = "") {
        self.init(doc: doc, backing: source.signal, read: { source.value })
    }

    /// A property that starts at `initial` and then takes every value `values` sends.
    public convenience init(initial: Value, then values: Signal<Value>, doc: String = "") {
        self.init(doc: doc, derived: MappedValue(initial, deriving: values, keeping: nil) { $0 })
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
        Property(doc: doc, derived: PropertyCombination(a, b, transform))
    }
}

extension Property where Value: Equatable {
    /// The same property without repeated values in its signal: for derived flags that are
    /// recomputed on every change of their sources but change far less often.
    public func skipRepeats() -> Property {
        Property(doc: doc, derived: RepeatFilter(signal, after: value, keeping: self))
    }
}
