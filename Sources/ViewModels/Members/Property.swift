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
    /// What the property reads: its `DerivedValue` (a derived property or a constant, whose value is
    /// also its signal's core), or the property a view shows, as `kind` says.
    @usableFromInline let backing: AnyObject
    @usableFromInline let kind: Kind

    /// What `backing` is. A view of a mutable or read-only property holds that property itself, with no
    /// closure to read it (whose context, generic over the source's type, is an allocation of its own)
    /// and no signal of its own; only a view of another kind of property needs a `PropertyView`.
    @usableFromInline
    enum Kind: UInt8 {
        case derived
        case mutableView
        case propertyView
        case otherView
    }

    @inlinable
    init(backing: AnyObject, kind: Kind) {
        self.backing = backing
        self.kind = kind
    }

    /// A property whose value `derived` holds and its derivation updates.
    ///
    /// The sources' observers update the property directly, with no signal in between: that saves a
    /// hop through the delivery queue on every change of a derived property. The derivation keeps
    /// alive the sources it needs.
    @inlinable
    convenience init(derived: DerivedValue<Value>) {
        self.init(backing: derived, kind: .derived)
    }

    isolated deinit {
        if kind == .derived {
            unsafeDowncast(backing, to: DerivedValue<Value>.self).detach()
        }
    }

    /// Every change, sent after it became visible in `value`; ends as the source's signal does.
    ///
    /// A derived property or a constant makes a signal over the same changes on each read, and keeps
    /// no signal object of its own; a view gives the signal of the property it shows.
    public var signal: Signal<Value> {
        switch kind {
        case .derived: Signal(core: unsafeDowncast(backing, to: DerivedValue<Value>.self))
        case .mutableView: unsafeDowncast(backing, to: MutableProperty<Value>.self).signal
        case .propertyView: unsafeDowncast(backing, to: Property<Value>.self).signal
        case .otherView: unsafeDowncast(backing, to: PropertyView<Value>.self).source.signal
        }
    }

    /// The current value; a derived property may still hold the previous one inside an observer of its
    /// source.
    @inlinable public var value: Value {
        switch kind {
        case .derived:
            let derived = unsafeDowncast(backing, to: DerivedValue<Value>.self)
            ReadRecording.noteRead(of: derived)
            return derived.current
        case .mutableView: return unsafeDowncast(backing, to: MutableProperty<Value>.self).value
        case .propertyView: return unsafeDowncast(backing, to: Property<Value>.self).value
        case .otherView:
            ReadRecording.noteUnobservedRead()
            return unsafeDowncast(backing, to: PropertyView<Value>.self).source.value
        }
    }

    /// A property that never changes; its signal only completes, when the property goes.
    public convenience init(value: Value) {
        self.init(derived: DerivedValue(value))
    }

    /// A read-only view of `source`: same value, same signal; keeps `source` alive.
    public convenience init(capturing source: some PropertyProtocol<Value>) {
        if let mutable = source as? MutableProperty<Value> {
            self.init(backing: mutable, kind: .mutableView)
        } else if let property = source as? Property<Value> {
            self.init(backing: property, kind: .propertyView)
        } else {
            self.init(backing: PropertyView(source), kind: .otherView)
        }
    }

    /// A property that starts at `initial` and then takes every value `values` sends.
    public convenience init(initial: Value, then values: Signal<Value>) {
        self.init(derived: MappedValue(initial, deriving: values, keeping: nil) { $0 })
    }

    /// A property whose value is `transform` of the current values of `a` and `b`.
    ///
    /// By the rules of `Signal.combineLatest`, except that both sources have a value from the start:
    /// the first change of either is combined at once with the current value of the other.
    @inlinable
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(
        _ a: A,
        _ b: B,
        _ transform: @escaping @MainActor (A.Value, B.Value) -> Value
    ) -> Property {
        Property(derived: PropertyCombination(a, b, transform))
    }
}

extension Property where Value: Equatable {
    /// The same property without repeated values in its signal: for derived flags that are
    /// recomputed on every change of their sources but change far less often.
    public func skipRepeats() -> Property {
        Property(derived: RepeatFilter(signal, after: value, keeping: self))
    }
}
