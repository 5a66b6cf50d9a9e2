import ViewModels

/// One row of the list: a todo's title and state, and what the row's buttons do.
///
/// Its properties are fields of its todo, shown by the list's rows, and its commands have no
/// condition, so every member counts its own changes: a row nobody binds is hosted without being
/// observed, as a quote of a long list is.
/// - Important: Main actor only. Made by `TodoList`'s rows for each todo they show; its commands
///   change the todo in the list's store, which never refers to a row.
public final class TodoItem: ViewModel {
    public static let declaration = Declaration<TodoItem>(
        doc: "One todo of a TodoList: its title, whether it is done, and its row's buttons.",
        .readOnly(\.title, doc: "What is to be done."),
        .readOnly(\.isCompleted, doc: "Whether it is done."),
        .command(\.toggle, doc: "Marks the todo done, or not done again. Output: whether it is now done."),
        .command(\.remove, doc: "Deletes the todo.")
    )

    public let title = Field(\Todo.title)
    public let isCompleted = Field(\Todo.isCompleted)
    public let toggle: Command<Unit, Bool>
    public let remove: Command<Unit, Unit>

    init(_ todo: Todo, in todos: Models<Todo>) {
        let id = todo.id
        toggle = Command { _ in todos.update(id) { $0.isCompleted.toggle() }?.isCompleted ?? false }
        remove = Command { _ in
            todos.remove(id)
            return Unit()
        }
    }
}
