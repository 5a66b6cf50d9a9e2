import tempfile
import unittest

from mvvm_client import LSP, Client, NotBoundError, RPCError

from .server import PATH, needs_server


@needs_server
class ClientTests(unittest.TestCase):
    def test_an_error_response_raises_with_code_message_and_data(self):
        with Client(PATH) as client:
            player = client.create("Player")
            with self.assertRaises(RPCError) as raised:
                player.set("points", "150")
            self.assertEqual(raised.exception.code, -31005)
            self.assertEqual(raised.exception.kind, "invalidValue")
            self.assertEqual(raised.exception.data["expected"], {"type": "number"})
            with self.assertRaises(RPCError) as raised:
                client.request("rpc.discover", {})
            self.assertEqual((raised.exception.code, raised.exception.data["method"]), (-32601, "rpc.discover"))

    def test_lsp_framing_session_ends_with_exit_status_0(self):
        client = Client(PATH, framing=LSP)
        with client:
            player = client.create("Player")
            player.bind()
            # Whole points are written without a fraction, so Python reads an int, as a person would.
            self.assertEqual(repr(player.execute("stepUp")), "101")
            self.assertEqual(repr(player.properties["points"]), "101")
        self.assertEqual(client.returncode, 0)

    def test_the_child_is_reaped_when_the_block_fails(self):
        with self.assertRaises(KeyError):
            with Client(PATH) as client:
                raise KeyError("boom")
        self.assertEqual(client.returncode, 0)
        with self.assertRaises(ConnectionError):
            client.request("viewModel/describe", {})

    def test_a_read_times_out(self):
        with Client(PATH) as client:
            with self.assertRaises(TimeoutError):
                client.wait_until(lambda: False, timeout=0.05)

    def test_a_set_is_mirrored_without_an_echo_and_a_refused_value_is_notified(self):
        with tempfile.TemporaryDirectory() as data, Client(PATH, ["--data-dir", data]) as client:
            player = client.create("Player")
            events = []
            player.on_event(lambda name, payload: events.append(name))
            player.bind()
            self.assertEqual(player.set("playerName", "Ada"), 1)
            self.assertEqual(player.properties["playerName"], "Ada")
            player.set("playerName", "dag nabbit")
            self.assertEqual(player.properties["playerName"], "")
            self.assertFalse(player.commands["upload"]["enabled"])
            self.assertEqual(events, ["forbiddenName"])
            self.assertEqual(player.get(), [])

    def test_a_callback_error_surfaces_on_the_calling_thread(self):
        with Client(PATH) as client:
            player = client.create("Player")
            player.on_event(lambda name, payload: client.request("viewModel/describe", {}))
            player.bind()
            with self.assertRaises(RuntimeError):
                player.set("playerName", "darn")
                client.request("viewModel/describe", {})

    def test_push_and_pop_dispose_the_pushed_screen_and_its_items(self):
        with Client(PATH) as client:
            search = client.create("FlickrSearch", {"latencyMs": 0})
            pushed = []
            search.on_push(pushed.append)
            search.bind()
            search.set("searchText", "owl paris")
            search.execute("executeSearch")
            results = pushed[0]
            self.assertEqual(results.type, "SearchResults")
            items = results.collections["searchResults"]
            self.assertEqual([item.type for item in items], ["SearchResultsItem"] * len(items))
            results.pop()
            self.assertTrue(results.disposed)
            self.assertTrue(all(item.disposed for item in items))
            self.assertEqual(list(client.mirror.view_models), [search.id])

    def test_a_quote_list_whose_rows_are_bound_follows_every_row_through_many_ticks(self):
        # On the controlled clock each advance is one tick, however loaded the machine. bind_items
        # once: every quote a tick inserts, replaces or resets is bound as the tick arrives, so its
        # later price moves reach the mirror and the whole mirror equals viewModel/get.
        with Client(PATH, clock="controlled") as client:
            quotes = client.create("QuoteList", {"tickInterval": 0.002, "seed": 7})
            ticks, moves = [], {}

            def changed(name, changes):
                ticks.append(len(changes))
                for change in changes:
                    for item in change.get("items", []):
                        moves[item["id"]] = 0
                        client.mirror.view_models[item["id"]].on_property(
                            lambda name, value, id=item["id"]: moves.__setitem__(id, moves[id] + 1))

            quotes.on_collection(changed)
            self.assertEqual(quotes.bind_items("quotes"), 20)
            while len(ticks) < 300:
                client.advance(2)
            self.assertEqual(quotes.get(), [])
            with client.lock:
                self.assertTrue(all(quote.bound for quote in quotes.collections["quotes"]))
                arrived = [quote for quote in quotes.collections["quotes"] if quote.id in moves]
            self.assertTrue(arrived, "no quote a tick brought is still listed")
            self.assertTrue(any(moves[quote.id] for quote in arrived), "no price of a quote a tick brought moved")

    def test_reading_a_row_that_is_not_bound_raises_naming_it(self):
        with Client(PATH) as client:
            quotes = client.create("QuoteList", {"tickInterval": 3600, "seed": 7, "initialCount": 3})
            quotes.bind()
            first = quotes.collections["quotes"][0]
            with self.assertRaises(NotBoundError) as raised:
                first.properties["price"]
            self.assertEqual((raised.exception.view_model, raised.exception.type), (first.id, "Quote"))
            self.assertEqual(str(raised.exception), "row %s (Quote) is not bound: bind it with row.bind(), or every "
                                                    "row of %s's 'quotes' with bind_items('quotes')" % (first.id, quotes.id))
            first.bind()
            self.assertIsInstance(first.properties["price"], float)
