/// A property its owner sets, and a view may propose values for.
///
/// Rules:
/// - Setting `value` makes the new value visible at once and then delivers it: from inside an
///   observer the delivery waits until the current one has reached every observer (SPEC §6.7).
/// - `propose` is the path of a user's edit: `validate` may refuse it, then it is set, then
///   `didAccept` runs. The owner's own sets skip both.
/// - Its signal completes when it deinitializes, and the bindings into it (`<~`) end then.
/// - Important: Main actor only. `validate` and `didAccept` are held by the property; an owner that
///   installs them captures itself weakly. A binding holds the property weakly.
@MainActor
public final class MutableProperty<Value>: PropertyProtocol, ViewModelMember {
    /// Every change, sent after it became visible in `value`; completes when the property deinitializes.
    ///
    /// Each read makes a signal over the same changes: a property keeps no signal object of its own,
    /// and a signal going (observed or not) ends nothing.
    @inlinable public var signal: Signal<Value> { Signal(core: core) }
    /// The signal's core, sent to directly: a set costs no call through an input's closure, and the
    /// property needs no input object.
    @usableFromInline let core: SignalCore<Value>

    /// Refuses a proposed value by throwing; set it after `init` when the rule needs the owner.
    public var validate: (@MainActor (Value) throws(InvalidValue) -> Void)? {
        get { validation }
        set { validation = newValue }
    }

    /// Runs after a proposal was accepted and set, with the value it replaced: lets the owner count
    /// or react to user edits without mistaking its own sets for them.
    public var didAccept: (@MainActor (_ replaced: Value) -> Void)? {
        get { acceptance }
        set { acceptance = newValue }
    }

    /// What `validate` and `didAccept` hold. Private, and each taken out before it is called, so that
    /// `propose` reads them with no run-time exclusivity check: storage another module may reach, or
    /// an access that lasts through a call, is checked on every access.
    private var validation: (@MainActor (Value) throws(InvalidValue) -> Void)?
    private var acceptance: (@MainActor (_ replaced: Value) -> Void)?

    /// Made on the first binding: most properties are never bound, and pay nothing for it.
    @usableFromInline var bindings: CompositeDisposable?

    /// The current value. Setting it is the owner's own set: visible at once, then delivered, with
    /// neither `validate` nor `didAccept` involved.
    ///
    /// Inlinable, with the delivery it starts, so that a view model in another module runs it
    /// specialized for its value's type; `_modify` keeps an in-place change (`items.value.append(x)`)
    /// in place, as the stored property with a `didSet` it replaces did.
    @inlinable public var value: Value {
        get {
            checkNotChangingInPlace()
            ReadRecording.noteRead(of: core)
            return storage
        }
        set {
            checkNotChangingInPlace()
            storage = newValue
            core.sendValue(newValue)
        }
        _modify {
            checkNotChangingInPlace()
            core.isOwnerChangingInPlace = true
            do {
                defer { core.isOwnerChangingInPlace = false }
                yield &storage
            }
            core.sendValue(storage)
        }
    }
    /// What `value` holds.
    ///
    /// Unchecked: every read of `value`, in the view models' rules as in the host, would call into the
    /// runtime; pays in `benchmarks/profile`'s set (docs/performance.md, "Unsafe code"). Every access
    /// but `_modify`'s is instantaneous, and `_modify` marks the time it lends `storage` out in the
    /// core's `isOwnerChangingInPlace`, so an overlapping access still traps.
    @exclusivity(unchecked) @usableFromInline var storage: Value

    /// A property holding `initial`; `validate` applies to proposals only.
    public init(
        _ initial: Value,
        validate: (@MainActor (Value) throws(InvalidValue) -> Void)? = nil
    ) {
        validation = validate
        storage = initial
        core = SignalCore(generatorDisposable: nil, isOwned: true)
    }

    isolated deinit {
        bindings?.dispose()
        core.sendTerminal(failure: nil)
    }

    /// Validates `newValue`, sets it, then reports it to `didAccept`.
    ///
    /// The value is exchanged in one step (`exchange(_:with:)`, not a generic `swap` call): the
    /// replaced value moves to `didAccept` without a copy.
    /// - Throws: whatever `validate` refused it with; the value is then unchanged.
    public func propose(_ newValue: Value) throws(InvalidValue) {
        if let validation { try validation(newValue) }
        checkNotChangingInPlace()
        let replaced = exchange(&storage, with: newValue)
        core.sendValue(newValue)
        if let acceptance { acceptance(replaced) }
    }

    /// Traps on an access that overlaps an in-place change, as the run-time check on `storage` did.
    @inlinable
    func checkNotChangingInPlace() {
        precondition(
            !core.isOwnerChangingInPlace, "the value was accessed during an in-place change of it (overlapping access)")
    }

    /// Sets the property to every value `source` sends, as the owner's own sets do, until the source
    /// ends, the binding is disposed or the property deinitializes.
    /// - Parameter owner: kept alive as long as the binding lasts: a derived property that nobody
    ///   else holds, whose signal would otherwise end with it.
    ///
    /// A binding that ends leaves `bindings`, so a property rebound again and again (to each new
    /// search, say) does not collect the old ones.
    @inlinable
    func bind(_ source: Signal<Value>, keepingAlive owner: AnyObject? = nil) -> any Disposable {
        let bindings = self.bindings ?? CompositeDisposable()
        self.bindings = bindings
        var entry: (any Disposable)?
        let leave: @MainActor () -> Void = { entry?.dispose() }
        let subscription = source.observe(
            Signal.Observer(
                value: { [weak self] value in
                    self?.value = value
                    extendLifetime(owner)
                },
                failed: { _ in leave() },
                completed: leave
            )
        )
        if !subscription.isDisposed {
            entry = bindings.add(subscription)
        }
        return ActionDisposable {
            leave()
            subscription.dispose()
        }
    }
}
