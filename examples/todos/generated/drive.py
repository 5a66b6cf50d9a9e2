"""Drives the todos example through its generated classes (todos_server.py, beside this file): the
filter is an enum, the selected row a view model. `mypy --strict` checks it against them, and
running it prints what it saw.

    python3 examples/todos/generated/drive.py --server examples/todos/.build/debug/todos-server
"""

import argparse

from mvvm_client.typed import Session
from todos_server import TodoList, TodoListFilter


def show(todos: TodoList) -> None:
    rows = ", ".join("[%s] %s" % ("x" if item.isCompleted else " ", item.title) for item in todos.items)
    print("  %s; %s" % (rows, todos.itemsLeft))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--server", help="path of todos-server (default: $MVVM_SERVER, else PATH)")
    args = parser.parse_args()
    server: str | None = args.server
    with Session(server, timeout=60.0) as session:
        todos = TodoList.create(session)
        # Every row of items is bound, those the adds below bring included.
        todos.bind_items("items")
        for title in ["milk", "eggs", "bread"]:
            added = todos.add(title)
            print("add '%s': todo %d" % (added["title"], added["id"]))
        show(todos)
        print("toggle eggs: %s" % ("done" if todos.items[1].toggle() else "not done"))
        show(todos)
        active: TodoListFilter = "active"
        todos.filter = active
        show(todos)
        todos.selectedItem = todos.items[0]
        selected = todos.selectedItem
        print("selected: %s" % (selected.title if selected is not None else "nothing"))
        todos.filter = "all"
        print("cleared %d; clearCompleted enabled: %s" % (
            todos.clearCompleted(), "yes" if todos.command_state("clearCompleted")["enabled"] else "no"))
        show(todos)


if __name__ == "__main__":
    main()
