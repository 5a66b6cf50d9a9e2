import unittest

from mvvm_client import Client, Mirror, NotBoundError

from .server import PATH, needs_server
from .test_mirror import RecordingClient, change, row

TYPES = {"List": {"items": "Row", "tags": None}, "Row": {}}


def windowed_list(rows, offset, total, version=0):
    return {
        "id": "vm-1", "type": "List", "version": version, "properties": {}, "commands": {},
        "collections": {
            "items": {"version": version, "count": total, "offset": offset, "items": rows},
            "tags": {"version": version, "count": 0, "items": []},
        },
    }


class WindowMirrorTests(unittest.TestCase):
    """A list created with a window of rows 10..12 of 20, fed messages by hand."""

    def setUp(self):
        self.client = RecordingClient()
        self.mirror = Mirror(TYPES, self.client)
        self.list = self.mirror.adopt(
            windowed_list([row("vm-%d" % n, str(n)) for n in (10, 11, 12)], 10, 20), {"items": {"offset": 10, "count": 3}})
        self.list.bound = True
        self.list.bind_items("items")
        self.client.sent.clear()

    def ids(self):
        return [item.id for item in self.list.collections["items"]]

    def test_a_snapshot_with_an_offset_is_a_window_of_the_whole(self):
        window = self.list.windows["items"]
        self.assertEqual((window.offset, window.count, window.total), (10, 3, 20))
        self.assertIs(window.items, self.list.collections["items"])
        self.assertNotIn("tags", self.list.windows)

    def test_steps_apply_at_index_minus_offset_and_carry_the_total(self):
        leaving = self.mirror.view_models["vm-12"]
        # An insert before the window: the last row leaves at its end, the one before enters at its start.
        self.mirror.apply("collection/didChange", dict(change("items", 1, {"op": "remove", "index": 12, "count": 1},
                                                              {"op": "insert", "index": 10,
                                                               "items": [row("vm-9", "9")]})[1], total=21))
        self.mirror.apply("collection/didChange", dict(change("items", 2, {"op": "replace", "index": 11,
                                                                           "items": [row("vm-30", "30")]})[1],
                                                       total=22))
        self.assertEqual(self.ids(), ["vm-9", "vm-30", "vm-11"])
        self.assertEqual(self.client.sent, [("viewModel/bind", "vm-9"), ("viewModel/unbind", "vm-12"),
                                            ("viewModel/bind", "vm-30"), ("viewModel/unbind", "vm-10")])
        self.assertEqual(self.list.windows["items"].total, 22)
        # A row that left the window is unbound and forgotten: reading it raises, naming it.
        self.assertNotIn("vm-12", self.mirror.view_models)
        with self.assertRaisesRegex(NotBoundError, "^row vm-12 \\(Row\\) is not bound"):
            leaving.properties

    def test_a_change_outside_the_window_moves_only_the_total(self):
        self.mirror.apply("collection/didChange", dict(change("items", 1)[1], total=7))
        self.assertEqual(self.ids(), ["vm-10", "vm-11", "vm-12"])
        self.assertEqual(self.list.windows["items"].total, 7)
        self.assertEqual(self.client.sent, [])


def quotes_of(client, list_id):
    """The quotes collection as viewModel/get reads it through this client's window."""
    return client.request("viewModel/get", {"viewModel": list_id})["viewModel"]["collections"]["quotes"]


@needs_server
class WindowServerTests(unittest.TestCase):
    """A QuoteList of 1,200 quotes on the controlled clock: each tick removes or replaces a few."""

    def assert_matches_get(self, client, quotes, window):
        got = quotes_of(client, quotes.id)
        with client.lock:
            self.assertEqual((window.offset, window.total), (got["offset"], got["count"]))
            self.assertEqual([(item.id, item.properties) for item in window.items],
                             [(item["id"], item["properties"]) for item in got["items"]])

    def test_a_window_follows_every_change_and_scrolling_unbinds_the_rows_that_leave(self):
        with Client(PATH, clock="controlled") as client:
            quotes = client.create("QuoteList", {"initialCount": 1200, "tickInterval": 1, "seed": 7},
                                   windows={"quotes": 0})
            self.assertEqual(quotes.windows["quotes"].items, [])
            window = quotes.window("quotes", offset=100, count=25)
            self.assertEqual((window.offset, window.count, window.total, len(window.items)), (100, 25, 1200, 25))
            first = list(window.items)
            self.assertTrue(all(quote.bound for quote in first))
            changes = []
            quotes.on_collection(lambda name, steps: changes.append(steps))
            for _ in range(60):
                client.advance(1000)
                self.assert_matches_get(client, quotes, window)
            self.assertTrue(any(changes), "no tick touched the window within 60 ticks")
            self.assertLess(window.total, 1200)

            window.scroll(700)
            self.assertEqual((window.offset, len(window.items)), (700, 25))
            self.assert_matches_get(client, quotes, window)
            left = [quote for quote in first if quote not in window.items]
            self.assertEqual(len(left), len(first))
            for quote in left:
                self.assertFalse(quote.bound)
                self.assertNotIn(quote.id, client.mirror.view_models)
                with self.assertRaises(NotBoundError):
                    quote.properties
            self.assertTrue(all(quote.bound for quote in window.items))
            # Scrolling across the whole list holds one window's rows, no more.
            for offset in range(0, window.total, 25):
                window.scroll(offset)
            self.assertLessEqual(len(client.mirror.view_models), 1 + 25)
            for _ in range(20):
                client.advance(1000)
            self.assert_matches_get(client, quotes, window)

            window.close()
            self.assertEqual(quotes.windows, {})
            self.assertEqual(len(quotes.collections["quotes"]), quotes_of(client, quotes.id)["count"])

    def test_the_default_window_covers_every_collection_and_windows_up_front_move_it(self):
        with Client(PATH, clock="controlled", default_window=10) as client:
            self.assertTrue(client.info["capabilities"]["windows"])
            quotes = client.create("QuoteList", {"initialCount": 1000, "tickInterval": 1, "seed": 3})
            window = quotes.windows["quotes"]
            self.assertEqual((window.offset, window.count, window.total, len(window.items)), (0, 10, 1000, 10))
            quotes.bind_items("quotes")
            for _ in range(30):
                client.advance(1000)
            self.assertEqual(quotes.get(), [])
            # Moving the window with get reports the move as a difference, then holds the new window.
            near_end = window.total - 5
            self.assertTrue(quotes.get(windows={"quotes": (near_end, 10)})[0].startswith(
                "%s quotes: mirror holds 10 of %d from 0, server 5 of %d from %d" % (
                    quotes.id, window.total, window.total, near_end)))
            self.assertEqual((window.offset, len(window.items)), (near_end, 5))
            self.assertTrue(all(quote.bound for quote in window.items))
            for _ in range(30):
                client.advance(1000)
            self.assertEqual(quotes.get(), [])
