#!/usr/bin/env python3
"""Checks mvvm-server messages against schema/mvvm-server.schema.json.

    python3 schema/validate.py [--allow-bad-client] [--allow-unanswered] TRANSCRIPT...
    python3 schema/validate.py --examples [DIR]

A transcript holds one JSON message (or batch) per line, prefixed with "> " for what the client
wrote and "< " for what the server wrote. Blank lines and lines starting with "#" are skipped.
A recording made with --record (docs/protocol.md §17.2: a header line, then one
{"t", "from", "message"} object a line) is read as the transcript it holds; a client frame it kept
as "text" (not JSON) counts as a client line that failed to parse.
Every line is validated against $defs/clientMessage or $defs/serverMessage. A response does not
name its method, so each response is paired by id with the oldest unanswered request carrying the
same id (1, 1.0 and "1" are different ids) and its result is validated against that method's
result def (the schema's "x-methods" table names it). A response nobody asked for, a second
response to one request, and a request never answered are failures too.
The server's own requests (docs/protocol.md §18) are paired the same way with the client's
responses, apart from the client's requests: their ids are a space of their own. The answer to a
built-in kind is validated against its result def; a kind of a catalog's own is not checked. The
server withdraws a request with $/cancelRequest, after which it needs no answer and an answer that
crossed the withdrawal is no failure. The server reusing an id or withdrawing a request it never
sent is a failure; so is a client's answer to an id the server never asked, or a second answer,
unless --allow-bad-client (tests answer stray ids on purpose).

--allow-bad-client  client lines may be broken on purpose (tests of bad input): they are not
                    validated, but their ids still pair with the server's error responses, and
                    their answers with the server's requests.
--allow-unanswered  do not fail on requests left without a response (a session that was killed),
                    in either direction.
--values            also check every value against the schema `viewModel/describe` gave for it in
                    the same transcript: properties in snapshots, bind results and
                    property/didChange, values the server accepted in property/set, command
                    inputs it accepted and outputs it answered, event payloads, collection items
                    (collection/window's included).

--examples checks every file of schema/examples/ (or DIR). The file name says what it holds:
    <slug>[.<variant>].request.json       the request of that method
    <slug>[.<variant>].notification.json  the notification of that method (either direction)
    <slug>[.<variant>].result.json        a successful response to that method
    <slug>[.<variant>].error.json         the client's error response to that request of the server
    error[.<variant>].response.json       an error response from the server
    batch[.<variant>].request.json        a client batch; batch[.<variant>].response.json answers it
where <slug> is the method with "/" turned into "-" and a leading "$/" dropped
("property/set" -> property-set, "$/cancelRequest" -> cancelRequest). Every method needs an
example, and every request a result example. A notification sent both ways ("direction": "both")
may be an example of either direction.

Exit status: 0 when everything is valid, 1 on any failure, 2 on bad usage.
"""

import argparse
import collections
import json
import os
import pathlib
import sys

import jsonschema

SCHEMA_PATH = pathlib.Path(__file__).resolve().parent / "mvvm-server.schema.json"
EXAMPLES_DIR = SCHEMA_PATH.parent / "examples"
MAX_ERRORS_PER_MESSAGE = 8
# The message defs a method's examples are checked against, by its x-methods "direction".
UNIONS = {"client": ["clientMessage"], "server": ["serverMessage"], "both": ["clientMessage", "serverMessage"]}


class Schema:
    """The protocol schema, with one validator per def on demand."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.root = json.load(f)
        jsonschema.Draft202012Validator.check_schema(self.root)
        self.defs = self.root["$defs"]
        self.methods = self.root["x-methods"]
        self._validators = {}

    def errors(self, def_name, instance, prefix="$"):
        """Returns readable errors ("$.params.value: ...") of instance against $defs/def_name."""
        validator = self._validators.get(def_name)
        if validator is None:
            # A copy of the root whose only assertion is the def keeps every "#/$defs/..." ref
            # resolvable on every jsonschema 4.x.
            wrapper = {"$schema": self.root["$schema"], "$defs": self.defs, "$ref": "#/$defs/" + def_name}
            validator = jsonschema.Draft202012Validator(wrapper)
            self._validators[def_name] = validator
        found = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        leaves = []
        for error in found:
            leaves.extend(_leaf_errors(error))
        messages = []
        for error in leaves:
            text = f"{_json_path(prefix, error.absolute_path)}: {error.message}"
            if text not in messages:
                messages.append(text)
        return messages[:MAX_ERRORS_PER_MESSAGE]

    def slug_to_method(self):
        return {slug(m): m for m in self.methods}


def _leaf_errors(error):
    """The most specific errors under an if/then or $ref chain, where the cause is."""
    if not error.context:
        return [error]
    leaves = []
    for sub in error.context:
        leaves.extend(_leaf_errors(sub))
    return leaves


def _json_path(prefix, path):
    out = prefix
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def slug(method):
    return method.removeprefix("$/").replace("/", "-")


def _reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def parse_json(text):
    """Parses one line; nesting too deep for Python's parser counts as unparsable, like bad syntax."""
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError as error:
        raise ValueError(f"nested too deep to parse: {error}") from None


def id_key(value):
    """A key that tells 1, 1.0 and "1" apart, as JSON-RPC ids are echoed exactly."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    return (type(value).__name__, value)


def is_answer(element):
    """Whether the server takes a client's element as the answer to one of its requests, as its decoder
    does; an element without a method that it does not take is answered with an error, by its id."""
    if not isinstance(element, dict) or "method" in element or element.get("jsonrpc") != "2.0" or "id" not in element:
        return False
    if ("result" in element) == ("error" in element):
        return False
    error = element.get("error", {"code": 0, "message": ""})
    return (isinstance(error, dict) and isinstance(error.get("code"), int) and not isinstance(error.get("code"), bool)
            and isinstance(error.get("message"), str))


def describe(message):
    if isinstance(message, list):
        return f"batch of {len(message)}"
    if not isinstance(message, dict):
        return "not an object"
    if isinstance(message.get("method"), str):
        kind = "request" if "id" in message else "notification"
        return f"{message['method']} {kind}" + (f" (id {json.dumps(message['id'])})" if "id" in message else "")
    return f"response (id {json.dumps(message.get('id'))})"


class Report:
    def __init__(self):
        self.failures = 0
        self.messages = 0

    def fail(self, where, what, errors):
        for error in errors:
            self.failures += 1
            line = f"{where}: {what}: {error}"
            print(line.encode("utf-8", "backslashreplace").decode("utf-8"))


class Values:
    """Checks values against the schemas `viewModel/describe` gave, for the view models whose type
    the transcript has shown (in a snapshot). Types never described are not checked."""

    def __init__(self, report):
        self.report = report
        self.types = {}  # type name -> description
        self.type_of = {}  # view-model id -> type name

    def check(self, where, what, schema, value):
        if schema is None:
            return
        errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(value), key=lambda e: list(e.path))
        self.report.fail(where, what, [f"{json.dumps(value)} does not match {json.dumps(schema)}: {e.message}"
                                       for e in errors])

    def member(self, view_model, kind, name):
        description = self.types.get(self.type_of.get(view_model))
        if description is None:
            return None
        return next((member for member in description[kind] if member["name"] == name), None)

    def snapshot(self, where, snapshot):
        if not isinstance(snapshot, dict) or "id" not in snapshot or "type" not in snapshot:
            return
        self.type_of[snapshot["id"]] = snapshot["type"]
        self.state(where, snapshot["id"], snapshot)

    def state(self, where, view_model, state):
        for name, value in (state.get("properties") or {}).items():
            property = self.member(view_model, "properties", name)
            self.check(where, f"{view_model}.{name}", property and property["schema"], value)
        for name, collection in (state.get("collections") or {}).items():
            self.items(where, view_model, name, collection.get("items", []))

    def items(self, where, view_model, name, items):
        collection = self.member(view_model, "collections", name)
        for item in items:
            if collection is not None and "itemSchema" in collection:
                self.check(where, f"an item of {view_model}.{name}", collection["itemSchema"], item)
            else:
                self.snapshot(where, item)

    def answered(self, where, method, params, result):
        params = params if isinstance(params, dict) else {}
        if method == "viewModel/describe":
            for description in result.get("types", []):
                self.types[description["name"]] = description
        elif method in ("viewModel/create", "viewModel/get"):
            self.snapshot(where, result.get("viewModel"))
        elif method == "viewModel/bind":
            self.state(where, params.get("viewModel"), result)
        elif method == "collection/window":
            self.items(where, params.get("viewModel"), params.get("collection"), result.get("items", []))
        elif method == "property/set":
            property = self.member(params.get("viewModel"), "properties", params.get("property"))
            self.check(where, f"the value set", property and property["schema"], params.get("value"))
        elif method == "command/execute":
            command = self.member(params.get("viewModel"), "commands", params.get("command"))
            if command is not None:
                self.check(where, "the command's input", command["inputSchema"], params.get("input"))
                self.check(where, "the command's output", command["outputSchema"], result.get("output"))

    def notified(self, where, message):
        params = message.get("params") or {}
        method = message.get("method")
        view_model = params.get("viewModel")
        if method == "property/didChange":
            property = self.member(view_model, "properties", params.get("property"))
            self.check(where, f"{view_model}.{params.get('property')}", property and property["schema"],
                       params.get("value"))
        elif method == "viewModel/event":
            event = self.member(view_model, "events", params.get("event"))
            self.check(where, f"the payload of {params.get('event')}", event and event["payloadSchema"],
                       params.get("payload"))
        elif method == "navigation/push":
            self.snapshot(where, params.get("viewModel"))
        elif method == "collection/didChange":
            for change in params.get("changes", []):
                self.items(where, view_model, params.get("collection"), change.get("items", []))


class Transcript:
    """Checks one transcript file: schema of every line, and request/response pairing."""

    def __init__(self, schema, report, allow_bad_client=False, allow_unanswered=False, values=False):
        self.schema = schema
        self.report = report
        self.allow_bad_client = allow_bad_client
        self.allow_unanswered = allow_unanswered
        self.values = Values(report) if values else None
        self.pending = collections.defaultdict(collections.deque)  # id key -> (where, method, params)
        self.asked = {}  # the server's requests: id key -> [where, method, state]

    def client(self, where, message, parse_error=None):
        if parse_error is not None:
            if not self.allow_bad_client:
                self.report.fail(where, "client line", [f"not JSON: {parse_error}"])
            return
        if not self.allow_bad_client:
            self.report.fail(where, describe(message), self.schema.errors("clientMessage", message))
        for element in message if isinstance(message, list) else [message]:
            if is_answer(element):
                self._answer(where, element)
            elif isinstance(element, dict) and "id" in element:
                key = id_key(element["id"])
                if key is not None:
                    method = element.get("method")
                    self.pending[key].append((where, method if isinstance(method, str) else None,
                                              element.get("params")))

    def _answer(self, where, response):
        """Pairs the client's response with the server's request of the same id."""
        question = self.asked.get(id_key(response["id"]))
        if question is None or question[2] == "answered":
            if not self.allow_bad_client:
                problem = "the server's request with this id was answered already" if question else \
                    "the server sent no request with this id"
                self.report.fail(where, describe(response), [f"$.id: {problem}"])
            return
        if question[2] == "waiting":
            question[2] = "answered"
        entry = self.schema.methods.get(question[1])
        if entry is not None and "result" in response and not self.allow_bad_client:
            self.report.fail(where, f"answer to {question[1]} (id {json.dumps(response['id'])})",
                             self.schema.errors(entry["result"], response["result"], "$.result"))

    def server(self, where, message, parse_error=None):
        if parse_error is not None:
            self.report.fail(where, "server line", [f"not JSON: {parse_error}"])
            return
        self.report.fail(where, describe(message), self.schema.errors("serverMessage", message))
        batch = isinstance(message, list)
        for index, element in enumerate(message if batch else [message]):
            if isinstance(element, dict) and "method" in element:
                if "id" in element:
                    self._ask(where, element)
                elif element["method"] == "$/cancelRequest":
                    self._withdraw(where, element)
                elif self.values is not None:
                    self.values.notified(where, element)
            if not isinstance(element, dict) or "method" in element:
                continue
            prefix = f"$[{index}]" if batch else "$"
            self._pair(where, element, prefix)

    def _ask(self, where, request):
        key = id_key(request["id"])
        if key is None:
            return  # the schema already rejected the id
        if key in self.asked:
            self.report.fail(where, describe(request), ["$.id: the server already sent a request with this id"])
            return
        self.asked[key] = [where, request["method"], "waiting"]

    def _withdraw(self, where, notification):
        params = notification.get("params")
        question = self.asked.get(id_key(params.get("id"))) if isinstance(params, dict) else None
        if question is None:
            self.report.fail(where, describe(notification), ["$.params.id: the server sent no request with this id"])
        elif question[2] == "waiting":
            question[2] = "withdrawn"

    def _pair(self, where, response, prefix):
        if "id" not in response or response["id"] is None:
            return  # an error about a message whose id could not be read
        key = id_key(response["id"])
        what = describe(response)
        if key is None:
            return  # the schema already rejected the id
        if not self.pending[key]:
            self.report.fail(where, what, [f"{prefix}.id: no request is waiting for a response with this id"])
            return
        _, method, params = self.pending[key].popleft()
        if "result" not in response:
            return
        entry = self.schema.methods.get(method)
        if entry is None or entry["kind"] != "request" or entry["direction"] != "client":
            self.report.fail(where, what, [f"{prefix}.result: a request of method {json.dumps(method)} cannot succeed"])
            return
        self.report.fail(where, f"response to {method} (id {json.dumps(response['id'])})",
                         self.schema.errors(entry["result"], response["result"], prefix + ".result"))
        if self.values is not None and isinstance(response["result"], dict):
            self.values.answered(where, method, params, response["result"])

    def finish(self):
        if self.allow_unanswered:
            return
        for queue in self.pending.values():
            for where, method, _ in queue:
                self.report.fail(where, f"{method} request", ["never answered"])
        for where, method, state in self.asked.values():
            if state == "waiting":
                self.report.fail(where, f"{method} request of the server", ["never answered nor withdrawn"])


def check_transcript(schema, report, path, **options):
    transcript = Transcript(schema, report, **options)
    try:
        lines = pathlib.Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        report.fail(path, "file", [str(error)])
        return
    if lines and lines[0].startswith('{"recording":'):
        lines = [""] + [recorded_line(line) for line in lines[1:]]
    for number, line in enumerate(lines, start=1):
        where = f"{path}:{number}"
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("> "):
            handle = transcript.client
        elif line.startswith("< "):
            handle = transcript.server
        else:
            report.fail(where, "line", ['must start with "> " (client) or "< " (server)'])
            continue
        report.messages += 1
        try:
            message, parse_error = parse_json(line[2:]), None
        except ValueError as error:
            message, parse_error = None, error
        handle(where, message, parse_error)
    transcript.finish()


def recorded_line(line):
    """A recording's line as the transcript line it stands for."""
    try:
        entry = json.loads(line)
        prefix = "> " if entry["from"] == "client" else "< "
        return prefix + (json.dumps(entry["message"]) if "message" in entry else entry["text"])
    except (ValueError, KeyError, TypeError):
        return line


def check_examples(schema, report, directory):
    methods_by_slug = schema.slug_to_method()
    covered = set()
    files = sorted(pathlib.Path(directory).glob("*.json"))
    if not files:
        report.fail(directory, "examples", ["no example files"])
    batches = {}
    for path in files:
        where = str(path)
        parts = path.name.split(".")
        if len(parts) not in (3, 4):
            report.fail(where, "file name", ["expected <slug>[.<variant>].<kind>.json"])
            continue
        stem, kind = parts[0], parts[-2]
        try:
            message = parse_json(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            report.fail(where, "file", [f"not JSON: {error}"])
            continue
        report.messages += 1
        if stem == "batch" and kind in ("request", "response"):
            batches.setdefault(".".join(parts[:-2]), {})[kind] = (where, message)
            continue
        if stem == "error" and kind == "response":
            report.fail(where, describe(message), schema.errors("errorResponse", message)
                        or schema.errors("serverMessage", message))
            continue
        method = methods_by_slug.get(stem)
        if method is None:
            report.fail(where, "file name", [f"{stem!r} names no method"])
            continue
        entry = schema.methods[method]
        if kind in ("request", "notification"):
            if entry["kind"] != kind:
                report.fail(where, "file name", [f"{method} is a {entry['kind']}, not a {kind}"])
                continue
            covered.add((method, kind))
            # Valid in one direction is enough for a method sent both ways; else the closest one's errors.
            report.fail(where, describe(message), schema.errors(entry["message"], message)
                        or min((schema.errors(union, message) for union in UNIONS[entry["direction"]]), key=len))
        elif kind == "result":
            if entry["kind"] != "request":
                report.fail(where, "file name", [f"{method} is a notification and has no result"])
                continue
            covered.add((method, "result"))
            response = "clientSuccessResponse" if entry["direction"] == "server" else "successResponse"
            report.fail(where, describe(message), schema.errors(response, message))
            if isinstance(message, dict) and "result" in message:
                report.fail(where, f"response to {method}", schema.errors(entry["result"], message["result"], "$.result"))
        elif kind == "error":
            if entry["kind"] != "request" or entry["direction"] != "server":
                report.fail(where, "file name", [f"{method} is not a request of the server"])
                continue
            report.fail(where, describe(message), schema.errors("clientErrorResponse", message))
        else:
            report.fail(where, "file name", [f"unknown kind {kind!r}"])
    for name, pair in sorted(batches.items()):
        if "request" not in pair:
            report.fail(pair["response"][0], "batch", [f"{name}.request.json is missing"])
            continue
        transcript = Transcript(schema, report, allow_unanswered="response" not in pair)
        transcript.client(*pair["request"])
        if "response" in pair:
            transcript.server(*pair["response"])
        transcript.finish()
    for method, entry in schema.methods.items():
        for kind in (entry["kind"], "result") if entry["kind"] == "request" else (entry["kind"],):
            if (method, kind) not in covered:
                report.fail(directory, "coverage", [f"no {slug(method)}.{kind}.json for {method}"])
    return len(files)


def main(argv):
    parser = argparse.ArgumentParser(description="Validate mvvm-server transcripts or schema examples.")
    parser.add_argument("transcripts", nargs="*", metavar="TRANSCRIPT")
    parser.add_argument("--examples", nargs="?", const=str(EXAMPLES_DIR), metavar="DIR",
                        help="validate the example files (default: schema/examples)")
    parser.add_argument("--allow-bad-client", action="store_true",
                        help="do not validate client lines (tests of bad input)")
    parser.add_argument("--allow-unanswered", action="store_true",
                        help="do not fail on requests without a response")
    parser.add_argument("--values", action="store_true",
                        help="check values against the schemas viewModel/describe gave")
    parser.add_argument("--schema", default=str(SCHEMA_PATH), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.examples is None and not args.transcripts:
        parser.error("give TRANSCRIPT files or --examples")

    schema = Schema(args.schema)
    report = Report()
    if args.examples is not None:
        count = check_examples(schema, report, args.examples)
        shown = os.path.relpath(args.examples)
        label = f"{args.examples if shown.startswith('..') else shown}: {count} example files"
    else:
        for path in args.transcripts:
            check_transcript(schema, report, path, allow_bad_client=args.allow_bad_client,
                             allow_unanswered=args.allow_unanswered, values=args.values)
        label = f"{len(args.transcripts)} transcript(s), {report.messages} messages"
    if report.failures:
        print(f"FAILED: {label}, {report.failures} failure(s)")
        return 1
    print(f"ok: {label}, all valid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
