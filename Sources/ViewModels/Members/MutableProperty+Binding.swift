/// The binding operator: `target <~ source` keeps `target` set to what `source` sends.
precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

extension MutableProperty {
    /// Binds `target` to `source` (the seeds' `RAC(target) = signal`): each value `source` sends is
    /// set on `target`, as the owner's own sets are (no validation, no `didAccept`).
    ///
    /// The binding ends when `source` ends (a failure leaves the last value in place), when the
    /// returned disposable is disposed, or when `target` deinitializes, which ties it to the owner of
    /// `target` without keeping that owner alive.
    @inlinable @discardableResult
    public static func <~ (target: MutableProperty, source: Signal<Value>) -> any Disposable {
        target.bind(source)
    }

    /// Binds `target` to `source`'s value: `target` takes the current value at once, then every change.
    ///
    /// The binding keeps `source` alive, so `total <~ Property.combineLatest(…)` needs no other owner
    /// for the derived property.
    @inlinable @discardableResult
    public static func <~ (target: MutableProperty, source: some PropertyProtocol<Value>) -> any Disposable {
        target.value = source.value
        return target.bind(source.signal, keepingAlive: source)
    }
}

extension Signal {
    /// Binds `target` to this signal until `lifetime` ends, as well as until `target` goes: for a view
    /// model that binds a property it does not own to one of its signals.
    @discardableResult
    public func bind(to target: MutableProperty<Value>, during lifetime: Lifetime) -> any Disposable {
        target <~ take(during: lifetime)
    }
}
