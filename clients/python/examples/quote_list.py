"""A live quote list: prints the quotes, then the list again after each of the next N ticks that
add, remove or replace quotes (price moves in between are applied as they come: every quote is
bound, those a tick brings included).

    python3 clients/python/examples/quote_list.py --server .build/debug/mvvm-server --ticks 5
"""

import argparse

from mvvm_client import Client


def show(title, quotes):
    print("%s: %d quotes" % (title, len(quotes)))
    for quote in quotes:
        print("  %-4s %9.2f" % (quote.properties["symbol"], quote.properties["price"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", help="path of mvvm-server (default: $MVVM_SERVER, else PATH)")
    parser.add_argument("--ticks", type=int, default=5, help="how many list changes to show")
    parser.add_argument("--interval", type=float, default=0.5, help="seconds between the server's ticks")
    parser.add_argument("--seed", type=int, default=7, help="the market's seed")
    args = parser.parse_args()
    with Client(args.server) as client:
        quote_list = client.create("QuoteList", {"tickInterval": args.interval, "seed": args.seed})
        ticks = []

        def changed(name, changes):
            ticks.append(changes)
            if len(ticks) <= args.ticks:
                show("tick %d (%s)" % (len(ticks), ", ".join(change["op"] for change in changes)),
                     quote_list.collections["quotes"])

        quote_list.bind_items("quotes")
        with client.lock:
            show("start", quote_list.collections["quotes"])
            quote_list.on_collection(changed)
        shown = 0
        while shown < args.ticks:
            client.wait_until(lambda: len(ticks) > shown, timeout=max(10.0, 20 * args.interval))
            shown = len(ticks)


if __name__ == "__main__":
    main()
