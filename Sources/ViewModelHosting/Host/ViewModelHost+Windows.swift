import Protocol
import ViewModels

/// The windows a client shows of collections (`collection/window`, and `windows` up front in
/// create, bind and get): a collection shown through one costs that client only the window's items.
extension ViewModelHost {
    package func window(_ params: WindowRequest.Params) throws(ResponseError) -> WindowRequest.Result {
        let entry = try lookUp(params.viewModel)
        try setWindows([params.collection: params.window], of: entry)
        let bound = try bind(
            BindRequest.Params(
                viewModel: params.viewModel, properties: [], commands: [], collections: [params.collection],
                events: false))
        let snapshot = bound.collections.first { $0.name == params.collection }!.collection
        if let window = entry.collectionState?.windows[params.collection], let collection = entry.members.collection(params.collection) {
            letGo(window.left, in: collection)
        }
        return WindowRequest.Result(
            version: bound.version, total: snapshot.count, offset: snapshot.offset ?? 0, items: snapshot.items)
    }

    /// Sets the windows the client asked for; each names a collection of `entry`'s.
    func setWindows(_ windows: [String: CollectionWindow]?, of entry: HostedViewModel) throws(ResponseError) {
        guard let windows else { return }
        let members = entry.members
        for name in windows.keys.sorted() where members.collection(name) == nil {
            throw ResponseError.memberNotFound(viewModel: entry.id, type: entry.typeName, member: name, kind: "collection")
        }
        for (name, window) in windows {
            entry.collections.windows[name] = ClientWindow(window, after: entry.collectionState?.windows[name])
        }
    }

    /// The window the client shows of `entry`'s collection `name`: the one it asked for, or else
    /// what `unwindowed` says; nil when it shows the collection whole.
    func clientWindow(_ name: String, of entry: HostedViewModel) -> ClientWindow? {
        if let window = entry.collectionState?.windows[name] { return window.window.isWhole ? nil : window }
        guard let shown = unwindowed.window(for: name, in: entry.layout) else { return nil }
        let window = ClientWindow(shown)
        entry.collections.windows[name] = window
        return window
    }
}
