import ViewModels

/// One row of the list: a todo's title and state, and what the row's buttons do.
///
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

    public let title: Property<String>
    public let isCompleted: Property<Bool>
    public let toggle: Command<Unit, Bool>
    public let remove: Command<Unit, Unit>

    /// The todo as the list last gave it.
    let todo: MutableProperty<Todo>

    init(
        _ todo: Todo, toggle toggleTodo: @escaping @MainActor (Int) -> Bool,
        remove removeTodo: @escaping @MainActor (Int) -> Void
    ) {
        self.todo = MutableProperty(todo)
        title = self.todo.map { $0.title }
        isCompleted = self.todo.map { $0.isCompleted }
        toggle = Command { _ in toggleTodo(todo.id) }
        remove = Command { _ in
            removeTodo(todo.id)
            return Unit()
        }
    }

    /// The todo's id in its list.
    public var id: Int { todo.value.id }
}
