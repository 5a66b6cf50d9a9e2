import json
import pathlib
import tempfile
import threading
import unittest

from mvvm_client import Client, RPCError

from .server import PATH, needs_server

SHOW_DOCUMENT = "window/showDocument"


def open_tweet(client):
    """A bound TwitterSearch that found its tweets, and the TweetDetail that selecting the first pushed."""
    search = client.create("TwitterSearch", {"latencyMs": 0})
    search.bind()
    opened = []
    search.on_push(opened.append)
    search.set("searchText", "kyoto dawn")
    search.execute("search")
    search.set("selectedTweet", search.collections["searchResults"][0].id)
    return search, opened[0]


@needs_server
class QuestionTests(unittest.TestCase):
    def test_a_scripted_answer_goes_back_and_the_question_is_recorded(self):
        with Client(PATH, answer={SHOW_DOCUMENT: [{"success": True}]}) as client:
            search, detail = open_tweet(client)
            self.assertTrue(detail.execute("openPage"))
            uri = "https://twitter.com/%s/status/%s" % (detail.properties["username"], detail.properties["tweetID"])
            self.assertEqual(client.asked, [(SHOW_DOCUMENT, {"uri": uri, "external": True})])
            self.assertEqual((client.questions, client.refused), ({}, []))

    def test_without_answer_nothing_is_claimed_and_nothing_asked(self):
        with Client(PATH) as client:
            search, detail = open_tweet(client)
            self.assertFalse(detail.execute("openPage"))
            self.assertEqual(client.asked, [])

    def test_a_function_answers_on_a_thread_of_its_own_and_an_error_it_raises_is_the_answer(self):
        threads = []

        def open_page(params):
            threads.append(threading.current_thread().name)
            return {"success": False}

        def no_browser(params):
            raise RPCError(-32001, "no browser here")

        with tempfile.TemporaryDirectory() as folder:
            recording = pathlib.Path(folder, "session.jsonl")
            with Client(PATH, record=recording, answer={SHOW_DOCUMENT: open_page}) as client:
                search, detail = open_tweet(client)
                self.assertFalse(detail.execute("openPage"))
                self.assertEqual(threads, ["mvvm-client-answer"])
                client.on_request(SHOW_DOCUMENT, no_browser)
                client.script(SHOW_DOCUMENT, RPCError(-32002, "scripted failure"))
                for _ in range(2):
                    self.assertFalse(detail.execute("openPage"), "a page the frontend failed to show is not shown")
                self.assertEqual((client.questions, client.refused), ({}, []))
            entries = [json.loads(line) for line in recording.read_text().splitlines()[1:]]
        # The client's messages that are not requests or notifications are its answers.
        answers = [entry["message"] for entry in entries if entry["from"] == "client" and "method" not in entry["message"]]
        self.assertEqual(answers, [
            {"jsonrpc": "2.0", "id": 1, "result": {"success": False}},
            {"jsonrpc": "2.0", "id": 2, "error": {"code": -32002, "message": "scripted failure"}},
            {"jsonrpc": "2.0", "id": 3, "error": {"code": -32001, "message": "no browser here"}},
        ])

    def test_a_malformed_answer_is_refused_and_recorded(self):
        with Client(PATH, answer={SHOW_DOCUMENT: ["yes"]}) as client:
            search, detail = open_tweet(client)
            with self.assertLogs("mvvm_client", "WARNING") as logged:
                detail.execute("openPage")
            self.assertEqual([refusal["error"]["code"] for refusal in client.refused], [-31005])
            self.assertIn("refused the answer to its request 1", logged.output[0])

    def test_a_withdrawn_question_is_dropped_and_its_late_answer_never_sent(self):
        asked = threading.Event()
        release = threading.Event()

        def open_page(params):
            asked.set()
            release.wait(client.timeout)
            return {"success": True}

        with Client(PATH, answer={SHOW_DOCUMENT: open_page}) as client:
            search, detail = open_tweet(client)
            outcome = []

            def read_page():
                try:
                    detail.execute("openPage")
                except RPCError as error:
                    outcome.append(error.code)

            opening = threading.Thread(target=read_page)
            opening.start()
            self.assertTrue(asked.wait(client.timeout))
            search.dispose()
            client.wait_until(lambda: not client.questions)
            opening.join(client.timeout)
            self.assertEqual(outcome, [-32800])
            release.set()
            for thread in threading.enumerate():
                if thread.name == "mvvm-client-answer":
                    thread.join(client.timeout)
            # An answer sent would be refused before this request is answered.
            client.request("viewModel/describe", {})
            self.assertEqual(client.refused, [])

    def test_only_a_claimed_method_can_be_scripted_or_answered(self):
        with Client(PATH) as client:
            with self.assertRaises(ValueError):
                client.script(SHOW_DOCUMENT, {"success": True})
            with self.assertRaises(ValueError):
                client.on_request(SHOW_DOCUMENT, lambda params: {"success": True})


@needs_server
class ProgressTests(unittest.TestCase):
    def test_an_upload_reports_begin_its_reports_and_end_before_the_output(self):
        values = []
        with tempfile.TemporaryDirectory() as data, Client(PATH, ["--data-dir", data]) as client:
            player = client.create("Player")
            player.set("playerName", "Ada")
            output = player.execute("upload", progress=values.append)
            self.assertEqual(output, {"message": "Updated Ada with 100 points"})
            self.assertEqual(values, [
                {"kind": "begin", "title": "upload", "cancellable": True},
                {"kind": "report", "message": "Uploading Ada", "percentage": 0},
                {"kind": "report", "message": "Uploaded", "percentage": 100},
                {"kind": "end"},
            ])
            player.execute("upload")
            self.assertEqual(len(values), 4, "an execution without progress= has no token")

    def test_each_execution_has_its_own_token(self):
        first, second = [], []
        with Client(PATH) as client:
            search = client.create("FlickrSearch", {"latencyMs": 0})
            search.set("searchText", "owl paris")
            search.execute("executeSearch", progress=first.append)
            search.execute("rerunSearch", 0, progress=second.append)
        for values, title in ((first, "executeSearch"), (second, "rerunSearch")):
            self.assertEqual([value["kind"] for value in values], ["begin", "report", "report", "end"])
            self.assertEqual(values[0]["title"], title)
            self.assertEqual(values[2]["message"], "Found 3 photos")
