/// A property that the view-model layer sets and frontends only read: the cheap member for the
/// changing state of items a list may hold by the hundred thousand (a quote's price).
///
/// Rules:
/// - Setting `value` makes it visible at once and then delivers it, as `MutableProperty` does.
/// - Its signal is made on first use: a property nobody observes pays for no signal.
/// - `changeCount` counts every set since creation, observed or not, so a host can version the
///   view model that owns it without observing it.
/// - Its signal, once made, completes when the property deinitializes.
/// - Important: Main actor only. Hosts expose it read-only: a frontend never sets it.
@MainActor
public final class StoredProperty<Value>: PropertyProtocol, ViewModelMember {
    /// How many times `value` was set since creation.
    ///
    /// Unchecked, as `core` and `value` are: a quote's price is read and set by the hundred thousand
    /// per tick; pays in `benchmarks/profile`'s push (docs/performance.md, "Unsafe code"). An integer
    /// only assigned and read; a reference assigned once and read; a value only this module assigns,
    /// whole, with the change delivered after the assignment is over, so an observer that reads or
    /// sets it again overlaps no access.
    @exclusivity(unchecked) public private(set) var changeCount = 0
    /// The signal's core, sent to directly, made on first use: no pipe, no input object, no signal
    /// kept (a `signal` is a view made on each read, as a `MutableProperty`'s is). Unchecked: as
    /// `changeCount`.
    @exclusivity(unchecked) private var core: SignalCore<Value>?

    /// The current value. Setting it counts in `changeCount`, then delivers it once a signal exists.
    public var value: Value {
        get {
            ReadRecording.noteRead(of: core)
            return stored
        }
        set {
            stored = newValue
            changeCount += 1
            core?.sendValue(newValue)
        }
    }
    /// What `value` holds. Unchecked: as `changeCount`.
    @exclusivity(unchecked) private var stored: Value

    /// A property holding `initial`, with no signal until one is asked for.
    public init(_ initial: Value) {
        stored = initial
    }

    isolated deinit {
        core?.sendTerminal(failure: nil)
    }

    /// The values set from now on; completes when the property deinitializes. Its core is made on
    /// first use, so a property nobody observes pays for none.
    public var signal: Signal<Value> {
        if let core { return Signal(core: core) }
        let made = SignalCore<Value>(generatorDisposable: nil, isOwned: true)
        core = made
        return Signal(core: made)
    }
}
