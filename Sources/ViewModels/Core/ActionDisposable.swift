/// A disposable that runs one action the first time it is disposed.
///
/// The action is released as soon as it has run, so whatever it captured goes with it.
@MainActor
public final class ActionDisposable: Disposable {
    private var action: (@MainActor () -> Void)?
    public private(set) var isDisposed = false

    /// - Parameter action: run once, on the first `dispose()`; the default does nothing but mark the
    ///   disposable as disposed, which is enough for a handle whose owner checks `isDisposed`.
    public init(_ action: @escaping @MainActor () -> Void = {}) {
        self.action = action
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let action = self.action
        self.action = nil
        action?()
    }
}
