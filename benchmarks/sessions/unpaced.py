"""A journal of inputs fed to a fresh inbox server without waiting for answers, as a restore that
does not pace itself would: 1,000 refreshes (each fetches one message), then SETS sets of search.
Prints how many refreshes were refused and how many rows came back, unpaced and with --sequential.

usage: unpaced.py INBOX_SERVER [SETS]"""
import json, subprocess, sys, time

server, sets = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0
lines = ['{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1.0"}}',
         '{"jsonrpc":"2.0","method":"initialized","params":{}}',
         '{"jsonrpc":"2.0","id":2,"method":"viewModel/create","params":{"type":"Inbox"}}']
lines += ['{"jsonrpc":"2.0","id":%d,"method":"command/execute","params":{"viewModel":"vm-1","command":"refresh"}}' % (i + 3)
          for i in range(1000)]
lines += ['{"jsonrpc":"2.0","id":%d,"method":"property/set","params":{"viewModel":"vm-1","property":"search","value":"e%d"}}'
          % (i + 2000, i % 7) for i in range(sets)]
lines += ['{"jsonrpc":"2.0","id":999998,"method":"property/set","params":{"viewModel":"vm-1","property":"search","value":""}}',
          '{"jsonrpc":"2.0","id":999999,"method":"viewModel/get","params":{"viewModel":"vm-1"}}',
          '{"jsonrpc":"2.0","id":1000000,"method":"shutdown"}', '{"jsonrpc":"2.0","method":"exit"}']
for extra in ([], ["--sequential"]):
    t0 = time.perf_counter()
    out = subprocess.run([server, "--clock", "controlled", "--framing", "ndjson"] + extra, input=("\n".join(lines) + "\n").encode(),
                         capture_output=True).stdout.decode().splitlines()
    seconds = time.perf_counter() - t0
    got = [json.loads(l) for l in out if l.startswith('{"jsonrpc":"2.0","id":999999,')][0]
    print(json.dumps({"mode": " ".join(extra) or "unpaced", "refused": sum("commandDisabled" in l for l in out),
                      "rows": len(got["result"]["viewModel"]["collections"]["messages"]["items"]), "seconds": round(seconds, 2)}))
