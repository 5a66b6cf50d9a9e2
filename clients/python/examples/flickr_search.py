"""A Flickr search: type, search, see the pushed results, make them visible so their counts
arrive, then go back.

    python3 clients/python/examples/flickr_search.py --server .build/debug/mvvm-server --search "owl paris"
"""

import argparse

from mvvm_client import Client


def show_counts_when_complete(item):
    def changed(name, value):
        if name in ("favorites", "comments") and None not in (item.properties["favorites"], item.properties["comments"]):
            print("  %s: %d favorites, %d comments" % (item.properties["title"], item.properties["favorites"],
                                                      item.properties["comments"]))

    item.on_property(changed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", help="path of mvvm-server (default: $MVVM_SERVER, else PATH)")
    parser.add_argument("--search", default="owl paris", help="what to search for")
    parser.add_argument("--visible", type=int, default=3, help="how many results to show on screen")
    args = parser.parse_args()
    with Client(args.server) as client:
        search = client.create("FlickrSearch", {"latencyMs": 0})
        pushed = []
        search.on_push(pushed.append)
        search.bind()
        print("%s: search enabled: %s" % (search.properties["title"], search.commands["executeSearch"]["enabled"]))
        search.set("searchText", args.search)
        print("typed %r: search enabled: %s" % (args.search, search.commands["executeSearch"]["enabled"]))
        search.execute("executeSearch")
        results = pushed[0]
        results.bind_items("searchResults")
        items = results.collections["searchResults"]
        print("pushed %s %r: %d photos" % (results.type, results.properties["title"], len(items)))
        for item in items:
            print("  %s  %s" % (item.properties["title"], item.properties["url"]))
        visible = items[: args.visible]
        print("showing %d of them; counts as they arrive:" % len(visible))
        for item in visible:
            show_counts_when_complete(item)
            item.set("isVisible", True)
        client.wait_until(lambda: all(item.properties["comments"] is not None and item.properties["favorites"]
                                      is not None for item in visible))
        results.pop()
        print("back; recent searches:")
        for previous in search.collections["previousSearches"]:
            print("  %s (%d photos)" % (previous["searchString"], previous["totalResults"]))


if __name__ == "__main__":
    main()
