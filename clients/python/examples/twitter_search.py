"""A Twitter search: type, search, list the tweets (every row bound as it comes), select one (the
search pushes its TweetDetail, which is asked to open the tweet's page), then try an id that is not
in the results.

    python3 clients/python/examples/twitter_search.py --server .build/debug/mvvm-server --search "kyoto dawn"
"""

import argparse

from mvvm_client import Client, RPCError


def select(search, tweet_view_model_id):
    print("select %s" % tweet_view_model_id)
    try:
        search.set("selectedTweet", tweet_view_model_id)
    except RPCError as error:
        print("  error %d %s: %s" % (error.code, error.kind, error.message))


def open_page(detail):
    """The pushed screen: what it shows, then its page, which a script cannot show."""
    print("  pushed %s: @%s %s" % (detail.type, detail.properties["username"], detail.properties["status"]))
    print("  page shown: %s" % detail.execute("openPage"))


def show_document(params):
    """A script shows no page: it prints the address and answers that nothing was shown."""
    print("  asked to show %s" % params["uri"])
    return {"success": False}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", help="path of mvvm-server (default: $MVVM_SERVER, else PATH)")
    parser.add_argument("--search", default="kyoto dawn", help="what to search for")
    args = parser.parse_args()
    with Client(args.server, answer={"window/showDocument": show_document}) as client:
        search = client.create("TwitterSearch", {"latencyMs": 0})
        opened = []
        search.on_push(opened.append)
        search.bind_items("searchResults")
        search.set("searchText", args.search)
        found = search.execute("search")
        tweets = search.collections["searchResults"]
        print("%d tweets for %r" % (found, args.search))
        for tweet in tweets:
            print("  @%s: %s" % (tweet.properties["username"], tweet.properties["status"]))
        if tweets:
            select(search, tweets[0].id)
            open_page(opened[0])
        select(search, search.id)


if __name__ == "__main__":
    main()
