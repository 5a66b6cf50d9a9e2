"""A Player session: edit a name and points, step, hit a forbidden name, upload and follow its
progress.

    python3 clients/python/examples/player.py --server .build/debug/mvvm-server --data-dir /tmp/mvvm-player
"""

import argparse

from mvvm_client import Client


def show(player):
    p = player.properties
    upload = "enabled" if player.commands["upload"]["enabled"] else "disabled"
    print("  name %r, %g points, %d updates left, upload %s" % (p["playerName"], p["points"], p["pointUpdatesLeft"], upload))


def progress(value):
    if value["kind"] == "report":
        print("  %d%% %s" % (value["percentage"], value["message"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", help="path of mvvm-server (default: $MVVM_SERVER, else PATH)")
    parser.add_argument("--data-dir", help="where the server keeps uploads.jsonl")
    args = parser.parse_args()
    with Client(args.server, ["--data-dir", args.data_dir] if args.data_dir else []) as client:
        player = client.create("Player")
        player.on_event(lambda name, payload: print("  alert: %s %s" % (name, payload)))
        player.bind()
        print("Player %s" % player.id)
        show(player)
        print("type the name 'Ada'")
        player.set("playerName", "Ada")
        show(player)
        print("set the points to 150")
        player.set("points", 150)
        show(player)
        print("step up")
        player.execute("stepUp")
        show(player)
        print("type the name 'dag nabbit'")
        player.set("playerName", "dag nabbit")
        show(player)
        print("type the name 'Grace'")
        player.set("playerName", "Grace")
        show(player)
        print("upload")
        print("  %s" % player.execute("upload", progress=progress)["message"])
        show(player)


if __name__ == "__main__":
    main()
