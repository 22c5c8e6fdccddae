import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The fair comparator of the API (what its speed is judged against): node:http answering the same bytes WITH the same
 * response headers as the API (ETag, Cache-Control, X-RateLimit-*, CORS, Vary, Link,
 * X-Snapshot...), as the API sent them for each file when the benchmark saved it
 * (`<root>/headers.json`: file path -> header lines, minus those node:http writes itself: Date,
 * Connection, Keep-Alive). What it does per request is the least a Node server sending those
 * bytes can do: a Map lookup and one writeHead with a prebuilt flat header list. The API's
 * distance to it is the cost of our code, not of our headers.
 * `node bench/fair-node-server.ts <root> <port>`.
 */
const [root, port] = process.argv.slice(2);
if (!root || !port) {
  console.error('usage: fair-node-server.ts <root> <port>');
  process.exit(2);
}
// Written by node:http on every response, as it does for the API.
const SKIPPED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const recorded = JSON.parse(fs.readFileSync(path.join(root, 'headers.json'), 'utf8')) as Record<string, Record<string, string | string[]>>;
const answers = new Map<string, { body: Buffer; headers: string[] }>();
for (const [file, headers] of Object.entries(recorded)) {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (SKIPPED.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, one);
  }
  answers.set(file, { body: fs.readFileSync(path.join(root, file)), headers: flat });
}
// As the API's server (api/http-server.ts): a request without body headers skips its readable
// stream's events. The least a Node server can do includes it.
// As the API's server: the last request and response are kept until the next ones, so that a
// full collection while idle between benchmark rounds does not free the hidden classes its
// optimized code was compiled for (api/http-server.ts); without it, the comparator alone
// compiled node:http again after each pause, which its figures would count against it.
const last: { req: http.IncomingMessage | null; res: http.ServerResponse | null } = { req: null, res: null };
const extraWork = extraCpuWork(Number(process.env.FAIR_EXTRA_CPU_US ?? 0));
const server = http.createServer({ optimizeEmptyRequests: true }, (req, res) => {
  last.req = req;
  last.res = res;
  if (extraWork !== null) extraWork();
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers).end(answer.body);
});
// The keep-alive time-out is node's default, as the API's (api/http-server.ts leaves it): node
// writes it in every response's Keep-Alive header.
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));

/**
 * A control for bench/socket-calls.ts (`--fair-extra-cpu <µs>`), never in the benchmark's ratios:
 * FAIR_EXTRA_CPU_US adds that much CPU work to each answer (a loop calibrated against the
 * process's CPU time at start, so that being descheduled does not shorten it), which makes a
 * comparator as costly a request as the API without any of the API's code: whatever the two
 * then share (how the scheduler treats a server that needs more CPU) is not the API's doing.
 */
function extraCpuWork(us: number): (() => void) | null {
  if (!(us > 0)) return null;
  let sink = 0;
  const spin = (iterations: number) => {
    for (let i = 0; i < iterations; i += 1) sink = (sink + i * 31) % 1_000_003;
  };
  spin(1_000_000);
  const trial = 20_000_000;
  const before = process.cpuUsage();
  spin(trial);
  const spent = process.cpuUsage(before);
  const iterations = Math.round((trial * us) / (spent.user + spent.system));
  return () => {
    spin(iterations);
    if (sink < 0) console.log(sink);
  };
}
