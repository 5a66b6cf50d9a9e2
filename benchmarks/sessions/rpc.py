"""A tiny NDJSON client for mvvm-server style servers, for the sessions note's measurements."""
import json, subprocess, threading, time, os

class Server:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, bufsize=0)
        self.next = 1
        self.buf = b""
    def send(self, method, params=None, notify=False):
        m = {"jsonrpc": "2.0", "method": method}
        if params is not None: m["params"] = params
        if not notify:
            m["id"] = self.next; self.next += 1
        self.p.stdin.write((json.dumps(m, separators=(",", ":")) + "\n").encode())
        return m.get("id")
    def readline(self):
        while b"\n" not in self.buf:
            chunk = os.read(self.p.stdout.fileno(), 1 << 20)
            if not chunk: raise EOFError
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return line
    def wait(self, rid):
        """Reads until the response of rid; returns (its raw line, bytes read in all)."""
        n = 0
        while True:
            line = self.readline(); n += len(line) + 1
            if line.startswith(b'{"jsonrpc":"2.0","id":%d,' % rid):  # the server writes responses in this order
                return line, n
    def call(self, method, params=None):
        rid = self.send(method, params)
        line, _ = self.wait(rid)
        return json.loads(line)
    def start(self, window=None):
        p = {"protocolVersion": "1.0"}
        if window: p["defaultWindow"] = window
        r = self.call("initialize", p)
        self.send("initialized", {}, notify=True)
        return r
    def close(self):
        try:
            self.call("shutdown"); self.send("exit", notify=True); self.p.stdin.close()
        except Exception: pass
        self.p.wait()

def pipelined(srv, requests):
    """Sends requests (method, params) from a thread while reading; returns seconds to the last response."""
    first = srv.next
    def writer():
        chunk = []
        for method, params in requests:
            m = {"jsonrpc": "2.0", "id": srv.next, "method": method, "params": params}; srv.next += 1
            chunk.append(json.dumps(m, separators=(",", ":")))
            if len(chunk) == 512:
                srv.p.stdin.write(("\n".join(chunk) + "\n").encode()); chunk = []
        if chunk: srv.p.stdin.write(("\n".join(chunk) + "\n").encode())
    ids = list(range(first, first + len(requests)))
    t0 = time.perf_counter()
    th = threading.Thread(target=writer); th.start()
    srv.wait(ids[-1])
    t = time.perf_counter() - t0
    th.join()
    return t
