import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asyncCounts } from './async-counts.ts';
import { apiEnvironment, keyedRecordSetup, keyedTargets, recordFairRoot } from './keyed-record-setup.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { processTree, treeCpuMs } from './process-stats.ts';
import { cpuStates, threadTimes, threadTimesBetween, type CpuStates, type ThreadTime } from './thread-times.ts';
import { runWrk, TASKSET_BINARY } from './wrk-load.ts';
import { numberOption } from './number-option.ts';
import { formatRoundRatio, roundRatio } from './round-ratios.ts';
import { isRoundOrderKind, roundOrders, ROUND_ORDER_KINDS } from './round-order.ts';
import { compareBuilds, formatComparison, parseRoundLines } from './build-comparison.ts';

/**
 * Syscalls and CPU per request of the API against the fair comparator (bench/fair-node-server.ts), measured in a
 * way the load of a shared machine does not bend: both servers in turn under the same wrk load
 * (pinned to CPU `--cpu`, keyed company records), rounds interleaved, and per request:
 * - the system calls of the server process (every thread), kind by kind, from `strace -c -f`
 *   attached for the round only (strace slows the server; counts per request do not move);
 * - the CPU µs per request from /proc in separate rounds without strace;
 * - event-loop turns per request: `epoll_wait` calls, one a turn of libuv's loop;
 * - with `--count-async`, the async resources (promises, ticks, timers) created per request, the
 *   bytes V8 allocated per request and the garbage collections per 100,000 requests, by servers
 *   started again with bench/async-count-hook.ts preloaded (load-independent).
 * `--baseline <root>` adds the API of another checkout (a `git archive` of the commit before a
 * change, with a node_modules link), measured in the same interleaved rounds as "API before";
 * repeated, each change of a series is measured against the others in the same rounds. The last
 * lines give each server over the API as the median of the rounds' own ratios, by exact run time
 * a request (schedstat), by CPU a request and by throughput. With a baseline, the first one is
 * started twice: its second copy ("<name> (A/A)", `--no-floor` to leave it out) is the run's noise
 * floor, and the last lines give each build over the base beside the A/A pair's ratio of the same
 * rounds, and whether the build's distance from 1 exceeds the floor's (bench/build-comparison.ts).
 * The servers take their turns in each round in an order from `--order shuffle|rotate|alternate`
 * (default shuffle) and `--order-seed <n>` (default 1), each round's order printed
 * (bench/round-order.ts): no build owns a place in the rounds.
 * `--variant <name>=<node flags>` (repeatable) adds this checkout's API started with those node
 * flags (`--variant semi32=--max-semi-space-size=32`), in the same rounds and counts.
 * Each round also counts the main thread's context switches per request (voluntary: it waited in
 * epoll; involuntary: it was preempted) and how often it was found on wrk's CPU: the kernel
 * charges a preemption to the server's system time. `--server-cpu <n>` pins every server (all its
 * threads, taskset) to CPU n, so that the server does not share wrk's CPU.
 * Each round also splits the round's wall time for the main thread into running, runnable but
 * waiting for its CPU, and asleep (no request to answer), from the scheduler's exact accounting
 * (bench/thread-times.ts), with the other threads' running time by name and, with
 * `--server-cpu`, that CPU's idle share: a server that answers fewer requests a second than its
 * CPU per request allows either sleeps or waits for its core, and this says which.
 * `--loop-utilization` starts every server with bench/loop-utilization-hook.ts preloaded and
 * gives the event loop's utilization of each round (`performance.eventLoopUtilization()`).
 * `--fair-extra-cpu <µs>` adds a second comparator that spends that much more CPU an answer on
 * a loop (bench/fair-node-server.ts): as costly a request as the API, none of its code.
 *
 * `node bench/socket-calls.ts <workDir> [--rounds 3] [--seconds 5] [--warm-seconds 1] [--cpu 1] [--server-cpu <n>] [--no-strace]
 * [--count-async] [--baseline <root>]... [--no-floor] [--order shuffle|rotate|alternate] [--order-seed 1] [--variant <name>=<flags>]...`; the corpus (scale 0.01) is published into `<workDir>`
 * once and reused. Figures go to stdout and docs/api-performance.md, never into tests.
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
const option = (name: string, fallback: number) => numberOption(args, name, fallback);
const rounds = option('rounds', 3);
const seconds = option('seconds', 5);
/**
 * Seconds of the second warm-up run of each server before the rounds. V8 goes on compiling the
 * API's request path for about 20,000 requests (docs/api-performance.md): on a loaded machine,
 * where a server answers a few thousand requests a second, a longer warm-up keeps that out of
 * the rounds.
 */
const warmSeconds = option('warm-seconds', 1);
const cpu = option('cpu', 1);
const connections = option('connections', 50);
const serverCpu = args.includes('--server-cpu') ? option('server-cpu', 0) : null;
if (serverCpu !== null && serverCpu === cpu) throw new Error(`--server-cpu ${serverCpu} is wrk's CPU (--cpu)`);
const withStrace = !args.includes('--no-strace');
const countAsync = args.includes('--count-async');
const loopUtilization = args.includes('--loop-utilization');
/** A second comparator doing this much more CPU work an answer (bench/fair-node-server.ts), as a control: 0, none. */
const fairExtraCpuUs = option('fair-extra-cpu', 0);
const LOOP_HOOK = ['--import', path.join(here, 'loop-utilization-hook.ts')];
/**
 * Other checkouts' APIs (`--baseline <root>`, repeatable), measured in the same rounds: one is
 * "API before", several are named by their folder ("API before (<folder>)"), so that changes
 * are measured one by one against each other in one series.
 */
const baselineRoots = args.flatMap((arg, i) => (arg === '--baseline' ? [path.resolve(args[i + 1]!)] : []));
const baselines = baselineRoots.map((checkout, i) => ({
  name: baselineRoots.length === 1 ? 'API before' : `API before (${path.basename(checkout)})`,
  checkout,
  tag: `before-${i}`,
}));
/** The base's second copy, the A/A pair that says how far apart the same code reads in these rounds. */
const floor = baselines.length > 0 && !args.includes('--no-floor') ? { name: `${baselines[0]!.name} (A/A)`, checkout: baselines[0]!.checkout, tag: 'floor' } : null;
const orderAt = args.indexOf('--order');
const orderKind = orderAt < 0 ? 'shuffle' : args[orderAt + 1]!;
if (!isRoundOrderKind(orderKind)) throw new Error(`--order expects one of ${ROUND_ORDER_KINDS.join(', ')}, got "${orderKind}"`);
const orderSeed = option('order-seed', 1);
const variants = args.flatMap((arg, i) => {
  if (arg !== '--variant') return [];
  const spec = args[i + 1] ?? '';
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new Error(`--variant expects <name>=<node flags>, got "${spec}"`);
  return [{ name: `API ${spec.slice(0, eq)}`, flags: spec.slice(eq + 1).split(' ').filter((f) => f !== '') }];
});

interface Server {
  name: string;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Where bench/loop-utilization-hook.ts writes, when the server was started with it, and the last sequence read. */
  loopFile: string | null;
  loopSeq: number;
}


async function start(name: string, script: string, extra: string[], env: Record<string, string>, port: number, logFile: string, preload: string[] = []): Promise<Server> {
  const log = fs.openSync(logFile, 'a');
  // Servers counted by async-count-hook (SIGUSR2 too) are never the timed ones.
  const loopFile = loopUtilization && !preload.includes('--import') ? `${logFile}.loop.json` : null;
  const loop = loopFile === null ? [] : LOOP_HOOK;
  const child = spawn(process.execPath, [...preload, ...loop, script, ...extra], { cwd: root, env: { ...process.env, ...env, ...(loopFile === null ? {} : { LOOP_UTILIZATION_FILE: loopFile }) }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  await waitForPort(port, child, name, 600_000);
  if (serverCpu !== null) await pin(child.pid!, serverCpu);
  return { name, url: `http://127.0.0.1:${port}`, pid: child.pid!, child, loopFile, loopSeq: 0 };
}

/** Every thread of a process on one CPU (threads it starts later inherit it). */
async function pin(pid: number, onCpu: number): Promise<void> {
  const taskset = spawn(TASKSET_BINARY, ['-a', '-p', '-c', String(onCpu), String(pid)], { stdio: 'ignore' });
  const code = await new Promise((resolve) => taskset.once('exit', resolve));
  if (code !== 0) throw new Error(`[bench] taskset -a -p -c ${onCpu} ${pid} exited with ${String(code)}`);
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

/** User and system CPU (ms) of one thread, or of the whole process with `thread` omitted, the process's minor page faults, and the CPU it last ran on. */
function stat(pid: number, thread?: number): { userMs: number; systemMs: number; minorFaults: number; processor: number } {
  const text = fs.readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
  // Fields count from the one after the command's closing parenthesis (field 3, the state).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { minorFaults: Number(fields[7]), userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10, processor: Number(fields[36]) };
}

/** Context switches of one thread so far: voluntary (it blocked) and involuntary (it was preempted). */
function switches(pid: number, thread: number): { voluntary: number; involuntary: number } {
  const text = fs.readFileSync(`/proc/${pid}/task/${thread}/status`, 'utf8');
  const count = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { voluntary: count('voluntary_ctxt_switches'), involuntary: count('nonvoluntary_ctxt_switches') };
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
  /** The main thread's context switches per request: it waited for events / it was preempted. */
  voluntary: number;
  involuntary: number;
  /** Share of the round's samples (every 20 ms) that found the main thread last run on wrk's CPU. */
  onWrkCpu: number;
  /** The main thread's share of the round's wall time running, runnable but waiting for its CPU, and asleep (nothing to do). */
  mainRunning: number;
  mainWaiting: number;
  mainAsleep: number;
  /** The other threads' running time, a share of the round's wall time, by thread name. */
  othersRunning: Map<string, number>;
  /** Exact run time per request (schedstat, not the tick's sample): the main thread's and the other threads'. */
  mainRunUs: number;
  othersRunUs: number;
  /** With --server-cpu: that CPU's time idle, and everything else on it that is not this process, shares of its time. */
  cpuIdle: number | null;
  cpuOthers: number | null;
  /** With --loop-utilization: the event loop's utilization over the round. */
  loopUtilization: number | null;
  /** wrk's threads, running and waiting for their CPU, shares of the wall time it was read over (one thread is all of wrk's CPU). */
  wrkRunning: number | null;
  wrkWaiting: number | null;
}

async function timedRound(server: Server, targets: string[], headers: Record<string, string>): Promise<Timed> {
  const firstLoop = server.loopFile === null ? null : await asyncCounts(server.pid, server.loopFile, server.loopSeq);
  const firstThreads = threadTimes(server.pid);
  const firstCpu: CpuStates | null = serverCpu === null ? null : cpuStates(serverCpu);
  const startedNs = process.hrtime.bigint();
  const before = treeCpuMs(server.pid);
  const first = stat(server.pid);
  const firstMain = stat(server.pid, server.pid);
  const firstSwitches = switches(server.pid, server.pid);
  let samples = 0;
  let onWrkCpu = 0;
  // wrk's own threads, read while it runs (each thread's last reading is at most 20 ms before
  // it ended): a server asleep may be one whose load generator was kept from its CPU.
  let wrkPid: number | null = null;
  let wrkFirst: Map<number, ThreadTime> | null = null;
  const wrkLast = new Map<number, ThreadTime>();
  let wrkFirstAt = 0n;
  let wrkLastAt = 0n;
  const where = setInterval(() => {
    samples += 1;
    if (stat(server.pid, server.pid).processor === cpu) onWrkCpu += 1;
    try {
      wrkPid ??= processTree(process.pid).find((pid) => pid !== process.pid && fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'wrk') ?? null;
      if (wrkPid === null) return;
      const now = threadTimes(wrkPid);
      if (wrkFirst === null) {
        wrkFirst = now;
        wrkFirstAt = process.hrtime.bigint();
        return;
      }
      for (const [tid, t] of now) wrkLast.set(tid, t);
      wrkLastAt = process.hrtime.bigint();
    } catch {
      // wrk ended between two readings.
    }
  }, 20);
  const result = await runWrk({ base: server.url, targets, headers, connections, seconds, workDir: workDir!, cpu }).finally(() => clearInterval(where));
  const used = treeCpuMs(server.pid) - before;
  const last = stat(server.pid);
  const lastMain = stat(server.pid, server.pid);
  const lastSwitches = switches(server.pid, server.pid);
  const lastThreads = threadTimes(server.pid);
  const wallNs = Number(process.hrtime.bigint() - startedNs);
  const lastCpu: CpuStates | null = serverCpu === null ? null : cpuStates(serverCpu);
  const lastLoop = firstLoop === null ? null : await asyncCounts(server.pid, server.loopFile!, firstLoop.seq);
  if (lastLoop !== null) server.loopSeq = lastLoop.seq;
  const threads = threadTimesBetween(firstThreads, lastThreads);
  const main = threads.get(server.pid)!;
  const othersRunning = new Map<string, number>();
  for (const [tid, t] of threads) if (tid !== server.pid) othersRunning.set(t.name, (othersRunning.get(t.name) ?? 0) + t.runNs / wallNs);
  const processRunNs = [...threads.values()].reduce((sum, t) => sum + t.runNs, 0);
  const cpuTicks = firstCpu === null || lastCpu === null ? null : lastCpu.total - firstCpu.total;
  const n = Math.max(1, result.requests);
  const mainUserUs = ((lastMain.userMs - firstMain.userMs) * 1000) / n;
  const mainSystemUs = ((lastMain.systemMs - firstMain.systemMs) * 1000) / n;
  const cpuUs = (used * 1000) / n;
  return {
    rps: result.requestsPerSecond,
    cpuUs,
    mainUserUs,
    mainSystemUs,
    otherUs: cpuUs - mainUserUs - mainSystemUs,
    faults: (last.minorFaults - first.minorFaults) / n,
    voluntary: (lastSwitches.voluntary - firstSwitches.voluntary) / n,
    involuntary: (lastSwitches.involuntary - firstSwitches.involuntary) / n,
    onWrkCpu: samples === 0 ? 0 : onWrkCpu / samples,
    mainRunning: main.runNs / wallNs,
    mainRunUs: main.runNs / 1000 / n,
    othersRunUs: (processRunNs - main.runNs) / 1000 / n,
    mainWaiting: main.waitNs / wallNs,
    mainAsleep: 1 - (main.runNs + main.waitNs) / wallNs,
    othersRunning,
    cpuIdle: cpuTicks === null ? null : (lastCpu!.idle - firstCpu!.idle) / cpuTicks,
    // The CPU's busy ticks less this process's exact run time (a tick is 10 ms).
    cpuOthers: cpuTicks === null ? null : (cpuTicks - (lastCpu!.idle - firstCpu!.idle)) / cpuTicks - processRunNs / (cpuTicks * 1e7),
    loopUtilization: firstLoop === null || lastLoop === null ? null : utilization(firstLoop.counts, lastLoop.counts),
    ...wrkShares(wrkFirst, wrkLast, Number(wrkLastAt - wrkFirstAt)),
  };
}

function wrkShares(first: Map<number, ThreadTime> | null, last: Map<number, ThreadTime>, wallNs: number): { wrkRunning: number | null; wrkWaiting: number | null } {
  if (first === null || last.size === 0 || wallNs <= 0) return { wrkRunning: null, wrkWaiting: null };
  const between = [...threadTimesBetween(first, last).values()];
  return { wrkRunning: between.reduce((sum, t) => sum + t.runNs, 0) / wallNs, wrkWaiting: between.reduce((sum, t) => sum + t.waitNs, 0) / wallNs };
}

/** One round's figures on one line: how the wall time was spent, whose the CPU was. */
function roundLine(t: Timed): string {
  const pct = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}`);
  const others = [...t.othersRunning].filter(([, v]) => v >= 0.0005).map(([name, v]) => `${name} ${pct(v)}`).join(', ');
  return (
    `${t.rps.toFixed(0)} req/s, ${t.cpuUs.toFixed(1)} µs CPU/req (main thread user ${t.mainUserUs.toFixed(1)} + system ${t.mainSystemUs.toFixed(1)}; run time: main thread ${t.mainRunUs.toFixed(1)}, others ${t.othersRunUs.toFixed(2)}); main thread % of wall: running ${pct(t.mainRunning)}, waiting for CPU ${pct(t.mainWaiting)}, asleep ${pct(t.mainAsleep)}; ` +
    `other threads running ${others || 'none'}; CPU idle ${pct(t.cpuIdle)}, other processes ${pct(t.cpuOthers)}; loop utilization ${pct(t.loopUtilization)}; wrk running ${pct(t.wrkRunning)}, waiting ${pct(t.wrkWaiting)}`
  );
}

/** The event loop's utilization between two readings of bench/loop-utilization-hook.ts. */
function utilization(first: Record<string, number>, last: Record<string, number>): number {
  const active = (last.active ?? 0) - (first.active ?? 0);
  const idle = (last.idle ?? 0) - (first.idle ?? 0);
  return active / Math.max(1e-9, active + idle);
}

const setup = await keyedRecordSetup(workDir, 'socket-calls');
const { dir, keyHeader } = setup;

const servers: Server[] = [];
const hooked: Array<{ name: string; server: Server; file: string }> = [];
const startApi = async (name: string, checkout: string, tag: string, preload: string[] = [], env: Record<string, string> = {}): Promise<Server> => {
  const port = await freePort();
  return start(name, path.join(checkout, 'bench', 'api-server.ts'), ['1'], { ...apiEnvironment(setup, tag, port), ...env }, port, path.join(dir, `${tag}.log`), preload);
};
try {
  const api = await startApi('API', root, 'api');
  servers.push(api);
  for (const b of baselines) servers.push(await startApi(b.name, b.checkout, b.tag));
  if (floor !== null) servers.push(await startApi(floor.name, floor.checkout, floor.tag));
  for (const [i, v] of variants.entries()) servers.push(await startApi(v.name, root, `variant-${i}`, v.flags));
  const www = await recordFairRoot(api.url, setup);
  const fairPort = await freePort();
  const fair = await start('fair', path.join(here, 'fair-node-server.ts'), [www, String(fairPort)], {}, fairPort, path.join(dir, 'fair.log'));
  servers.push(fair);
  if (fairExtraCpuUs > 0) {
    const port = await freePort();
    servers.push(await start(`fair +${fairExtraCpuUs} µs`, path.join(here, 'fair-node-server.ts'), [www, String(port)], { FAIR_EXTRA_CPU_US: String(fairExtraCpuUs) }, port, path.join(dir, 'fair-extra.log')));
  }
  if (countAsync) {
    const hook = ['--import', path.join(here, 'async-count-hook.ts')];
    const apis: Array<{ name: string; checkout: string; flags: string[] }> = [
      { name: 'API', checkout: root, flags: [] },
      ...baselines.map((b) => ({ name: b.name, checkout: b.checkout, flags: [] })),
      ...variants.map((v) => ({ name: v.name, checkout: root, flags: v.flags })),
    ];
    for (const { name, checkout, flags } of apis) {
      const file = path.join(dir, `async-${hooked.length}.json`);
      hooked.push({ name, file, server: await startApi(`${name} (hooked)`, checkout, `hooked-${hooked.length}`, [...flags, ...hook], { ASYNC_COUNT_FILE: file }) });
    }
    const file = path.join(dir, 'async-fair.json');
    const port = await freePort();
    hooked.push({ name: 'fair', file, server: await start('fair (hooked)', path.join(here, 'fair-node-server.ts'), [www, String(port)], { ASYNC_COUNT_FILE: file }, port, path.join(dir, 'fair-hooked.log'), hook) });
  }
  const targets = (s: Server) => keyedTargets(setup, s.name.startsWith('API'));
  // Warm both (JIT, body cache) before anything is counted, in two runs: when keep-alive
  // connections first close, V8 invalidates the optimized code of node:http and its streams
  // ("dependent prototype chain changed"), once a process while the request objects' classes
  // stay alive (docs/api-performance.md); the second run compiles it again before the rounds.
  for (const s of servers) for (const part of [1, warmSeconds]) await runWrk({ base: s.url, targets: targets(s), headers: keyHeader, connections, seconds: part, workDir: dir, cpu });

  if (args.includes('--hold')) {
    // For perf and other probes by hand: the servers stay up until this process is interrupted.
    console.log(JSON.stringify({ servers: servers.map((s) => ({ name: s.name, url: s.url, pid: s.pid })), key: keyHeader['X-API-Key'], ridets: setup.ridets.slice(0, 5) }));
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
  const sums = new Map<string, { requests: number; calls: Map<string, number>; timed: Timed[] }>();
  for (const s of servers) sums.set(s.name, { requests: 0, calls: new Map(), timed: [] });
  const orders = roundOrders(servers, rounds, orderKind, orderSeed);
  const printedRounds: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = orders[round]!;
    console.log(`round ${round + 1} order (${orderKind}, seed ${orderSeed}): ${order.map((s) => s.name).join(', ')}`);
    for (const s of order) {
      const sum = sums.get(s.name)!;
      const timed = await timedRound(s, targets(s), keyHeader);
      sum.timed.push(timed);
      const line = `round ${round + 1} ${s.name}: ${roundLine(timed)}`;
      printedRounds.push(line);
      console.log(line);
      if (withStrace) {
        const t = await traced(s, targets(s), keyHeader);
        sum.requests += t.requests;
        for (const [name, n] of t.calls) sum.calls.set(name, (sum.calls.get(name) ?? 0) + n);
      }
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
  for (const h of hooked) {
    // Warm-up first (JIT, bodies remembered, compressed forms), then one counted round.
    for (const part of [1, 1]) await runWrk({ base: h.server.url, targets: targets(h.server), headers: keyHeader, connections, seconds: part, workDir: dir, cpu });
    // What the server does without requests (timers, the access log's summary...) is counted
    // over as long idle first and taken off: on a loaded machine the servers answer at
    // different rates, and a count per second would weigh differently per request.
    const idleFrom = await asyncCounts(h.server.pid, h.file, 0);
    const idleStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const before = await asyncCounts(h.server.pid, h.file, idleFrom.seq);
    const idleMs = performance.now() - idleStarted;
    const loadStarted = performance.now();
    const result = await runWrk({ base: h.server.url, targets: targets(h.server), headers: keyHeader, connections, seconds, workDir: dir, cpu });
    const after = await asyncCounts(h.server.pid, h.file, before.seq);
    const idleShare = (performance.now() - loadStarted) / idleMs;
    const n = Math.max(1, result.requests);
    const delta = (type: string) =>
      (after.counts[type] ?? 0) - (before.counts[type] ?? 0) - idleShare * ((before.counts[type] ?? 0) - (idleFrom.counts[type] ?? 0));
    const per = Object.keys(after.counts)
      .filter((type) => !type.startsWith('gc ') && type !== 'allocated bytes')
      .map((type) => [type, delta(type) / n] as const)
      .filter(([, v]) => v >= 0.005)
      .sort((a, b) => b[1] - a[1]);
    // Collections are rarer than requests: counted per 100,000.
    const gcs = Object.keys(after.counts).filter((type) => type.startsWith('gc ')).map((type) => `${type} ${((delta(type) * 100_000) / n).toFixed(1)}`);
    console.log(
      `${h.name}: async resources per request (${result.requests} requests): ${per.map(([t, v]) => `${t} ${v.toFixed(2)}`).join(', ')}; ` +
        `bytes allocated per request ${(delta('allocated bytes') / n).toFixed(0)} (idle: ${(((before.counts['allocated bytes'] ?? 0) - (idleFrom.counts['allocated bytes'] ?? 0)) / idleMs).toFixed(0)} KB/s, taken off); collections per 100,000 requests: ${gcs.join(', ') || 'none'}`,
    );
  }
  console.log(`wrk -t1 -c${connections} -d${seconds}s pinned to CPU ${cpu}, servers ${serverCpu === null ? 'unpinned' : `pinned to CPU ${serverCpu}`}, ${rounds} interleaved round(s), ${setup.ridets.length} RIDETs with a key`);
  // On a shared machine a round is slowed by whatever else runs: the least disturbed round
  // (the minimum) is the closest to the server's own cost, the median says how steady it was.
  for (const [name, sum] of sums) {
    if (sum.timed.length === 0) continue; // --rounds 0: the counts only
    const m = (f: (t: Timed) => number) => median(sum.timed.map(f));
    const best = sum.timed.reduce((a, b) => (b.cpuUs < a.cpuUs ? b : a));
    const one = (t: Timed) => `${t.cpuUs.toFixed(1)} µs (main thread user ${t.mainUserUs.toFixed(1)} + system ${t.mainSystemUs.toFixed(1)}, other threads ${t.otherUs.toFixed(1)})`;
    console.log(
      `${name}: CPU/req least disturbed round ${one(best)}; median ${m((t) => t.cpuUs).toFixed(1)} µs (rounds ${sum.timed.map((t) => t.cpuUs.toFixed(0)).join(', ')}); ` +
        `${m((t) => t.rps).toFixed(0)} req/s median, ${m((t) => t.faults).toFixed(3)} minor faults/req; main thread's context switches/req, medians: ` +
        `voluntary ${m((t) => t.voluntary).toFixed(3)}, involuntary ${m((t) => t.involuntary).toFixed(3)}; on wrk's CPU ${(m((t) => t.onWrkCpu) * 100).toFixed(0)} % of the samples (rounds ${sum.timed.map((t) => (t.onWrkCpu * 100).toFixed(0)).join(', ')})`,
    );
    const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
    const rounds = (f: (t: Timed) => number) => sum.timed.map((t) => (f(t) * 100).toFixed(1)).join(', ');
    const names = [...new Set(sum.timed.flatMap((t) => [...t.othersRunning.keys()]))];
    const others = names
      .map((thread) => [thread, m((t) => t.othersRunning.get(thread) ?? 0)] as const)
      .filter(([, v]) => v >= 0.0005)
      .sort((a, b) => b[1] - a[1])
      .map(([thread, v]) => `${thread} ${pct(v)}`);
    console.log(
      `${name}: run time per request (schedstat), medians: main thread ${m((t) => t.mainRunUs).toFixed(1)} µs (rounds ${sum.timed.map((t) => t.mainRunUs.toFixed(1)).join(', ')}), other threads ${m((t) => t.othersRunUs).toFixed(2)} µs; ` +
        `the round's wall time, medians: main thread running ${pct(m((t) => t.mainRunning))} (rounds ${rounds((t) => t.mainRunning)}), waiting for its CPU ${pct(m((t) => t.mainWaiting))} (rounds ${rounds((t) => t.mainWaiting)}), asleep ${pct(m((t) => t.mainAsleep))} (rounds ${rounds((t) => t.mainAsleep)}); other threads running: ${others.join(', ') || 'none'}` +
        (serverCpu === null ? '' : `; CPU ${serverCpu} idle ${pct(m((t) => t.cpuIdle!))} (rounds ${rounds((t) => t.cpuIdle!)}), other processes on it ${pct(m((t) => t.cpuOthers!))}`) +
        (loopUtilization ? `; event-loop utilization ${pct(m((t) => t.loopUtilization!))} (rounds ${rounds((t) => t.loopUtilization!)})` : ''),
    );
  }
  // Each ratio from the rounds' own pairs (both servers in the same round, so under the same
  // conditions of a shared machine), as the benchmark's api section gives them (bench/round-ratios.ts).
  const apiRounds = sums.get('API')?.timed ?? [];
  if (apiRounds.length > 0) {
    for (const [name, sum] of sums) {
      if (name === 'API' || sum.timed.length !== apiRounds.length) continue;
      const pairs = apiRounds.map((api, i) => ({ api, other: sum.timed[i]! }));
      const byRun = roundRatio(pairs, (p) => p.other.mainRunUs + p.other.othersRunUs, (p) => p.api.mainRunUs + p.api.othersRunUs);
      const byCpu = roundRatio(pairs, (p) => p.other.cpuUs, (p) => p.api.cpuUs);
      const byRate = roundRatio(pairs, (p) => p.api.rps, (p) => p.other.rps);
      console.log(
        `${name} over API (above 1: the API spends less a request), medians of the rounds' ratios: by run time a request (schedstat, every thread) ${formatRoundRatio(byRun)}; ` +
          `by CPU a request (/proc) ${formatRoundRatio(byCpu)}; API / ${name} by throughput ${formatRoundRatio(byRate)}`,
      );
    }
  }
  if (baselines.length > 0 && rounds > 0) {
    // From the lines printed above, as a reader of this output would compute it again.
    const builds = ['API', ...baselines.slice(1).map((b) => b.name), ...variants.map((v) => v.name)];
    const comparison = compareBuilds(parseRoundLines(printedRounds.join('\n')), { base: baselines[0]!.name, floor: floor?.name ?? null, builds, reference: 'fair' });
    for (const line of formatComparison(comparison)) console.log(line);
  }
  if (withStrace) {
    const kinds = new Set([...sums.values()].flatMap((s) => [...s.calls.keys()]));
    const per = (name: string, kind: string) => {
      const s = sums.get(name)!;
      return (s.calls.get(kind) ?? 0) / Math.max(1, s.requests);
    };
    const names = servers.map((s) => s.name);
    const rows = [...kinds].map((k) => [k, ...names.map((n) => per(n, k))] as const).sort((a, b) => (b[1] as number) - (a[1] as number));
    console.log(`${'syscall'.padEnd(18)} ${names.map((n) => `${n}/req`.padStart(16)).join(' ')}`);
    for (const [k, ...v] of rows) if (v.some((x) => x >= 0.001)) console.log(`${k.padEnd(18)} ${v.map((x) => x.toFixed(3).padStart(16)).join(' ')}`);
    const total = (name: string) => [...sums.get(name)!.calls.values()].reduce((x, y) => x + y, 0) / Math.max(1, sums.get(name)!.requests);
    console.log(`${'total'.padEnd(18)} ${names.map((n) => total(n).toFixed(3).padStart(16)).join(' ')}`);
  }
} finally {
  for (const s of [...hooked.map((h) => h.server), ...servers.reverse()]) await stopChild(s.child).catch(() => undefined);
}
