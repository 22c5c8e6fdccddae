import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKey } from '../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../api/access/plans.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { treeCpuMs } from './process-stats.ts';
import { buildAndPublishCorpus, corpusPaths, corpusSizes, type CorpusMarker } from './publish-bench.ts';
import { seededRandom } from './search-queries.ts';
import { companyRidet } from './synthetic-corpus.ts';
import { rawGet } from './raw-get.ts';
import { runWrk } from './wrk-load.ts';

/**
 * Syscalls and CPU per request of the API against the fair comparator (issue 36), measured in a
 * way the load of a shared machine does not bend: both servers in turn under the same wrk load
 * (pinned to CPU `--cpu`, keyed company records), rounds interleaved, and per request:
 * - the system calls of the server process (every thread), kind by kind, from `strace -c -f`
 *   attached for the round only (strace slows the server; counts per request do not move);
 * - the CPU µs per request from /proc in separate rounds without strace;
 * - event-loop turns per request: `epoll_wait` calls, one a turn of libuv's loop.
 *
 * `node bench/socket-calls.ts <workDir> [--rounds 3] [--seconds 5] [--api-only]
 * [--cpu 1]`; the corpus (scale 0.01) is published into `<workDir>` once and reused. Figures
 * go to stdout and BENCHMARKS.md's issue-36 section, never into tests.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const STRACE = '/usr/bin/strace';

const args = process.argv.slice(2);
const workDir = args[0];
if (!workDir) {
  console.error('usage: socket-calls.ts <workDir> [--rounds N] [--seconds S] [--cpu C] [--no-strace]');
  process.exit(2);
}
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(args[i + 1]);
};
const rounds = option('rounds', 3);
const seconds = option('seconds', 5);
const cpu = option('cpu', 1);
const connections = option('connections', 50);
const withStrace = !args.includes('--no-strace');

interface Server {
  name: string;
  url: string;
  pid: number;
  child: ChildProcess;
}


async function start(name: string, script: string, extra: string[], env: Record<string, string>, port: number, logFile: string): Promise<Server> {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [script, ...extra], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  await waitForPort(port, child, name, 600_000);
  return { name, url: `http://127.0.0.1:${port}`, pid: child.pid!, child };
}

/** `strace -c` summary rows: syscall -> calls. */
function parseStrace(text: string): Map<string, number> {
  const calls = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(\w+)\s*$/.exec(line);
    if (m && m[2] !== 'total') calls.set(m[2]!, Number(m[1]));
  }
  return calls;
}

async function traced(server: Server, targets: string[], headers: Record<string, string>): Promise<{ requests: number; calls: Map<string, number> }> {
  const out = path.join(workDir!, `strace-${server.pid}-${Date.now()}.txt`);
  const strace = spawn(STRACE, ['-c', '-f', '-o', out, '-p', String(server.pid)], { stdio: 'ignore' });
  // strace attaches every thread before the first call is counted; a short settle, then load.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const result = await runWrk({ base: server.url, targets, headers, connections, seconds, workDir: workDir!, cpu });
  const exited = new Promise((resolve) => strace.once('exit', resolve));
  strace.kill('SIGINT');
  await exited;
  const calls = parseStrace(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  return { requests: result.requests, calls };
}

/** User and system CPU (ms) of one thread, or of the whole process with `thread` omitted, and the process's minor page faults. */
function stat(pid: number, thread?: number): { userMs: number; systemMs: number; minorFaults: number } {
  const text = fs.readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { minorFaults: Number(fields[7]), userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10 };
}

interface Timed {
  rps: number;
  /** Whole process, every thread, user + system. */
  cpuUs: number;
  /** The main thread (JavaScript, node:http, the socket's system calls). */
  mainUserUs: number;
  mainSystemUs: number;
  /** The other threads (V8's helpers: concurrent GC and compilation). */
  otherUs: number;
  faults: number;
}

async function timedRound(server: Server, targets: string[], headers: Record<string, string>): Promise<Timed> {
  const before = treeCpuMs(server.pid);
  const first = stat(server.pid);
  const firstMain = stat(server.pid, server.pid);
  const result = await runWrk({ base: server.url, targets, headers, connections, seconds, workDir: workDir!, cpu });
  const used = treeCpuMs(server.pid) - before;
  const last = stat(server.pid);
  const lastMain = stat(server.pid, server.pid);
  const n = Math.max(1, result.requests);
  const mainUserUs = ((lastMain.userMs - firstMain.userMs) * 1000) / n;
  const mainSystemUs = ((lastMain.systemMs - firstMain.systemMs) * 1000) / n;
  const cpuUs = (used * 1000) / n;
  return { rps: result.requestsPerSecond, cpuUs, mainUserUs, mainSystemUs, otherUs: cpuUs - mainUserUs - mainSystemUs, faults: (last.minorFaults - first.minorFaults) / n };
}

const sizes: CorpusMarker = corpusSizes(0.01);
const paths = corpusPaths(workDir);
const marker = fs.existsSync(paths.marker) ? (JSON.parse(fs.readFileSync(paths.marker, 'utf8')) as CorpusMarker) : null;
if (marker?.companies !== sizes.companies || marker.announcements !== sizes.announcements) {
  const built = await buildAndPublishCorpus(workDir, sizes);
  built.warehouse.close();
}
const dir = path.join(workDir, 'socket-calls');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const benchPlan = { ...DEFAULT_PLANS.plans.enterprise!, requestsPerDay: 1_000_000_000 };
const plans = { ...DEFAULT_PLANS, plans: { ...DEFAULT_PLANS.plans, bench: benchPlan } };
const plansFile = path.join(dir, 'plans.json');
fs.writeFileSync(plansFile, JSON.stringify(plans));
const keysFile = path.join(dir, 'keys.json');
const { key } = await createKey({ keysFile, plans, plan: 'bench', label: 'bench' });
const keyHeader = { 'X-API-Key': key };

const servers: Server[] = [];
try {
  const apiPort = await freePort();
  const api = await start(
    'API',
    path.join(here, 'api-server.ts'),
    ['1'],
    {
      DATA_DIR: path.join(dir, 'data'),
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      STORE_URL: `file://${paths.store}`,
      KEYS_FILE: keysFile,
      PLANS_FILE: plansFile,
      SNAPSHOT_POLL_SECONDS: '0',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
    },
    apiPort,
    path.join(dir, 'api.log'),
  );
  servers.push(api);
  const random = seededRandom(7);
  const ridets = [...new Set(Array.from({ length: 400 }, () => companyRidet(Math.floor(random() * sizes.companies))))].slice(0, 200);
  const www = path.join(dir, 'www');
  const recorded: Record<string, http.IncomingHttpHeaders> = {};
  for (const ridet of ridets) {
    const res = await rawGet(`${api.url}/v1/entreprises/${ridet}`, keyHeader);
    if (res.status !== 200) throw new Error(`[bench] /v1/entreprises/${ridet} answered ${res.status}`);
    recorded[`/id/e/${ridet}.json`] = res.headers;
    fs.mkdirSync(path.join(www, 'id', 'e'), { recursive: true });
    fs.writeFileSync(path.join(www, 'id', 'e', `${ridet}.json`), res.body);
  }
  fs.writeFileSync(path.join(www, 'headers.json'), JSON.stringify(recorded));
  const fairPort = await freePort();
  const fair = await start('fair', path.join(here, 'fair-node-server.ts'), [www, String(fairPort)], {}, fairPort, path.join(dir, 'fair.log'));
  servers.push(fair);
  const targets = (s: Server) => (s === api ? ridets.map((r) => `/v1/entreprises/${r}`) : ridets.map((r) => `/id/e/${r}.json`));
  // Warm both (JIT, body cache) before anything is counted.
  for (const s of servers) await runWrk({ base: s.url, targets: targets(s), headers: keyHeader, connections, seconds: 2, workDir: dir, cpu });

  if (args.includes('--hold')) {
    // For perf and other probes by hand: the servers stay up until this process is interrupted.
    console.log(JSON.stringify({ servers: servers.map((s) => ({ name: s.name, url: s.url, pid: s.pid })), key, ridets: ridets.slice(0, 5) }));
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
  const sums = new Map<string, { requests: number; calls: Map<string, number>; timed: Timed[] }>();
  for (const s of servers) sums.set(s.name, { requests: 0, calls: new Map(), timed: [] });
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      const sum = sums.get(s.name)!;
      const timed = await timedRound(s, targets(s), keyHeader);
      sum.timed.push(timed);
      if (withStrace) {
        const t = await traced(s, targets(s), keyHeader);
        sum.requests += t.requests;
        for (const [name, n] of t.calls) sum.calls.set(name, (sum.calls.get(name) ?? 0) + n);
      }
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
  console.log(`wrk -t1 -c${connections} -d${seconds}s pinned to CPU ${cpu}, ${rounds} interleaved round(s), ${ridets.length} RIDETs with a key`);
  // On a shared machine a round is slowed by whatever else runs: the least disturbed round
  // (the minimum) is the closest to the server's own cost, the median says how steady it was.
  for (const [name, sum] of sums) {
    const m = (f: (t: Timed) => number) => median(sum.timed.map(f));
    const best = sum.timed.reduce((a, b) => (b.cpuUs < a.cpuUs ? b : a));
    const one = (t: Timed) => `${t.cpuUs.toFixed(1)} µs (main thread user ${t.mainUserUs.toFixed(1)} + system ${t.mainSystemUs.toFixed(1)}, other threads ${t.otherUs.toFixed(1)})`;
    console.log(
      `${name}: CPU/req least disturbed round ${one(best)}; median ${m((t) => t.cpuUs).toFixed(1)} µs (rounds ${sum.timed.map((t) => t.cpuUs.toFixed(0)).join(', ')}); ` +
        `${m((t) => t.rps).toFixed(0)} req/s median, ${m((t) => t.faults).toFixed(3)} minor faults/req`,
    );
  }
  if (withStrace) {
    const kinds = new Set([...sums.values()].flatMap((s) => [...s.calls.keys()]));
    const per = (name: string, kind: string) => {
      const s = sums.get(name)!;
      return (s.calls.get(kind) ?? 0) / Math.max(1, s.requests);
    };
    const rows = [...kinds].map((k) => [k, per('API', k), per('fair', k)] as const).sort((a, b) => b[1] - a[1]);
    console.log('syscall            API/req   fair/req');
    for (const [k, a, f] of rows) if (a >= 0.001 || f >= 0.001) console.log(`${k.padEnd(18)} ${a.toFixed(3).padStart(8)} ${f.toFixed(3).padStart(10)}`);
    const total = (name: string) => [...sums.get(name)!.calls.values()].reduce((x, y) => x + y, 0) / Math.max(1, sums.get(name)!.requests);
    console.log(`${'total'.padEnd(18)} ${total('API').toFixed(3).padStart(8)} ${total('fair').toFixed(3).padStart(10)}`);
  }
} finally {
  for (const s of servers.reverse()) await stopChild(s.child).catch(() => undefined);
}
