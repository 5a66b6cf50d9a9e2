"""An inbox session from Python: bind the messages, refresh, read one, filter and back, open one.

    pip install ./clients/python
    swift build --package-path examples/inbox
    python3 examples/inbox/Scripts/drive.py --server examples/inbox/.build/debug/inbox-server
"""

import argparse

from mvvm_client import Client


def show(inbox):
    rows = ["%s%s: %s" % ("*" if row.properties["isUnread"] else " ", row.properties["sender"],
                          row.properties["subject"]) for row in inbox.collections["messages"]]
    print("  %s | %s" % (inbox.properties["title"], ", ".join(rows) or "(no messages)"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True, help="path of the built inbox-server")
    args = parser.parse_args()
    with Client(args.server) as client:
        inbox = client.create("Inbox")
        # Bound before any message exists: the rows the refreshes bring are bound as they arrive.
        inbox.bind_items("messages")
        print("refresh")
        inbox.execute("refresh")
        show(inbox)
        ada = inbox.collections["messages"][-1]
        ada_id = ada.id
        print("mark %s read" % ada.properties["sender"])
        ada.execute("markRead")
        show(inbox)
        print("search 'gr', then back")
        inbox.set("search", "gr")
        show(inbox)
        inbox.set("search", "")
        show(inbox)
        print("  Ada's row kept its id: %s" % (inbox.collections["messages"][-1].id == ada_id))
        print("refresh again")
        inbox.execute("refresh")
        show(inbox)
        newest = inbox.collections["messages"][0]
        print("open %s" % newest.properties["subject"])
        inbox.set("selected", newest.id)
        show(inbox)


if __name__ == "__main__":
    main()
