import Protocol
import ServerLog
import ViewModels

/// The host is the navigation stack: a pushed view model is hosted, owned by its presenter's
/// screen, and announced to the client, which picks a view for its type.
extension ViewModelHost: Navigator {
    package func push(_ viewModel: any ViewModel, from presenter: any ViewModel) {
        push(viewModel, from: presenter, whenClosed: nil)
    }

    package func push(_ viewModel: any ViewModel, from presenter: any ViewModel, whenClosed: @escaping @MainActor () -> Void) {
        push(viewModel, from: presenter, whenClosed: .some(whenClosed))
    }

    private func push(_ viewModel: any ViewModel, from presenter: any ViewModel, whenClosed: (@MainActor () -> Void)?) {
        guard let from = entry(of: presenter) else {
            Log.warning("\(type(of: viewModel).typeName) was pushed from a view model that is not hosted; disposing it")
            viewModel.end()
            return
        }
        guard canHost(type(of: viewModel)) else {
            viewModel.end()
            return
        }
        let pushed = host(viewModel, origin: .pushed(by: from.id))
        if let whenClosed { self.whenClosed[ObjectIdentifier(pushed)] = whenClosed }
        emit(.pushed(.init(viewModel: snapshot(of: pushed), from: from.id)))
    }

    package func close(_ viewModel: any ViewModel) {
        guard let entry = entry(of: viewModel), case .pushed = entry.origin else { return }
        emit(.popped(.init(viewModel: entry.id)))
        release(entry, announce: true)
    }

    /// The user went back: the pushed view model and what it pushed in turn are disposed.
    package func pop(_ id: String) throws(ResponseError) {
        let entry = try lookUp(id)
        guard case .pushed = entry.origin else {
            throw ResponseError.invalidParams(
                "navigation/pop: \(id) was not pushed; only a pushed screen can be popped")
        }
        release(entry, announce: false)
    }
}
