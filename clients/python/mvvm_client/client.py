"""Spawning mvvm-server and talking JSON-RPC 2.0 to it (docs/protocol.md §1–§3), answering the
questions its view models ask (§18) and following the progress of commands (§19)."""

import logging
import os
import shutil
import subprocess
import threading
import time

from . import framing as framings
from .errors import RPCError
from .mirror import Mirror
from .window import window_spec, window_specs

# The kind of error a request about a view model the server no longer hosts answers (§13).
VIEW_MODEL_NOT_FOUND = "viewModelNotFound"

PROTOCOL_VERSION = "1.0"
# JSON-RPC's codes for a request the client has no answer for, and for an answerer that failed.
METHOD_NOT_FOUND = -32601
INTERNAL_ERROR = -32603

log = logging.getLogger("mvvm_client")


class Client:
    """One mvvm-server child process and the session with it.

    The server is `server`, else the MVVM_SERVER environment variable, else `mvvm-server` on PATH;
    `arguments` are its command-line options; `clock="controlled"` starts it with a clock that moves
    only when `advance()` moves it (docs/protocol.md §17.1), and `record=PATH` has it record the
    session to PATH (§17.2) for `replay`. Creating the client initializes the session and
    describes every type. A reader thread applies notifications to the mirrored view models and
    runs their callbacks, then hands each response to the request waiting for it; every wait ends
    after `timeout` seconds (or the timeout given to the call) with TimeoutError. `close()`, or
    leaving a `with` block, shuts the session down and always reaps the process.

    `answer` maps each method of the server's requests the client answers (docs/protocol.md §18)
    to its answerer: a function `fn(params)`, or a list of scripted answers (see `script`). Those
    methods, and only those, are claimed in `initialize`; the server answers any other question
    with its default without asking. `asked` lists every question as `(method, params)`, in the
    order asked; `questions` holds, by id, those not answered yet nor withdrawn; `refused` the
    params of each `frontend/answerRefused`.

    `default_window` (a count, `(offset, count)` or `{"offset", "count"}`) is sent as `initialize`'s
    `defaultWindow`: every collection the client does not window itself, pushed screens' included,
    then arrives as that window of it (mirror.py's `ViewModel.windows`); none shows them whole.

    Mirrors change on the reader thread: hold `lock` to read several values consistently.
    """

    def __init__(self, server=None, arguments=(), framing=framings.NDJSON, timeout=10.0,
                 client_name="mvvm_client", stderr=subprocess.DEVNULL, clock=None, record=None, answer=None,
                 default_window=None):
        path = server_path(server)
        arguments = list(arguments)
        if clock is not None:
            arguments += ["--clock", clock]
        if record is not None:
            arguments += ["--record", os.fspath(record)]
        self.timeout = timeout
        self.lock = threading.Condition()
        self.mirror = Mirror({}, client=self)
        self._framing = framing
        self._write_lock = threading.Lock()
        self._pending = {}
        self._next_id = 1
        self._ended = None
        self._callback_error = None
        self._closed = False
        self.asked = []
        self.questions = {}
        self.refused = []
        self._answerers = {}
        self._scripts = {}
        for method, answerer in (answer or {}).items():
            if isinstance(answerer, (list, tuple)):
                self._scripts[method] = list(answerer)
            elif callable(answerer):
                self._scripts[method] = []
                self._answerers[method] = answerer
            else:
                raise TypeError("the answerer of %s must be a function or a list of answers" % method)
        self._progress = {}
        self._next_token = 1
        self.default_window = window_spec(default_window)
        self.default_count = None if self.default_window is None else self.default_window["count"]
        self._process = subprocess.Popen([path, *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=stderr, bufsize=0)
        self._reader = threading.Thread(target=self._read, name="mvvm-client-reader", daemon=True)
        self._reader.start()
        try:
            params = {"protocolVersion": PROTOCOL_VERSION, "clientInfo": {"name": client_name}}
            if self._scripts:
                params["capabilities"] = {"frontendRequests": sorted(self._scripts)}
            if self.default_window is not None:
                params["defaultWindow"] = self.default_window
            self.info = self.request("initialize", params)
            self.notify("initialized", {})
            for description in self.request("viewModel/describe", {})["types"]:
                self.mirror.item_types[description["name"]] = {
                    collection["name"]: collection.get("itemType") for collection in description["collections"]
                }
        except BaseException:
            self.close()
            raise

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    @property
    def returncode(self):
        """The server's exit status once it has ended, else None."""
        return self._process.poll()

    def create(self, type, arguments=None, timeout=None, windows=None):
        """Creates a view model and returns its mirror (not bound yet). `windows` (`{collection:
        count | (offset, count) | {offset, count}}`) has its snapshot hold only those windows of
        those collections (`vm.windows`)."""
        params = {"type": type} if arguments is None else {"type": type, "arguments": arguments}
        if windows is not None:
            params["windows"] = window_specs(windows)

        return self._call("viewModel/create", params, timeout,
                          lambda result: self.mirror.adopt(result["viewModel"], params.get("windows")))

    @property
    def clock_is_controlled(self):
        """Whether the server's clock moves only with `advance()` (`--clock controlled`)."""
        return bool(self.info["capabilities"].get("clock", {}).get("controlled"))

    def advance(self, milliseconds, timeout=None):
        """Moves a controlled clock forward and returns its time in milliseconds. It returns once
        everything due by then has run and everything that caused has been applied to the mirrors:
        a tick, a search's latency or a debounce happens exactly here, without sleeping."""
        return self.request("clock/advance", {"milliseconds": milliseconds}, timeout)["now"]

    def request(self, method, params=None, timeout=None):
        """Sends a request and returns its result; raises RPCError for an error response."""
        return self._call(method, params, timeout, lambda result: result)

    def notify(self, method, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self._write(message)

    def script(self, method, *answers):
        """Answers the server's next requests of `method`, one answer each, in order, as they
        arrive, before the method's function is asked: how a test plays the user. An answer is
        the result to send (None sends null), or an RPCError to answer with that error. `method`
        must have been claimed with `answer` when the client was made."""
        with self.lock:
            self._claimed(method).extend(answers)

    def on_request(self, method, answerer):
        """Makes `answerer(params)` answer the server's requests of `method` from now on; `method`
        must have been claimed with `answer` when the client was made, since the server asks only
        what `initialize` claimed.

        The answerer runs on a thread of its own, so it may take its time (ask a person) and make
        requests. What it returns is the result; an RPCError it raises is sent as the error, any
        other exception as InternalError, and raised again by the client's next call. If the
        server withdraws the question first (`$/cancelRequest`: the asker was disposed, the command
        cancelled, the timeout passed), nothing is sent."""
        with self.lock:
            self._claimed(method)
            self._answerers[method] = answerer

    def send_frame(self, body):
        """Sends `body` (bytes) as one frame, JSON or not: how a test shows the server a malformed
        message. Its error answer has no id a request waits for; a later request's answer comes
        after it."""
        self._write_bytes(framings.frame(body, self._framing))

    def wait_until(self, predicate, timeout=None):
        """Waits until `predicate()` holds, checking it (under `lock`) after each message received."""
        limit = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + limit
        with self.lock:
            while not predicate():
                self._raise_if_broken()
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError("condition not met within %.1f s" % limit)
                self.lock.wait(remaining)

    def close(self, timeout=5.0):
        """Sends shutdown and exit, then waits for the process, killing it if it does not end."""
        if self._closed:
            return
        self._closed = True
        try:
            if self._ended is None:
                self._call("shutdown", None, timeout, lambda result: result)
                self.notify("exit")
        except (RPCError, TimeoutError, ConnectionError, OSError):
            pass
        finally:
            self._process.stdin.close()
            try:
                self._process.wait(timeout)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._reader.join(timeout)
            self._process.stdout.close()

    def _claimed(self, method):
        script = self._scripts.get(method)
        if script is None:
            raise ValueError("%s was not claimed: pass it in answer= when making the client" % method)
        return script

    def _follow_progress(self, callback):
        """A fresh work-done token whose `$/progress` values go to `callback` (§19)."""
        with self.lock:
            token = "progress-%d" % self._next_token
            self._next_token += 1
            self._progress[token] = callback
        return token

    def _unfollow_progress(self, token):
        with self.lock:
            self._progress.pop(token, None)

    def _call(self, method, params, timeout, apply):
        """Sends a request; `apply(result)` runs on the reader thread as the response arrives, before
        any later message is applied, and its value is what the call returns."""
        if threading.current_thread() is self._reader:
            raise RuntimeError("a callback cannot wait for a response: it runs on the reader thread")
        wait = self.timeout if timeout is None else timeout
        with self.lock:
            self._raise_if_broken()
        pending = self._send(method, params, apply)
        with self.lock:
            if not self.lock.wait_for(lambda: pending.done or self._ended is not None, wait):
                del self._pending[pending.id]
                raise TimeoutError("no answer to %s (id %d) within %.1f s" % (method, pending.id, wait))
            if not pending.done:
                self._raise_if_broken()
        if pending.error is not None:
            raise pending.error
        return pending.value

    def _send(self, method, params, apply, quiet=False):
        """Sends a request without waiting for it and returns its `_Pending`; `apply(result)` runs on
        the reader thread as the response arrives. A `quiet` request is one nobody waits for (the
        binds that follow a collection's rows): a viewModelNotFound answer is dropped, since the view
        model left meanwhile, and any other error is raised by the client's next call. The reader
        thread may send one while it applies a message, so the request goes out before any request
        the message lets a waiting call make."""
        with self.lock:
            request_id = self._next_id
            self._next_id += 1
            pending = self._pending[request_id] = _Pending(request_id, apply, quiet)
        message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self._write(message)
        return pending

    def _write(self, message):
        self._write_bytes(framings.encode(message, self._framing))

    def _write_bytes(self, frame):
        data = memoryview(frame)
        with self._write_lock:
            while data:
                data = data[os.write(self._process.stdin.fileno(), data):]

    def _raise_if_broken(self):
        if self._callback_error is not None:
            error, self._callback_error = self._callback_error, None
            raise error
        if self._ended is not None:
            raise ConnectionError(self._ended)

    def _read(self):
        decoder = framings.decoder(self._framing)
        descriptor = self._process.stdout.fileno()
        reason = "mvvm-server closed its output"
        while True:
            data = os.read(descriptor, 65536)
            if not data:
                break
            try:
                messages = decoder.feed(data)
            except framings.FramingError as error:
                reason = "mvvm-server wrote a bad frame: %s" % error
                break
            with self.lock:
                for message in messages:
                    self._dispatch(message)
                self.lock.notify_all()
        with self.lock:
            self._ended = reason
            self.lock.notify_all()
        while os.read(descriptor, 65536):
            pass

    def _dispatch(self, message):
        if "method" in message and "id" in message:
            self._asked(message["id"], message["method"], message.get("params"))
            return
        if "method" in message:
            try:
                self._notified(message["method"], message.get("params") or {})
            except Exception as error:
                self._callback_error = self._callback_error or error
            return
        pending = self._pending.pop(message.get("id"), None)
        if pending is None:
            return
        if "error" in message:
            error = message["error"]
            pending.finish(error=RPCError(error["code"], error["message"], error.get("data")))
        else:
            try:
                pending.finish(value=pending.apply(message.get("result")))
            except Exception as error:
                pending.finish(error=error)
        if pending.quiet and pending.error is not None and getattr(pending.error, "kind", None) != VIEW_MODEL_NOT_FOUND:
            self._callback_error = self._callback_error or pending.error

    def _notified(self, method, params):
        if method == "$/cancelRequest":
            self.questions.pop(params.get("id"), None)
        elif method == "$/progress":
            callback = self._progress.get(params.get("token"))
            if callback is not None:
                callback(params.get("value"))
        elif method == "frontend/answerRefused":
            self.refused.append(params)
            log.warning("the server refused the answer to its request %r: %s", params.get("id"),
                        params.get("error", {}).get("message"))
        else:
            self.mirror.apply(method, params)

    def _asked(self, request_id, method, params):
        """A question from the server: a scripted answer goes back at once, a function's answer from
        a thread of its own; without either it waits in `questions` until the server withdraws it."""
        self.asked.append((method, params))
        script = self._scripts.get(method)
        if script is None:
            self._respond(request_id, _failing(RPCError(METHOD_NOT_FOUND, "%s was not claimed" % method)))
        elif script:
            answer = script.pop(0)
            self._respond(request_id, _failing(answer) if isinstance(answer, RPCError) else {"result": answer})
        else:
            self.questions[request_id] = (method, params)
            answerer = self._answerers.get(method)
            if answerer is not None:
                threading.Thread(target=self._answer, args=(request_id, answerer, params),
                                 name="mvvm-client-answer", daemon=True).start()

    def _answer(self, request_id, answerer, params):
        try:
            response = {"result": answerer(params)}
        except RPCError as error:
            response = _failing(error)
        except Exception as error:
            response = _failing(RPCError(INTERNAL_ERROR, "the answerer failed: %s" % error))
            with self.lock:
                self._callback_error = self._callback_error or error
        with self.lock:
            if self.questions.pop(request_id, None) is None:
                return
            self.lock.notify_all()
        self._respond(request_id, response)

    def _respond(self, request_id, response):
        try:
            self._write(dict({"jsonrpc": "2.0", "id": request_id}, **response))
        except (OSError, ValueError):
            pass


def _failing(error):
    """The members of a response that fails with `error`, an RPCError."""
    member = {"code": error.code, "message": error.message}
    if error.data:
        member["data"] = error.data
    return {"error": member}


def server_path(server=None):
    """`server`, else $MVVM_SERVER, else mvvm-server on PATH."""
    path = server or os.environ.get("MVVM_SERVER") or shutil.which("mvvm-server")
    if not path:
        raise FileNotFoundError("mvvm-server is not on PATH; pass its path or set MVVM_SERVER")
    return path


class _Pending:
    def __init__(self, id, apply, quiet):
        self.id = id
        self.apply = apply
        self.quiet = quiet
        self.done = False
        self.value = None
        self.error = None

    def finish(self, value=None, error=None):
        self.value, self.error, self.done = value, error, True
