import fs from 'node:fs';
import http from 'node:http';

/**
 * Another client, as seen while the server is busy with something else: one GET at a time to
 * `url`, a pause of `pauseMs` between them (so the probe itself costs the server little), each
 * request's start (epoch ms) and latency recorded; on SIGTERM the records go to `out` as JSON.
 * `fresh`: a new connection for each request (a new client arriving), errors recorded as a
 * latency of -1; otherwise one keep-alive connection. Run as its own process:
 * `node bench/latency-probe.ts <url> <pauseMs> <out.json> [fresh]`, so that its
 * timings do not share an event loop with the process making the load.
 */
export interface ProbeRecord {
  /** Epoch ms at which the request was sent. */
  at: number;
  /** Milliseconds to the end of the answer; -1: refused, reset or failed. */
  ms: number;
  status: number;
}

const [url, pauseArg, out, mode] = process.argv.slice(2);
if (!url || !pauseArg || !out) {
  console.error('usage: latency-probe.ts <url> <pauseMs> <out.json> [fresh]');
  process.exit(2);
}
const pauseMs = Number(pauseArg);
const fresh = mode === 'fresh';
const agent = fresh ? false : new http.Agent({ keepAlive: true, maxSockets: 1 });
const records: ProbeRecord[] = [];
let stopping = false;

process.on('SIGTERM', () => {
  stopping = true;
  fs.writeFileSync(out, JSON.stringify(records));
  process.exit(0);
});

function once(): Promise<ProbeRecord> {
  const at = Date.now();
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url!, { agent, headers: fresh ? { connection: 'close' } : {}, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ at, ms: performance.now() - started, status: res.statusCode ?? 0 }));
      res.on('error', () => resolve({ at, ms: -1, status: 0 }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ at, ms: -1, status: 0 }));
  });
}

console.log('probing');
while (!stopping) {
  records.push(await once());
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
