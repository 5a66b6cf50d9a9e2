/// Hides the concrete type of a disposable, so an API can hand out a handle without exposing what it stops.
@MainActor
public final class AnyDisposable: Disposable {
    private let base: any Disposable

    /// Wraps `base`; disposing the wrapper disposes it.
    public init(_ base: any Disposable) {
        self.base = base
    }

    public var isDisposed: Bool { base.isDisposed }

    public func dispose() {
        base.dispose()
    }
}
