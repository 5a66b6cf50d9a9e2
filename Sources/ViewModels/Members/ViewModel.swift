/// The state and behaviour of one screen or item, with no knowledge of what draws it.
///
/// - Important: Main actor only. `dispose()` ends `lifetime`, which cancels running commands and
///   ends the view model's own subscriptions; a view model must never keep itself alive, so hosts can
///   release it by dropping their reference.
@MainActor
public protocol ViewModel: AnyObject {
    /// The name frontends create it by ("Player").
    static var typeName: String { get }
    /// What the view model is for, written for a frontend author.
    static var doc: String { get }
    /// Ends when the view model is disposed.
    var lifetime: Lifetime { get }
    /// Ends `lifetime`: cancels running commands and ends subscriptions. Idempotent.
    func dispose()
}
