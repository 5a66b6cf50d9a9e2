/// The state of a property derived from one signal (`map`, `init(initial:then:)`): the transform and
/// the subscription that feeds the value.
///
/// A subclass of the value it feeds, so that the subscription's closures capture this one object and
/// need no context of their own, and the transform needs none beside them.
/// - Important: Main actor only. The subscription holds it; `detach()` ends that cycle.
@MainActor
@usableFromInline
final class MappedValue<Source, Value>: DerivedValue<Value> {
    @usableFromInline let transform: @MainActor (Source) -> Value
    @usableFromInline var subscription: SignalCore<Source>.Subscription?
    /// The property `source` is the signal of, kept alive while the derived property lives, as a
    /// derived property keeps its sources; nil for a plain signal.
    @usableFromInline let keptAlive: AnyObject?

    /// Starts at `initial` and takes `transform` of every value `source` sends from now on.
    @inlinable
    init(
        _ initial: Value, deriving source: Signal<Source>, keeping keptAlive: AnyObject?,
        _ transform: @escaping @MainActor (Source) -> Value
    ) {
        self.transform = transform
        self.keptAlive = keptAlive
        super.init(initial)
        subscription = source.core.add(
            value: { [self] in update(to: transform($0)) }, ended: { [self] in end(with: $0) })
    }

    @usableFromInline
    override func detach() {
        detach(ending: subscription.take())
    }
}
