"""Drives the four built-in apps through the generated classes (mvvm_server.py, beside this file),
as a frontend would: `mypy --strict` checks it against them, and running it prints what it saw.

    python3 clients/python/generated/drive.py --server .build/debug/mvvm-server
"""

import argparse
import tempfile

from mvvm_client import NotBoundError
from mvvm_client.typed import Session
from mvvm_server import FlickrSearch, Player, PlayerUploadOutput, QuoteList, SearchResults, TweetDetail, TwitterSearch

TIMEOUT = 60.0
"""Seconds an answer may take: generous, as on a busy machine it can take several."""


def yes_or_no(flag: bool) -> str:
    return "yes" if flag else "no"


def drive_player(session: Session) -> None:
    player = Player.create(session)
    player.on_forbiddenName(lambda payload: print("  forbiddenName: %s" % payload["name"]))
    player.on_uploaded(lambda payload: print("  uploaded: %s" % payload["message"]))
    player.bind()
    player.playerName = "Ada"
    player.points = 150
    points: float = player.stepUp()
    print("Player: %s, %g points, %d updates left" % (player.playerName, points, player.pointUpdatesLeft))
    player.playerName = "dag nabbit"
    print("  name now '%s', valid: %s" % (player.playerName, yes_or_no(player.isValid)))
    player.playerName = "Grace"
    confirmation: PlayerUploadOutput = player.upload()
    print("  upload: %s; enabled again: %s" % (confirmation["message"],
                                                yes_or_no(player.command_state("upload")["enabled"])))


def drive_flickr(session: Session) -> None:
    search = FlickrSearch.create(session, {"latencyMs": 0})
    pushed: list[SearchResults] = []
    search.on_push_SearchResults(pushed.append)
    screens: list[SearchResults] = []
    search.on_push(screens.append)
    search.bind()
    search.searchText = "owl paris"
    found = search.executeSearch()
    results = pushed[0]
    results.bind_items("searchResults")
    print("FlickrSearch: '%s' found %d, pushed %s '%s'" % (found["searchString"], found["totalResults"],
                                                        screens[0].type_name, results.title))
    items = results.searchResults
    for item in items:
        item.isVisible = True
    session.wait_until(lambda: all(item.favorites is not None and item.comments is not None for item in items))
    for item in items:
        print("  %s: %s favorites, %s comments" % (item.title, item.favorites, item.comments))
    results.pop()
    again = search.rerunSearch(0)
    print("  again '%s'; recent: %s" % (again["searchString"],
                                        ", ".join(previous["searchString"] for previous in search.previousSearches)))


def drive_twitter(session: Session) -> None:
    search = TwitterSearch.create(session, {"latencyMs": 0})
    opened: list[TweetDetail] = []
    search.on_push_TweetDetail(opened.append)
    search.bind_items("searchResults")
    search.searchText = "kyoto dawn"
    count = search.search()
    tweets = search.searchResults
    print("TwitterSearch: %d tweets, the first by @%s" % (count, tweets[0].username))
    search.selectedTweet = tweets[0]
    detail = opened[0]
    detail.bind()
    print("  selected: %s of @%s" % (detail.type_name, detail.username))
    print("  %s; page shown: %s" % (detail.status, yes_or_no(detail.openPage())))


def drive_quotes(server: str | None) -> None:
    with Session(server, clock="controlled", timeout=TIMEOUT) as session:
        quote_list = QuoteList.create(session, {"seed": 7, "initialCount": 3})
        quote_list.bind()
        try:
            print("QuoteList: %s read before its rows are bound" % quote_list.quotes[0].symbol)
        except NotBoundError as error:
            print("QuoteList: reading %s %s before binding its rows: not bound" % (error.type, error.view_model))
        # The quotes a tick brings later are bound as it arrives.
        quote_list.bind_items("quotes")
        print("QuoteList: %s" % ", ".join("%s %.2f" % (quote.symbol, quote.price) for quote in quote_list.quotes))
        session.advance(1000)
        print("  a second later: %s" % ", ".join("%s %.2f" % (quote.symbol, quote.price)
                                                 for quote in quote_list.quotes))
        # A long list shows a window: two quotes up front, then three from the 250th, bound.
        long_list = QuoteList.create(session, {"seed": 7, "initialCount": 500}, windows={"quotes": 2})
        window = long_list.window_quotes(250, 3)
        print("  a window of %d from %d: %s" % (window.total, window.offset,
                                                ", ".join("%s %.2f" % (quote.symbol, quote.price) for quote in window.items)))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--server", help="path of mvvm-server (default: $MVVM_SERVER, else PATH)")
    args = parser.parse_args()
    server: str | None = args.server
    with tempfile.TemporaryDirectory() as data, Session(server, ["--data-dir", data], timeout=TIMEOUT) as session:
        drive_player(session)
        drive_flickr(session)
        drive_twitter(session)
    drive_quotes(server)


if __name__ == "__main__":
    main()
