import ViewModels

/// A todo list: add todos, tick them off, filter them, clear the done ones.
///
/// Rules:
/// - `add` takes a title; a title of only spaces is refused as an invalid value. Output: the new todo.
/// - `items` shows the todos `filter` lets through, oldest first, as `TodoItem` rows kept by the
///   todo's id: a row stays the same view model, with the same id, for as long as its todo exists,
///   hidden by the filter or not.
/// - `itemsLeft` says how many todos are not done, as a frontend shows it ("1 item left").
/// - `clearCompleted` deletes the done todos; it is enabled only while one is done. Before it deletes
///   more than one it asks the frontend to confirm; kept, nothing is deleted, and a frontend that
///   cannot ask deletes, as before. Output: how many were deleted.
/// - `selectedItem` is the row the user picked, or null; only a shown row can be selected, and a
///   row the filter hides or that is deleted is unselected.
/// - Important: Main actor only.
public final class TodoList: ViewModel {
    public static let declaration = Declaration<TodoList>(
        doc: "A todo list: add todos, tick them off, filter them and clear the done ones.",
        .settable(\.filter, doc: "Which todos items shows: all, active or completed."),
        .collection(\.items, doc: "The todos the filter shows, oldest first."),
        .readOnly(\.itemsLeft, doc: "How many todos are not done yet, as a sentence."),
        .settable(\.selectedItem, doc: "The row the user picked, or null; only a row of items."),
        .command(\.add, doc: "Adds a todo with the given title. Output: the new todo."),
        .command(
            \.clearCompleted,
            doc: """
                Deletes every done todo, asking first when there is more than one. Enabled while one is \
                done. Output: how many were deleted.
                """),
        .asks(Confirmation.self, doc: "Whether to delete the done todos, when there is more than one."),
        .kept(\.todos, doc: "Every todo, shown or not: what the rows are made from.")
    )

    public let filter = MutableProperty(TodoFilter.all)
    public private(set) lazy var items = Rows(of: todos, in: self) { list, todo in TodoItem(todo, in: list.todos) }
        .filter(by: filter) { todo, filter in filter.includes(todo) }
    public let itemsLeft: Property<String>
    public private(set) lazy var selectedItem = items.selection()
    public private(set) lazy var add = Command<String, Todo>(self) { owner, title in
        try owner.get().append(title: title)
    }
    public private(set) lazy var clearCompleted = Command<Unit, Int>(
        self, enabledIf: todos.count { $0.isCompleted }.map { $0 > 0 }
    ) { owner, _ in
        let list = try owner.get()
        let done = list.todos.values.count(where: \.isCompleted)
        if done > 1 {
            let question = Confirmation(
                "Delete the \(done) completed todos?", buttons: ["Delete", "Keep"], default: "Delete", type: .warning)
            guard try await list.frontend.ask(question, from: list).answer?.title == "Delete" else { return 0 }
        }
        return try owner.get().todos.removeAll(where: \.isCompleted)
    }

    let todos = Models<Todo>()
    private var lastID = 0
    private let frontend: any Frontend

    public init(frontend: any Frontend) {
        self.frontend = frontend
        itemsLeft = todos.count { !$0.isCompleted }.map { $0 == 1 ? "1 item left" : "\($0) items left" }
    }

    private func append(title: String) throws(InvalidValue) -> Todo {
        let trimmed = title.trimmingSpaces
        guard !trimmed.isEmpty else {
            throw InvalidValue(reason: "A todo needs a title.", expected: "a title that is not blank")
        }
        lastID += 1
        let todo = Todo(id: lastID, title: trimmed, isCompleted: false)
        todos.add(todo)
        return todo
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmingSpaces: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
