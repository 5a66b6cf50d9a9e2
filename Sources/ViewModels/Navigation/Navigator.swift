/// How a view model shows or closes a screen without knowing what draws it (the seeds'
/// `pushViewModel:` on their view-model services).
///
/// Rules:
/// - A pushed view model belongs to the navigation stack from then on: the presenter keeps no
///   strong reference to it, and it is disposed when the user goes back, when the view-model layer
///   closes it, or when its presenter is disposed.
/// - Important: Main actor only. Hold a navigator weakly or through the services object handed to
///   the view model; the host that implements it outlives every view model it hosts.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `viewModel` as a new screen on top of the one `presenter` drives.
    func push(_ viewModel: any ViewModel, from presenter: any ViewModel)
    /// Shows `viewModel` as `push(_:from:)` does, and calls `whenClosed` once it is popped, closed or
    /// disposed with its presenter: what lets a selection clear itself when its screen goes.
    func push(_ viewModel: any ViewModel, from presenter: any ViewModel, whenClosed: @escaping @MainActor () -> Void)
    /// Closes a screen that was pushed, as if the user had gone back.
    func close(_ viewModel: any ViewModel)
}

extension Navigator {
    /// A navigator that cannot tell when a screen closes pushes it and never calls `whenClosed`.
    public func push(_ viewModel: any ViewModel, from presenter: any ViewModel, whenClosed: @escaping @MainActor () -> Void) {
        push(viewModel, from: presenter)
    }
}
