"""The browser inspector's bridge: serves the page (mvvm_client/web, installed with the package) on
127.0.0.1 and relays between it and an mvvm-server it spawns (docs/inspector.md).

    mvvm-inspector [--server PATH] [--port N] [-- server arguments...]
    python3 -m mvvm_client.inspector …

Every URL starts with a random token (`http://127.0.0.1:PORT/TOKEN/`); any other path is answered
403, so another local user or a web page in the same browser cannot drive the server. Each page
load opens `TOKEN/events`, a server-sent event stream: the bridge spawns a fresh server for it,
names the session in a first `session` event, then sends every line the server writes as one
`message` event, and `exit` when the server ends. The page posts each message it sends to
`TOKEN/send?session=ID`. Closing the page (the stream) closes the server's stdin, which ends it.
Standard library only.
"""

import argparse
import http.server
import json
import os
import pathlib
import queue
import secrets
import shutil
import signal
import subprocess
import sys
import threading
import urllib.parse

PAGE = pathlib.Path(__file__).resolve().parent / "web"
# The checkout, when the module runs from one (its sources, or an editable install of them).
ROOT = pathlib.Path(__file__).resolve().parents[3]
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
                 ".css": "text/css; charset=utf-8"}
# How long an idle event stream waits before a comment line checks that the page is still there.
KEEPALIVE_SECONDS = 15
# The largest message the page may post; the server's own default limit is far larger, a page
# that sends more than this is broken.
MAX_POST_BYTES = 16 * 1024 * 1024


def default_server():
    """$MVVM_SERVER, else the debug build in the checkout (ROOT), else mvvm-server on PATH."""
    built = ROOT / ".build" / "debug" / "mvvm-server"
    return os.environ.get("MVVM_SERVER") or (str(built) if built.exists() else shutil.which("mvvm-server"))


class ServerSession:
    """One spawned server and the queue of lines it wrote, for one event stream."""

    def __init__(self, command, stderr):
        self.id = secrets.token_hex(8)
        self.lines = queue.Queue()
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=stderr, bufsize=0)
        self._write_lock = threading.Lock()
        threading.Thread(target=self._read, name="inspector-server-reader", daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            line = line.strip()
            if line:
                self.lines.put(line.decode("utf-8", "replace"))
        self.process.stdout.close()
        self.lines.put(None)

    def send(self, message):
        """Writes one message (a JSON value) as one NDJSON line; False once the server is gone."""
        data = (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
        with self._write_lock:
            try:
                self.process.stdin.write(data)
                self.process.stdin.flush()
            except (BrokenPipeError, ValueError, OSError):
                return False
        return True

    def close(self, timeout=5.0):
        """Ends the server's input, which ends the server; kills it if it does not end in time."""
        with self._write_lock:
            try:
                self.process.stdin.close()
            except OSError:
                pass
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class Bridge(http.server.ThreadingHTTPServer):
    """The HTTP server: the page's files and the relay, under one random token."""

    daemon_threads = True

    def __init__(self, command, port=0, stderr=None):
        super().__init__(("127.0.0.1", port), Handler)
        self.command = command
        self.stderr = stderr
        self.token = secrets.token_urlsafe(18)
        self.sessions = {}
        self.sessions_lock = threading.Lock()

    @property
    def url(self):
        return "http://127.0.0.1:%d/%s/" % (self.server_address[1], self.token)

    def stop(self):
        """Ends serve_forever from anywhere, a signal handler included, without raising into it.

        An exception raised into the serving loop can land in socketserver's own `except Exception`
        around a request and be swallowed, leaving the bridge serving. shutdown() waits for the loop
        to finish, so it runs on a thread of its own.
        """
        threading.Thread(target=self.shutdown, daemon=True).start()

    def close_sessions(self):
        with self.sessions_lock:
            sessions, self.sessions = list(self.sessions.values()), {}
        for session in sessions:
            session.close()


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = "mvvm-inspector"
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def _route(self):
        """The path below the token and the query, or None (after answering 403) without it."""
        url = urllib.parse.urlsplit(self.path)
        prefix = "/" + self.server.token + "/"
        if not secrets.compare_digest(url.path[:len(prefix)].encode(), prefix.encode()):
            self._reply(403, b"forbidden: this URL lacks the inspector's token\n", "text/plain")
            return None
        return url.path[len(prefix):], urllib.parse.parse_qs(url.query)

    def _reply(self, status, body, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        route = self._route()
        if route is None:
            return
        path, _ = route
        if path == "events":
            self._stream()
            return
        name = path or "index.html"
        file = (PAGE / name).resolve()
        if file.parent != PAGE or file.suffix not in CONTENT_TYPES or not file.is_file():
            self._reply(404, b"not found\n", "text/plain")
            return
        self._reply(200, file.read_bytes(), CONTENT_TYPES[file.suffix])

    def do_POST(self):
        route = self._route()
        if route is None:
            return
        path, query = route
        length = int(self.headers.get("Content-Length") or 0)
        if path != "send" or length > MAX_POST_BYTES:
            self._reply(404 if path != "send" else 413, b"not accepted\n", "text/plain")
            return
        body = self.rfile.read(length)
        with self.server.sessions_lock:
            session = self.server.sessions.get((query.get("session") or [""])[0])
        if session is None:
            self._reply(410, b"no such session: reload the page\n", "text/plain")
            return
        try:
            messages = [json.loads(line) for line in body.split(b"\n") if line.strip()]
        except ValueError as error:
            self._reply(400, ("not JSON: %s\n" % error).encode(), "text/plain")
            return
        if not all(session.send(message) for message in messages):
            self._reply(410, b"the server has ended\n", "text/plain")
            return
        self._reply(204, b"", "text/plain")

    def _stream(self):
        try:
            session = ServerSession(self.server.command, self.server.stderr)
        except OSError as error:
            self._reply(500, ("could not start %s: %s\n" % (self.server.command[0], error)).encode(), "text/plain")
            return
        with self.server.sessions_lock:
            self.server.sessions[session.id] = session
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            self._event("session", json.dumps({"session": session.id, "server": self.server.command[0]}))
            while True:
                try:
                    line = session.lines.get(timeout=KEEPALIVE_SECONDS)
                except queue.Empty:
                    self.wfile.write(b": keepalive\n\n")
                    self.wfile.flush()
                    continue
                if line is None:
                    session.process.wait()
                    self._event("exit", json.dumps({"status": session.process.returncode}))
                    break
                self._event("message", line)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            with self.server.sessions_lock:
                self.server.sessions.pop(session.id, None)
            session.close()

    def _event(self, name, data):
        self.wfile.write(("event: %s\ndata: %s\n\n" % (name, data)).encode())
        self.wfile.flush()


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    server_arguments = []
    if "--" in argv:
        split = argv.index("--")
        argv, server_arguments = argv[:split], argv[split + 1:]
    parser = argparse.ArgumentParser(
        prog="python3 -m mvvm_client.inspector",
        description="Serve the browser inspector for an mvvm-server (or any server built on it).",
        epilog="Arguments after -- go to the server, e.g. -- --data-dir /tmp/x.")
    parser.add_argument("--server", default=default_server(),
                        help="the server executable (default: $MVVM_SERVER, else .build/debug/mvvm-server, "
                             "else mvvm-server on PATH)")
    parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1 (default: a free one)")
    options = parser.parse_args(argv)
    if not options.server or not os.access(options.server, os.X_OK):
        parser.error("no server executable at %r: build it (swift build) or pass --server" % options.server)
    bridge = Bridge([options.server, *server_arguments], port=options.port)

    def stop(signum, frame):
        bridge.stop()

    # Set explicitly, and unblocked: a process started with SIGINT ignored or these signals blocked
    # (as some test runners start their children) would otherwise never stop on them.
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, stop)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        print(bridge.url, flush=True)
        bridge.serve_forever()
    finally:
        bridge.server_close()
        bridge.close_sessions()
    return 0


if __name__ == "__main__":
    sys.exit(main())
