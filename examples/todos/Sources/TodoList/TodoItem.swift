import ViewModels

/// One row of the list: a todo's title and state, and what the row's buttons do.
///
/// - Important: Main actor only. Made by `TodoList` for each todo its filter shows; it reaches the
///   list through closures that hold the list weakly, so a row never keeps its list alive.
@MainActor
public final class TodoItem: ViewModel {
    public static let typeName = "TodoItem"
    public static let doc = "One todo of a TodoList: its title, whether it is done, and its row's buttons."

    public let title: Property<String>
    public let isCompleted: Property<Bool>
    public let toggle: Command<Unit, Bool>
    public let remove: Command<Unit, Unit>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    /// The todo as the list last gave it.
    let _todo: MutableProperty<Todo>

    init(
        _ todo: Todo, toggle toggleTodo: @escaping @MainActor (Int) -> Bool,
        remove removeTodo: @escaping @MainActor (Int) -> Void
    ) {
        (lifetime, token) = Lifetime.make()
        _todo = MutableProperty(todo)
        title = _todo.map(doc: "What is to be done.") { $0.title }
        isCompleted = _todo.map(doc: "Whether it is done.") { $0.isCompleted }
        toggle = Command(doc: "Marks the todo done, or not done again. Output: whether it is now done.") { _ in
            toggleTodo(todo.id)
        }
        remove = Command(doc: "Deletes the todo.") { _ in
            removeTodo(todo.id)
            return Unit()
        }
    }

    /// The todo's id in its list.
    public var id: Int { _todo.value.id }

    public func dispose() {
        token.dispose()
    }
}
