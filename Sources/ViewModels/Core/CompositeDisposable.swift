/// Many disposables disposed together, in the order they were added.
///
/// Rules:
/// - Adding to a composite that is already disposed disposes the newcomer at once, so nothing added
///   late can outlive its owner.
/// - `add` returns a handle that takes the entry out again without disposing it, for subscriptions
///   that end on their own before their owner does. The handle is made only by `add`: `+=` and `init`,
///   which most owners use, add an entry without one, which saves the handle and the weak reference
///   it holds to the composite (a side table) for every entry.
@MainActor
public final class CompositeDisposable: Disposable {
    private var entries: [(id: Int, disposable: any Disposable)]? = []
    private var nextID = 0

    /// A composite holding `disposables`, to be disposed in that order.
    public init(_ disposables: [any Disposable] = []) {
        for disposable in disposables {
            insert(disposable)
        }
    }

    public var isDisposed: Bool { entries == nil }

    /// Adds `disposable`, or disposes it at once when this composite is already disposed.
    /// - Returns: a handle that removes the entry without disposing it; nil when nothing was added.
    @discardableResult
    public func add(_ disposable: (any Disposable)?) -> (any Disposable)? {
        guard let id = insert(disposable) else { return nil }
        return ActionDisposable { [weak self] in
            guard let index = self?.entries?.firstIndex(where: { $0.id == id }) else { return }
            // Kept until the entries are no longer being modified: its release may run a deinit that
            // disposes this composite.
            let removed = self?.entries?.remove(at: index)
            withExtendedLifetime(removed) {}
        }
    }

    /// Adds `disposable` as `add` does, without a handle.
    /// - Returns: the entry's id; nil when nothing was added.
    @discardableResult
    private func insert(_ disposable: (any Disposable)?) -> Int? {
        guard let disposable else { return nil }
        guard entries != nil else {
            disposable.dispose()
            return nil
        }
        let id = nextID
        nextID += 1
        entries?.append((id, disposable))
        return id
    }

    public func dispose() {
        guard let entries else { return }
        self.entries = nil
        for entry in entries {
            entry.disposable.dispose()
        }
    }

    /// Adds `disposable` to `composite`; reads like the owner collecting what it must stop.
    public static func += (composite: CompositeDisposable, disposable: (any Disposable)?) {
        composite.insert(disposable)
    }
}
