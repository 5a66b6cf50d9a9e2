// What a competent Node.js developer would write instead of mvvm-server, doing exactly what the C
// echo server beside it does, so that mvvm-bench can put both on the same table: the standard
// library only, one event loop, newline-delimited JSON-RPC framed by hand on process.stdin, each
// request parsed with JSON.parse and answered with JSON.stringify, one process.stdout.write per
// chunk read, and backpressure respected (no more reading while stdout's buffer is full).
//
//   node echo-server.js reply    a response per request
//   node echo-server.js notify   a property/didChange line, then the response
//   node echo-server.js push     responses, and property/didChange lines whenever no input waits
//
// Ends at end of input or when the client stops reading.
'use strict';

const mode = process.argv[2] || 'reply';
const notifying = mode === 'notify';
const pushing = mode === 'push';
/** About what the C server writes in one go while pushing (256 KiB of notifications). */
const pushBatch = 2500;

let version = 0;
let pending = Buffer.alloc(0);
let ended = false;

function didChange() {
  version += 1;
  return JSON.stringify({
    jsonrpc: '2.0',
    method: 'property/didChange',
    params: { viewModel: 'vm-1', property: 'price', value: 100 + (version % 400) + 0.25, version },
  });
}

function respond(request) {
  version += 1;
  return JSON.stringify({ jsonrpc: '2.0', id: request.id, result: { version } });
}

/** Writes `lines`; false when stdout's buffer is full and the caller should wait for 'drain'. */
function send(lines) {
  return lines.length === 0 || process.stdout.write(lines.join('\n') + '\n');
}

process.stdin.on('data', (chunk) => {
  const data = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
  const lines = [];
  let start = 0;
  for (let end; (end = data.indexOf(10, start)) !== -1; start = end + 1) {
    let request;
    try {
      request = JSON.parse(data.toString('utf8', start, end));
    } catch {
      continue;
    }
    if (request === null || typeof request !== 'object' || !('id' in request)) continue;
    if (notifying) lines.push(didChange());
    lines.push(respond(request));
  }
  pending = data.subarray(start);
  // While the client does not read our answers, we do not read its requests: memory stays bounded.
  if (!send(lines)) {
    process.stdin.pause();
    process.stdout.once('drain', () => process.stdin.resume());
  }
});

process.stdin.on('end', () => {
  ended = true;
});

// A client that closes its end while we write ends the session, as it does the C server's.
process.stdout.on('error', () => process.exit(0));

/**
 * One batch of notifications, then the next once stdout has taken it: input is read in between,
 * and a client that reads slowly slows the pushing down instead of filling our memory.
 */
function push() {
  if (ended) return;
  const lines = [];
  for (let index = 0; index < pushBatch; index += 1) lines.push(didChange());
  if (send(lines)) setImmediate(push);
  else process.stdout.once('drain', push);
}

if (pushing) setImmediate(push);
