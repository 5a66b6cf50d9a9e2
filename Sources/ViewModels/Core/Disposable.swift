/// Something that can be stopped: a subscription, a piece of running work, everything a lifetime holds.
///
/// Disposing is idempotent: the first call stops the thing, later calls do nothing.
/// - Important: Main actor only, like the signals and view models it stops.
@MainActor
public protocol Disposable: AnyObject {
    /// Stops what this disposable stands for and releases whatever it captured.
    func dispose()
    /// Whether `dispose()` has run.
    var isDisposed: Bool { get }
}
