import os
import tempfile
import threading
import unittest

from mvvm_client import Client, ReplayAssertions, RPCError

from .server import PATH, needs_server


@needs_server
class ControlledClockTests(ReplayAssertions, unittest.TestCase):
    """Timed behaviour on the controlled clock: nothing here sleeps, and every run is the same."""

    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.addCleanup(self.directory.cleanup)

    def client(self, **options):
        return Client(PATH, arguments=["--data-dir", self.directory.name], clock="controlled", **options)

    def test_the_third_tick_of_a_quote_list_comes_exactly_at_three_intervals(self):
        with self.client() as client:
            self.assertTrue(client.clock_is_controlled)
            quotes = client.create("QuoteList", {"tickInterval": 1, "seed": 7, "initialCount": 5})
            quotes.bind()
            first = quotes.collections["quotes"][0]
            first.bind()
            ticks = []
            first.on_property(lambda name, value: ticks.append(value) if name == "price" else None)
            self.assertEqual(client.advance(2999), 2999)
            self.assertEqual(len(ticks), 2)
            self.assertEqual(client.advance(1), 3000)
            self.assertEqual(len(ticks), 3, "the third tick is applied before advance returns")
            self.assertEqual(first.get(), [], "the mirror matches the server after the third tick")

    def test_a_search_answers_when_its_latency_has_passed_and_not_before(self):
        with self.client() as client:
            search = client.create("TwitterSearch", {"latencyMs": 200})
            search.bind()
            search.set("searchText", "kyoto dawn")
            found = []
            running = threading.Thread(target=lambda: found.append(search.execute("search")))
            running.start()
            client.wait_until(lambda: search.commands["search"]["executing"])
            client.advance(199)
            self.assertTrue(search.commands["search"]["executing"])
            self.assertEqual(found, [])
            client.advance(1)
            running.join(client.timeout)
            self.assertEqual(found, [len(search.collections["searchResults"])])
            self.assertFalse(search.commands["search"]["executing"])

    def test_a_real_clock_refuses_to_advance(self):
        with Client(PATH, arguments=["--data-dir", self.directory.name]) as client:
            self.assertFalse(client.clock_is_controlled)
            with self.assertRaises(RPCError) as raised:
                client.advance(10)
            self.assertEqual(raised.exception.kind, "clockNotControlled")

    def test_a_recorded_session_replays_and_a_changed_one_does_not(self):
        recording = os.path.join(self.directory.name, "session.jsonl")
        with self.client(record=recording) as client:
            quotes = client.create("QuoteList", {"tickInterval": 0.5, "seed": 3})
            quotes.bind()
            client.advance(2000)
        fresh = ["--data-dir", os.path.join(self.directory.name, "replay")]
        self.assertReplays(recording, server=PATH, arguments=fresh)
        with open(recording) as file:
            lines = file.readlines()
        tampered = os.path.join(self.directory.name, "tampered.jsonl")
        with open(tampered, "w") as file:
            file.writelines(line.replace('"seed":3', '"seed":4') for line in lines)
        with self.assertRaises(AssertionError) as failed:
            self.assertReplays(tampered, server=PATH, arguments=fresh)
        self.assertIn("belonging to request", str(failed.exception))
