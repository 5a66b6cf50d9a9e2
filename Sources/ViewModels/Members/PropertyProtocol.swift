/// A value that changes over time and tells its observers: what a view binds to.
///
/// Rules:
/// - `value` is readable synchronously and is always the newest value, even inside an observer.
/// - `signal` sends each change after it became visible in `value`.
/// - `observe` starts with the current value, then follows `signal`.
/// - Important: Main actor only.
@MainActor
public protocol PropertyProtocol<Value>: AnyObject {
    associatedtype Value
    /// The current value.
    var value: Value { get }
    /// The changes, each sent after it became visible in `value`; completes when the property goes.
    var signal: Signal<Value> { get }
    /// Calls `action` with the current value, then with every change.
    @discardableResult
    func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable
}

extension PropertyProtocol {
    /// The initial value is a delivery like any other (see `Signal.observe(startingWith:_:)`).
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        signal.observe(startingWith: value, action)
    }

    /// A read-only property whose value is always `transform` of this one's.
    @inlinable
    public func map<U>(_ transform: @escaping @MainActor (Value) -> U) -> Property<U> {
        Property(derived: MappedValue(transform(value), deriving: signal, keeping: self, transform))
    }
}
