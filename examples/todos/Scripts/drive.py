"""A todo-list session from Python: add todos, tick one off, filter, select, clear the done ones.

    pip install ./clients/python
    swift build --package-path examples/todos
    python3 examples/todos/Scripts/drive.py --server examples/todos/.build/debug/todos-server
"""

import argparse

from mvvm_client import Client, RPCError


def show(todos):
    rows = ["[%s] %s" % ("x" if row.properties["isCompleted"] else " ", row.properties["title"])
            for row in todos.collections["items"]]
    clear = "enabled" if todos.commands["clearCompleted"]["enabled"] else "disabled"
    print("  %s; %s; clearCompleted %s" % (", ".join(rows) or "(no rows)", todos.properties["itemsLeft"], clear))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True, help="path of the built todos-server")
    args = parser.parse_args()
    with Client(args.server) as client:
        todos = client.create("TodoList")
        # Every row of items is bound, those the adds below bring included, so each shows its todo
        # as it is now.
        todos.bind_items("items")
        for title in ["milk", "eggs", "bread"]:
            print("add %r" % title)
            todos.execute("add", title)
        show(todos)
        print("add '   '")
        try:
            todos.execute("add", "   ")
        except RPCError as error:
            print("  error %s: %s" % (error.kind, error.message))
        eggs = todos.collections["items"][1]
        print("toggle eggs")
        eggs.execute("toggle")
        show(todos)
        print("filter active")
        todos.set("filter", "active")
        show(todos)
        print("select milk")
        todos.set("selectedItem", todos.collections["items"][0].id)
        print("  selectedItem is %s" % todos.properties["selectedItem"])
        print("filter all, clear completed")
        todos.set("filter", "all")
        print("  cleared %d" % todos.execute("clearCompleted"))
        show(todos)


if __name__ == "__main__":
    main()
