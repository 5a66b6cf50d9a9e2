#!/usr/bin/env python3
"""Writes the fuzz target's seed corpus into DIR, from the sessions in examples/ and the client
messages in schema/examples/.

    python3 fuzz/seeds.py DIR

Each seed is a mode byte (see fuzz/Harness/FuzzMode.swift; 0 = the server's defaults, framing
detected) followed by a client's byte stream, once newline-delimited and once LSP-framed:
- every examples/*.jsonl session, whole;
- every client message of schema/examples/ (requests, notifications, batches, answers to the
  server's requests; the direction of its method in the schema's x-methods tells) after an
  `initialize` and the creation of a Player, so that it reaches the handler behind the lifecycle
  check and finds a view model "vm-1".
Standard library only; the corpus is generated, never committed.
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA = json.loads((ROOT / "schema" / "mvvm-server.schema.json").read_text(encoding="utf-8"))
DIRECTIONS = {method.removeprefix("$/").replace("/", "-"): entry["direction"]
              for method, entry in SCHEMA["x-methods"].items()}
PRELUDE = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "1.0"}},
    {"jsonrpc": "2.0", "id": 2, "method": "viewModel/create", "params": {"type": "Player"}},
]


def compact(message):
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()


def ndjson(bodies):
    return b"".join(body + b"\n" for body in bodies)


def lsp(bodies):
    return b"".join(b"Content-Length: %d\r\n\r\n" % len(body) + body for body in bodies)


def sessions():
    for path in sorted((ROOT / "examples").glob("*.jsonl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        yield path.stem, [compact(json.loads(line)) for line in lines if line.strip()]


def is_client(name):
    """Whether the example file `name` holds a message a client writes (schema/validate.py names them)."""
    parts = name.split(".")
    if parts[0] == "batch":
        return parts[-2] == "request"
    direction = DIRECTIONS.get(parts[0])  # None for error.*.response.json, the server's
    if parts[-2] in ("request", "notification"):
        return direction in ("client", "both")
    return direction == "server"  # a result or error: the client's answer to a request of the server


def client_messages():
    for path in sorted((ROOT / "schema" / "examples").glob("*.json")):
        if is_client(path.name):
            message = json.loads(path.read_text(encoding="utf-8"))
            yield path.stem, [compact(m) for m in PRELUDE] + [compact(message)]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    directory = pathlib.Path(sys.argv[1])
    directory.mkdir(parents=True, exist_ok=True)
    count = 0
    for name, bodies in [*sessions(), *client_messages()]:
        for framing, encode in (("ndjson", ndjson), ("lsp", lsp)):
            (directory / f"{name}.{framing}").write_bytes(b"\0" + encode(bodies))
            count += 1
    print(f"{count} seeds in {directory}")


if __name__ == "__main__":
    main()
