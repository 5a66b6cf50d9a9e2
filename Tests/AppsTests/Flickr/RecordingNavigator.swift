@testable import Apps
@testable import ViewModels

/// A navigation stack for tests, standing in for the host: it owns what was pushed until the test
/// pops it, and records who pushed what.
@MainActor
final class RecordingNavigator: Navigator {
    private(set) var stack: [any ViewModel] = []
    /// The presenter of each push, in order; identities only, so the presenter is never kept alive.
    private(set) var presenters: [ObjectIdentifier] = []
    /// Asked inside each push, for tests that check the state a push happens in; its answers are
    /// kept in `probed`.
    var probe: (@MainActor () -> Bool)?
    private(set) var probed: [Bool] = []

    var results: [SearchResults] { stack.compactMap { $0 as? SearchResults } }

    func push(_ viewModel: any ViewModel, from presenter: any ViewModel) {
        stack.append(viewModel)
        presenters.append(ObjectIdentifier(presenter))
        if let probe {
            probed.append(probe())
        }
    }

    func close(_ viewModel: any ViewModel) {
        stack.removeAll { $0 === viewModel }
        viewModel.dispose()
    }

    /// The user went back from every screen: each is disposed and released.
    func popAll() {
        let popped = stack
        stack.removeAll()
        for viewModel in popped.reversed() {
            viewModel.dispose()
        }
    }
}
