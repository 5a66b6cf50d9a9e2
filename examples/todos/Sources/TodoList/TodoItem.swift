import ViewModels

/// One row of the list: a todo's title and state, and what the row's buttons do.
///
/// Its properties are stored, set by the list when the todo changes, and its commands have no
/// condition, so every member counts its own changes: a row nobody binds is hosted without being
/// observed, as a quote of a long list is.
/// - Important: Main actor only. Made by `TodoList` for each todo its filter shows; it reaches the
///   list through closures that hold the list weakly, so a row never keeps its list alive.
public final class TodoItem: ViewModel {
    public static let declaration = Declaration<TodoItem>(
        doc: "One todo of a TodoList: its title, whether it is done, and its row's buttons.",
        .readOnly(\.title, doc: "What is to be done."),
        .readOnly(\.isCompleted, doc: "Whether it is done."),
        .command(\.toggle, doc: "Marks the todo done, or not done again. Output: whether it is now done."),
        .command(\.remove, doc: "Deletes the todo.")
    )

    /// Set by the list only (`show(_:)`).
    public let title: StoredProperty<String>
    /// Set by the list only (`show(_:)`).
    public let isCompleted: StoredProperty<Bool>
    public let toggle: Command<Unit, Bool>
    public let remove: Command<Unit, Unit>
    /// The todo's id in its list.
    public let id: Int

    init(
        _ todo: Todo, toggle toggleTodo: @escaping @MainActor (Int) -> Bool,
        remove removeTodo: @escaping @MainActor (Int) -> Void
    ) {
        let id = todo.id
        self.id = id
        title = StoredProperty(todo.title)
        isCompleted = StoredProperty(todo.isCompleted)
        toggle = Command { _ in toggleTodo(id) }
        remove = Command { _ in
            removeTodo(id)
            return Unit()
        }
    }

    /// Shows the list's latest version of the todo, setting only what changed, so that the row's
    /// version counts real changes only.
    func show(_ todo: Todo) {
        if title.value != todo.title { title.value = todo.title }
        if isCompleted.value != todo.isCompleted { isCompleted.value = todo.isCompleted }
    }
}
