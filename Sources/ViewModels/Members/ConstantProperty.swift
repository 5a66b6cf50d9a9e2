/// A read-only property that never changes: the cheap member for constants of items a list may hold
/// by the hundred thousand (a quote's symbol).
///
/// Rules:
/// - `value` is fixed at creation.
/// - Its signal has already completed: there is no change to wait for, so a constant keeps no signal
///   of its own, and an observer hears the value and then the end at once.
/// - Important: Main actor only. It holds nothing but its value; a host can tell from its
///   type that observing it is pointless.
@MainActor
public final class ConstantProperty<Value>: PropertyProtocol, ViewModelMember {
    /// The value, fixed at creation.
    public let value: Value

    /// A constant holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// A signal that has already completed: there is no change to wait for.
    public var signal: Signal<Value> { .empty }
}
