import Apps
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

/// A test-only item view model whose members all count their own changes: stored properties, and
/// commands without a condition, one serial and one concurrent.
@MainActor
final class Chore: ViewModel {
    static let declaration = Declaration<Chore>(
        doc: "Test-only: a chore, an item of Chores.",
        .readOnly(\.name, doc: "What is to be done."),
        .readOnly(\.isDone, doc: "Whether it is done."),
        .command(\.toggle, doc: "Marks it done, or not. Output: whether it is done now."),
        .command(\.wave, doc: "Does nothing, any number of times at once.", policy: .concurrent)
    )

    let name: StoredProperty<String>
    let isDone = StoredProperty(false)
    private(set) lazy var toggle = Command<Unit, Bool>(self) { owner, _ in
        let chore = try owner.get()
        chore.isDone.value.toggle()
        return chore.isDone.value
    }
    let wave = Command<Unit, Unit>(policy: .concurrent) { _ in Unit() }

    init(name: String) {
        self.name = StoredProperty(name)
    }
}

/// A test-only item view model like `Chore`, but its command has a condition, which can change
/// without the command knowing: it is observed from creation.
@MainActor
final class GuardedChore: ViewModel {
    static let declaration = Declaration<GuardedChore>(
        doc: "Test-only: a chore that can be blocked, an item of Chores.",
        .readOnly(\.name, doc: "What is to be done."),
        .command(\.block, name: "block", doc: "Blocks finish; enabled while not blocked."),
        .command(\.finish, name: "finish", doc: "Enabled while not blocked."),
        .kept(\.isFree, doc: "Whether finish is enabled.")
    )

    let name = StoredProperty("guarded")
    let isFree = MutableProperty(true)
    private(set) lazy var block = Command<Unit, Unit>(self) { owner, _ in
        try owner.get().isFree.value = false
        return Unit()
    }
    private(set) lazy var finish = Command<Unit, Unit>(enabledIf: Property(capturing: isFree)) { _ in Unit() }
}

/// A test-only list of two chores and a guarded one.
@MainActor
final class Chores: ViewModel {
    static let declaration = Declaration<Chores>(
        doc: "Test-only: chores as item view models.",
        .collection(\.chores, doc: "Two chores."),
        .collection(\.guarded, doc: "A guarded chore.")
    )

    let chores = ObservableArray([Chore(name: "dishes"), Chore(name: "laundry")])
    let guarded = ObservableArray([GuardedChore()])

    static func catalog() -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Chores.self) { _, _ in Chores() }
            return catalog
        }
    }
}
