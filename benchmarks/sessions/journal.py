"""Shape A (journal of inputs) and shape B (state) proxies on the Player, todos and inbox.

usage: journal.py APP SERVER N [--adds K]   (the recording and replay of docs/protocol.md §17)
  APP player: create Player, N sets of playerName
  APP todos:  create TodoList, K adds, then N toggles of the rows (round robin)
  APP inbox:  create Inbox, K refreshes (one message each after the first 3), then N sets of search
Prints one JSON line of figures."""
import json, os, subprocess, sys, time, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from rpc import Server, pipelined

app, server, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
k = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[4] == "--adds" else 0
work = tempfile.mkdtemp(prefix="sessions-")
rec = os.path.join(work, "rec.jsonl")
srv = Server([server, "--clock", "controlled", "--framing", "ndjson", "--record", rec])
srv.start()
typ = {"player": "Player", "todos": "TodoList", "inbox": "Inbox"}[app]
vm = srv.call("viewModel/create", {"type": typ})["result"]["viewModel"]["id"]
setup = 0.0
if app == "todos":
    setup = pipelined(srv, [("command/execute", {"viewModel": vm, "command": "add", "input": "todo %d" % i}) for i in range(k)])
    rows = [r["id"] for r in srv.call("viewModel/get", {"viewModel": vm})["result"]["viewModel"]["collections"]["items"]["items"]]
    reqs = [("command/execute", {"viewModel": rows[i % len(rows)], "command": "toggle"}) for i in range(n)]
elif app == "inbox":
    t0 = time.perf_counter()
    for i in range(k):  # one at a time: a refresh sent while one runs is refused (commandDisabled), and which is refused depends on timing
        srv.call("command/execute", {"viewModel": vm, "command": "refresh"})
    setup = time.perf_counter() - t0
    reqs = [("property/set", {"viewModel": vm, "property": "search", "value": "e%d" % (i % 7)}) for i in range(n)]
else:
    reqs = [("property/set", {"viewModel": vm, "property": "playerName", "value": "Ada %d" % i}) for i in range(n)]
t_hist = pipelined(srv, reqs) if n else 0.0
if app == "inbox": srv.call("property/set", {"viewModel": vm, "property": "search", "value": ""})
# Shape B proxy: the state as viewModel/get of every live view model (rows come inside their owner's get).
t0 = time.perf_counter(); rid = srv.send("viewModel/get", {"viewModel": vm}); line, _ = srv.wait(rid); t_get = time.perf_counter() - t0
got = json.loads(line)["result"]["viewModel"]
state_bytes = len(line)
# Pushed screens (inbox selection) are other live view models; none in these sessions.
srv.close()
lines = open(rec, "rb").read().splitlines()
client = [l for l in lines[1:] if b'"from":"client"' in l[:40]]
msgs = [json.dumps(json.loads(l)["message"], separators=(",", ":")).encode() for l in client]
client_bytes = sum(len(m) + 1 for m in msgs)
inp = os.path.join(work, "client.ndjson"); open(inp, "wb").write(b"\n".join(msgs) + b"\n")
# Restore by journal: (1) the replay tool, which also compares every server line; (2) the client lines fed to a fresh server.
t0 = time.perf_counter(); r = subprocess.run([server, "--replay", rec], capture_output=True); t_replay = time.perf_counter() - t0
t0 = time.perf_counter(); subprocess.run([server, "--clock", "controlled", "--framing", "ndjson"], stdin=open(inp, "rb"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); t_feed = time.perf_counter() - t0
out = dict(app=app, n=n, k=k, requests=len(client), rec_bytes=os.path.getsize(rec), client_bytes=client_bytes,
           client_bytes_per_req=round(client_bytes / max(1, len(client)), 1),
           rec_bytes_per_req=round(os.path.getsize(rec) / max(1, len(client)), 1),
           replay_s=round(t_replay, 3), replay_ok=r.returncode, replay_says=r.stdout.decode()[-160:].strip(),
           feed_s=round(t_feed, 3), setup_s=round(setup, 3), hist_s=round(t_hist, 3),
           state_bytes=state_bytes, get_ms=round(t_get * 1000, 2))
print(json.dumps(out))
import shutil; shutil.rmtree(work)
