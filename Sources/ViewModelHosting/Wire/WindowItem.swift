import Protocol
import ViewModels

/// An item of a collection as a window compares it: a value by its JSON, a view model by identity, a
/// row kept by key by its key (the row object may be let go of and made again). A window holds these
/// for the items its client holds, to learn what a change set did to them.
@MainActor
enum WindowItem: Equatable {
    case value(JSONValue)
    case viewModel(any ViewModel)
    /// A row of `Rows`, with its key as its id shows it.
    case row(any ViewModel, key: String)

    nonisolated static func == (lhs: WindowItem, rhs: WindowItem) -> Bool {
        switch (lhs, rhs) {
        case (.value(let left), .value(let right)): left == right
        case (.viewModel(let left), .viewModel(let right)): left === right
        case (.row(_, let left), .row(_, let right)): left == right
        default: false
        }
    }

    /// The item on the wire: a value as it is, a view model as its snapshot, hosting it first.
    func json(_ hosting: ItemHosting) -> JSONValue {
        switch self {
        case .value(let json): json
        case .viewModel(let viewModel): hosting.snapshot(viewModel)
        case .row(let row, let key): hosting.snapshot(row, key: key)
        }
    }
}
