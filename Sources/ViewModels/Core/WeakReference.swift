/// A weak reference that closures can capture before their owner exists.
///
/// A view model's commands are stored properties, so their closures are made before `self` may be
/// captured; they capture this box instead, and the view model fills it in at the end of `init`.
@MainActor
public final class WeakReference<Object: AnyObject> {
    /// The owner, once it has filled itself in; nil again once it is gone.
    public weak var object: Object?

    /// An empty reference, for the owner to fill in at the end of its `init`.
    public init() {}

    /// The object, or `CancellationError` once it is gone: work for a released owner has nobody to
    /// report to, which is what cancellation means.
    public func get() throws -> Object {
        guard let object else { throw CancellationError() }
        return object
    }
}
