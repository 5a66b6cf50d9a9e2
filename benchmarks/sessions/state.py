"""Shape B proxies: the size of the state, the server's cost to parse a snapshot-sized message,
and the cost of making N live view models from data in one turn.
usage: state.py MVVM_SERVER TODOS_SERVER"""
import json, os, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from rpc import Server, pipelined
mvvm, todos = sys.argv[1], sys.argv[2]

def best(f, runs=5):
    return min(f() for _ in range(runs))

# 1. todos: 10,000 todos; its get, and a compact snapshot of what is declared (settables, kept models, row versions).
s = Server([todos, "--clock", "controlled", "--framing", "ndjson"]); s.start()
vm = s.call("viewModel/create", {"type": "TodoList"})["result"]["viewModel"]["id"]
pipelined(s, [("command/execute", {"viewModel": vm, "command": "add", "input": "todo %d" % i}) for i in range(10000)])
pipelined(s, [("command/execute", {"viewModel": "%s.items.%d" % (vm, i), "command": "toggle"}) for i in range(1, 10001, 3)])
rid = s.send("viewModel/get", {"viewModel": vm}); line, _ = s.wait(rid)
g = json.loads(line)["result"]["viewModel"]
rows = g["collections"]["items"]["items"]
snap = {"id": g["id"], "type": g["type"], "version": g.get("version"),
        "settable": {"filter": g["properties"].get("filter"), "selectedItem": g["properties"].get("selectedItem")},
        "kept": {"todos": [[r["id"].rsplit(".", 1)[1], r["properties"]["title"], r["properties"]["isCompleted"]] for r in rows]},
        "rows": {"items": [[r["id"].rsplit(".", 1)[1], r.get("version")] for r in rows]}}
compact = json.dumps(snap, separators=(",", ":")).encode()
print(json.dumps({"todos_get_bytes": len(line), "todos_snapshot_bytes": len(compact), "per_row": round(len(compact) / 10000, 1)}))
# Server's cost to read a snapshot-sized message: an unknown method whose params are the get (parsed whole, answered -32601).
def parse(payload):
    def one():
        t0 = time.perf_counter(); rid = s.send("session/restoreProxy", payload); s.wait(rid); return time.perf_counter() - t0
    return one
big = json.loads(line)["result"]
print(json.dumps({"parse_get_2MB_ms": round(best(parse(big)) * 1000, 1), "parse_compact_ms": round(best(parse(snap)) * 1000, 1),
                  "round_trip_tiny_ms": round(best(parse({"x": 1}), 50) * 1000, 3)}))
s.close()

# 2. Making N live view models from data in one turn: QuoteList with initialCount N, one 50-row window (rows made as windows need them).
for n in (1000, 10000, 100000):
    for window in (None, {"count": 50}):
        def one():
            q = Server([mvvm, "--clock", "controlled", "--framing", "ndjson"]); q.start(window)
            t0 = time.perf_counter(); rid = q.send("viewModel/create", {"type": "QuoteList", "arguments": {"initialCount": n}}); line, _ = q.wait(rid)
            t = time.perf_counter() - t0; q.close(); one.bytes = len(line); return t
        t = best(one, 3)
        print(json.dumps({"quotes": n, "window": bool(window), "create_ms": round(t * 1000, 1), "bytes": one.bytes}))
