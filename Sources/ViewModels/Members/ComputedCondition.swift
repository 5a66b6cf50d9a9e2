/// A condition a view model computes (`Command(_:enabledWhen:execute:)`) as a derived property: read
/// again whenever a declared property of the view model changes, and passed on when it differs.
///
/// Made only for a command's `isEnabled`, when something asks for it; a host reads the condition
/// itself (`Command.currentState`), so a hosted command pays for none of this.
/// - Important: Main actor only. Its subscriptions hold it and it reaches the view model weakly;
///   `detach()`, when the property goes, ends them.
@MainActor
final class ComputedCondition<Owner: ViewModel>: DerivedValue<Bool> {
    private let owner: WeakReference<Owner>
    private let condition: (Owner) -> Bool
    private var subscriptions: [any Disposable] = []

    init(_ owner: WeakReference<Owner>, _ condition: @escaping (Owner) -> Bool) {
        self.owner = owner
        self.condition = condition
        super.init(Self.read(condition, of: owner))
        guard let model = owner.object else { return }
        for member in Owner.declaration.members {
            if let property = model[keyPath: member.keyPath] as? any PropertyProtocol {
                subscriptions.append(recomputeOnChanges(of: property))
            }
        }
    }

    private func recomputeOnChanges(of property: some PropertyProtocol) -> any Disposable {
        property.signal.observe { [self] _ in recompute() }
    }

    private func recompute() {
        let now = Self.read(condition, of: owner)
        if now != current {
            update(to: now)
        }
    }

    /// The condition now; false once the view model is gone.
    private static func read(_ condition: (Owner) -> Bool, of owner: WeakReference<Owner>) -> Bool {
        owner.object.map(condition) ?? false
    }

    override func detach() {
        detach(endingAll: &subscriptions)
    }
}
