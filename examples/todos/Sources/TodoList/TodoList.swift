import ViewModels

/// A todo list: add todos, tick them off, filter them, clear the done ones.
///
/// Rules:
/// - `add` takes a title; a title of only spaces is refused as an invalid value. Output: the new todo.
/// - `items` shows the todos `filter` lets through, oldest first, as `TodoItem` rows; a row stays the
///   same view model while its todo stays visible, so a frontend's binding to it lasts.
/// - `itemsLeft` says how many todos are not done, as a frontend shows it ("1 item left").
/// - `clearCompleted` deletes the done todos; it is enabled only while one is done. Before it deletes
///   more than one it asks the frontend to confirm; kept, nothing is deleted, and a frontend that
///   cannot ask deletes, as before. Output: how many were deleted.
/// - `selectedItem` is the row the user picked, or null; only a row of `items` can be selected, and
///   a row that leaves `items` is unselected.
/// - Important: Main actor only. Rows and rules reach the list through weak references.
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
        .asks(Confirmation.self, doc: "Whether to delete the done todos, when there is more than one.")
    )

    public let filter = MutableProperty(TodoFilter.all)
    public let items = ObservableArray<TodoItem>()
    public let itemsLeft: Property<String>
    public let selectedItem = MutableProperty<TodoItem?>(nil)
    public private(set) lazy var add = Command<String, Todo>(self) { owner, title in
        try owner.get().append(title: title)
    }
    public private(set) lazy var clearCompleted = Command<Unit, Int>(
        self, enabledIf: todos.map { $0.contains(where: \.isCompleted) }
    ) { owner, _ in
        let list = try owner.get()
        let done = list.todos.value.count(where: \.isCompleted)
        if done > 1 {
            let question = Confirmation(
                "Delete the \(done) completed todos?", buttons: ["Delete", "Keep"], default: "Delete", type: .warning)
            guard try await list.frontend.ask(question, from: list).answer?.title == "Delete" else { return 0 }
        }
        return try owner.get().removeCompleted()
    }

    /// Every todo, visible or not: the model the rows are views of.
    private let todos = MutableProperty<[Todo]>([])
    private var lastID = 0
    private let frontend: any Frontend

    public init(frontend: any Frontend) {
        self.frontend = frontend
        itemsLeft = todos.map { todos in
            let left = todos.count { !$0.isCompleted }
            return left == 1 ? "1 item left" : "\(left) items left"
        }
        selectedItem.validate = { [weak self] item throws(InvalidValue) in
            guard let item, let self, !self.items.elements.contains(where: { $0 === item }) else { return }
            throw InvalidValue(reason: "Only a row of items can be selected.", expected: "a TodoItem of items, or null")
        }
        todos.signal.observe { [weak self] _ in self?.showVisible() }
        filter.signal.observe { [weak self] _ in self?.showVisible() }
    }

    private func append(title: String) throws(InvalidValue) -> Todo {
        let trimmed = title.trimmingSpaces
        guard !trimmed.isEmpty else {
            throw InvalidValue(reason: "A todo needs a title.", expected: "a title that is not blank")
        }
        lastID += 1
        let todo = Todo(id: lastID, title: trimmed, isCompleted: false)
        todos.value.append(todo)
        return todo
    }

    private func toggle(_ id: Int) -> Bool {
        guard let index = todos.value.firstIndex(where: { $0.id == id }) else { return false }
        todos.value[index].isCompleted.toggle()
        return todos.value[index].isCompleted
    }

    private func remove(_ id: Int) {
        todos.value.removeAll { $0.id == id }
    }

    private func removeCompleted() -> Int {
        let before = todos.value.count
        todos.value.removeAll(where: \.isCompleted)
        return before - todos.value.count
    }

    /// Brings `items` in line with the todos and the filter: rows of todos still shown are kept and
    /// updated, rows of hidden todos removed, rows of newly shown todos inserted where they belong.
    private func showVisible() {
        let visible = todos.value.filter(filter.value.includes)
        let shownIDs = Set(visible.map(\.id))
        items.batch {
            for index in items.elements.indices.reversed() where !shownIDs.contains(items[index].id) {
                items.remove(at: index)
            }
            for (index, todo) in visible.enumerated() {
                if index < items.count, items[index].id == todo.id {
                    items[index].show(todo)
                } else {
                    items.insert(row(for: todo), at: index)
                }
            }
        }
        if let selected = selectedItem.value, !items.elements.contains(where: { $0 === selected }) {
            selectedItem.value = nil
        }
    }

    private func row(for todo: Todo) -> TodoItem {
        TodoItem(
            todo, toggle: { [weak self] id in self?.toggle(id) ?? false },
            remove: { [weak self] id in self?.remove(id) })
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
