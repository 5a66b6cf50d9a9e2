import http.client
import json
import pathlib
import re
import signal
import subprocess
import sys
import threading
import time
import unittest
import urllib.parse

from mvvm_client import inspector

from .server import PATH, needs_server


@needs_server
class BridgeTests(unittest.TestCase):
    def setUp(self):
        self.bridge = inspector.Bridge([PATH])
        self.thread = threading.Thread(target=self.bridge.serve_forever, daemon=True)
        self.thread.start()
        url = urllib.parse.urlsplit(self.bridge.url)
        self.port = url.port
        self.prefix = url.path

    def tearDown(self):
        self.bridge.shutdown()
        self.bridge.server_close()
        self.bridge.close_sessions()

    def request(self, method, path, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.request(method, path, body=body)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response.status, response.getheader("Content-Type"), data

    def test_the_url_is_local_and_carries_a_long_random_token(self):
        self.assertTrue(self.bridge.url.startswith("http://127.0.0.1:"))
        self.assertGreaterEqual(len(self.bridge.token), 20)
        other = inspector.Bridge([PATH])
        other.server_close()
        self.assertNotEqual(self.bridge.token, other.token)

    def test_requests_without_the_token_are_forbidden(self):
        for path in ("/", "/index.html", "/events", "/send", "/x" + self.prefix, self.prefix[:-2] + "/"):
            self.assertEqual(self.request("GET", path)[0], 403, path)
        self.assertEqual(self.request("POST", "/send", b"{}")[0], 403)

    def test_the_page_is_served_under_the_token_and_nothing_else(self):
        status, content_type, body = self.request("GET", self.prefix)
        self.assertEqual((status, content_type), (200, "text/html; charset=utf-8"))
        scripts = re.findall(r'<script src="([^"]+)"', body.decode())
        self.assertIn("inspector.js", scripts)
        for script in scripts:
            status, content_type, _ = self.request("GET", self.prefix + script)
            self.assertEqual((status, content_type), (200, "text/javascript; charset=utf-8"), script)
        self.assertEqual(self.request("GET", self.prefix + "../inspector.py")[0], 404)
        self.assertEqual(self.request("GET", self.prefix + "tests/browser.py")[0], 404)

    def test_a_stream_spawns_a_server_and_posts_reach_it_in_order(self):
        stream = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        stream.request("GET", self.prefix + "events")
        response = stream.getresponse()
        self.assertEqual(response.getheader("Content-Type"), "text/event-stream")
        events = self.events(response)
        name, data = next(events)
        self.assertEqual(name, "session")
        session = json.loads(data)["session"]
        send = self.prefix + "send?session=" + session
        lines = [json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1.0"}}),
                 json.dumps({"jsonrpc": "2.0", "id": 2, "method": "viewModel/create", "params": {"type": "Player"}})]
        self.assertEqual(self.request("POST", send, "\n".join(lines).encode())[0], 204)
        answers = [json.loads(next(events)[1]) for _ in range(2)]
        self.assertEqual([answer["id"] for answer in answers], [1, 2])
        self.assertEqual(answers[1]["result"]["viewModel"]["id"], "vm-1")

        self.assertEqual(self.request("POST", send, b"{oops")[0], 400)
        self.assertEqual(self.request("POST", self.prefix + "send?session=nope", b"{}")[0], 410)
        self.assertEqual(self.request("POST", send, b'{"jsonrpc":"2.0","method":"exit"}')[0], 204)
        name, data = next(events)
        self.assertEqual((name, json.loads(data)), ("exit", {"status": 1}))
        stream.close()
        deadline = time.monotonic() + 10
        while self.bridge.sessions and time.monotonic() < deadline:
            time.sleep(0.01)
        self.assertEqual(self.bridge.sessions, {})

    def events(self, response):
        name, data = None, None
        while True:
            line = response.fp.readline().decode().rstrip("\n")
            if line.startswith("event: "):
                name = line[len("event: "):]
            elif line.startswith("data: "):
                data = line[len("data: "):]
            elif line == "" and name is not None:
                yield name, data
                name, data = None, None


class StopTests(unittest.TestCase):
    def test_stop_ends_serving_even_when_it_comes_while_a_request_is_being_dispatched(self):
        # Where a signal lands when SIGTERM races a request: inside socketserver's dispatch, which
        # swallows exceptions, so stopping must not be an exception.
        class StoppedMidRequest(inspector.Bridge):
            def process_request(self, request, client_address):
                self.stop()
                super().process_request(request, client_address)

        bridge = StoppedMidRequest(["/nonexistent/mvvm-server"])
        serving = threading.Thread(target=bridge.serve_forever, daemon=True)
        serving.start()
        try:
            connection = http.client.HTTPConnection("127.0.0.1", bridge.server_address[1], timeout=10)
            connection.request("GET", "/")
            self.assertEqual(connection.getresponse().status, 403)
            connection.close()
            serving.join(10)
            self.assertFalse(serving.is_alive())
        finally:
            bridge.server_close()


@needs_server
class CommandTests(unittest.TestCase):
    def run_module(self, *arguments):
        """Runs the bridge as a test runner may: with SIGINT and SIGTERM blocked and SIGINT ignored."""
        def as_a_runner_may():
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
            signal.signal(signal.SIGINT, signal.SIG_IGN)

        return subprocess.Popen([sys.executable, "-m", "mvvm_client.inspector", *arguments],
                                cwd=pathlib.Path(__file__).resolve().parents[1], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, preexec_fn=as_a_runner_may)

    def test_the_command_prints_the_url_and_serves_it_until_stopped(self):
        process = self.run_module("--server", PATH, "--", "--log-level", "error")
        try:
            url = urllib.parse.urlsplit(process.stdout.readline().strip())
            connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
            connection.request("GET", url.path)
            self.assertEqual(connection.getresponse().status, 200)
            connection.close()
        finally:
            process.send_signal(signal.SIGTERM)
            self.assertEqual(process.wait(10), 0)
            process.stdout.close()
            process.stderr.close()

    def test_a_missing_server_is_a_usage_error(self):
        process = self.run_module("--server", "/nonexistent/mvvm-server")
        _, error = process.communicate(timeout=10)
        self.assertEqual(process.returncode, 2)
        self.assertIn("no server executable", error)
