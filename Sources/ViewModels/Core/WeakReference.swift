/// A weak reference that work can hold without keeping its object alive.
///
/// A command made with its owner (`Command(self) { owner, input in … }`) hands its work one, and
/// rules that many closures share can capture one instead of a weak `self` each. Not final only so
/// that a command's reference can hold the command's work too (`CommandOwner`).
@MainActor
public class WeakReference<Object: AnyObject> {
    /// The object; nil once it is gone.
    public final weak let object: Object?

    /// A reference to `object`.
    public init(_ object: Object) {
        self.object = object
    }

    /// The object, or `CancellationError` once it is gone: work for a released owner has nobody to
    /// report to, which is what cancellation means.
    public final func get() throws -> Object {
        guard let object else { throw CancellationError() }
        return object
    }
}
