import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asyncCounts } from './async-counts.ts';
import { apiEnvironment, keyedRecordSetup } from './keyed-record-setup.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { numberOption } from './number-option.ts';
import { treeCpuMs } from './process-stats.ts';
import { searchQueries } from './search-queries.ts';
import { formatPerRequest, readPartTimes } from './step-profile.ts';
import { runWrk, type WrkResult } from './wrk-load.ts';

/**
 * The API benchmark's row "search over HTTP, 50 connections, queries never asked before"
 * (bench/api-bench.ts), alone and in pairs: this checkout's API and, with `--baseline <root>`,
 * the API of another checkout (a `git archive` of the commit before a change, with a
 * node_modules link), in interleaved rounds whose first server alternates. The same pieces as
 * the row: the scale 0.01 corpus (published once into `<workDir>` and reused,
 * bench/keyed-record-setup.ts), a key, a warm-up on other queries (seed 303), then each round on
 * queries of its own seed that no earlier seed drew, the same for every server (each server is
 * its own process: none has asked them before). Per server and round: CPU a request (process tree, /proc), p50 and p99
 * (wrk), requests a second.
 *
 * Each round stops after `--requests` answers (its seconds the upper bound): wrk draws targets
 * with a fixed seed, so every server gets the same requests in the same order, the same share
 * of them asked for the first time (a repeat is answered from the per-snapshot memo). Stopped by
 * the clock instead, a faster server would answer more repeats, and its CPU a request would
 * look lower for it.
 *
 * With `--count`, servers started again with bench/async-count-hook.ts preloaded count the bytes
 * V8 allocated and the collections per request over one such run each: figures the load of a
 * shared machine does not move. With `--profile`, this checkout's API runs one more time under
 * `--cpu-prof`: the main thread's busy samples by part (bench/step-profile.ts) and by function,
 * applied to the CPU a request; with `--allocations`, under bench/allocation-sites-hook.ts, whose
 * profile bench/allocation-sites.ts reads.
 *
 * `node bench/search-over-http.ts <workDir> [--rounds 4] [--requests 40000] [--seconds 30]
 * [--warm-seconds 5] [--cpu 1] [--server-cpu 0] [--baseline <root>] [--count] [--profile]
 * [--allocations]`. Figures go to stdout and docs/api-performance.md, never into tests.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const args = process.argv.slice(2);
const workDir = args[0];
if (!workDir) {
  console.error('usage: search-over-http.ts <workDir> [--rounds N] [--seconds S] [--warm-seconds S] [--cpu C] [--server-cpu C] [--baseline <root>] [--count]');
  process.exit(2);
}
const option = (name: string, fallback: number) => numberOption(args, name, fallback);
const rounds = option('rounds', 4);
const seconds = option('seconds', 30);
const requests = option('requests', 40_000);
const warmSeconds = option('warm-seconds', 5);
const cpu = option('cpu', 1);
const serverCpu = args.includes('--server-cpu') ? option('server-cpu', 0) : null;
const connections = 50;
/** As the API benchmark's full plan: 20,000 queries drawn, the distinct ones kept. */
const QUERIES = 20_000;
const baselineAt = args.indexOf('--baseline');
const baselineRoot = baselineAt < 0 ? null : path.resolve(args[baselineAt + 1]!);
const count = args.includes('--count');
const profile = args.includes('--profile');
const allocations = args.includes('--allocations');

interface Server {
  name: string;
  url: string;
  pid: number;
  child: ChildProcess;
}

const setup = await keyedRecordSetup(workDir, 'search-over-http');
const { dir, keyHeader } = setup;
const companies = 1_000;
/**
 * The targets of a seed as the API benchmark writes them: distinct, and none of an earlier seed's
 * (the seeds' queries overlap), so that no server has asked them before, however many of the
 * warm-up's it answered. Made once a seed, in the order first asked: every server gets the same.
 */
const asked = new Set<string>();
const bySeed = new Map<number, string[]>();
const targetsOf = (seed: number): string[] => {
  let targets = bySeed.get(seed);
  if (targets === undefined) {
    targets = [];
    for (const { q } of searchQueries(QUERIES, companies, seed)) {
      const target = `/v1/search?q=${encodeURIComponent(q)}`;
      if (asked.has(target)) continue;
      asked.add(target);
      targets.push(target);
    }
    bySeed.set(seed, targets);
  }
  return targets;
};

const start = async (name: string, checkout: string, tag: string, preload: string[] = [], env: Record<string, string> = {}): Promise<Server> => {
  const port = await freePort();
  const script = path.join(checkout, 'bench', 'api-server.ts');
  const command = serverCpu === null ? [process.execPath, ...preload, script, '1'] : ['/usr/bin/taskset', '-c', String(serverCpu), process.execPath, ...preload, script, '1'];
  const log = fs.openSync(path.join(dir, `${tag}.log`), 'a');
  const child = spawn(command[0]!, command.slice(1), { cwd: checkout, env: { ...process.env, ...apiEnvironment(setup, tag, port), ...env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  await waitForPort(port, child, name, 600_000);
  return { name, url: `http://127.0.0.1:${port}`, pid: child.pid!, child };
};

/** A warm-up runs for its seconds; a measured run stops after `requests` answers. */
const load = (server: Server, seed: number, secondsOfLoad: number, answers?: number): Promise<WrkResult> =>
  runWrk({ base: server.url, targets: targetsOf(seed), headers: keyHeader, connections, seconds: secondsOfLoad, workDir: dir, cpu, requests: answers });

interface Round {
  cpuUs: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const servers: Server[] = [];
try {
  const checkouts = [{ name: 'API', checkout: root }, ...(baselineRoot === null ? [] : [{ name: 'API before', checkout: baselineRoot }])];
  for (const [i, c] of checkouts.entries()) servers.push(await start(c.name, c.checkout, `api-${i}`));
  for (const s of servers) await load(s, 303, warmSeconds);
  const measured = new Map<string, Round[]>(servers.map((s) => [s.name, []]));
  const loads: number[] = [fs.readFileSync('/proc/loadavg', 'utf8').split(' ').map(Number)[0]!];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      const before = treeCpuMs(s.pid);
      const result = await load(s, 101 + round, seconds, requests);
      const used = treeCpuMs(s.pid) - before;
      measured.get(s.name)!.push({ cpuUs: (used * 1000) / Math.max(1, result.requests), rps: result.requestsPerSecond, p50: result.p50, p99: result.p99, non2xx: result.non2xx + result.errors });
    }
    loads.push(fs.readFileSync('/proc/loadavg', 'utf8').split(' ').map(Number)[0]!);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
  console.log(`targets by seed (never asked before): ${[...bySeed].map(([seed, t]) => `${seed} ${t.length}`).join(', ')}`);
  console.log(`wrk -t1 -c${connections}, ${requests} answers a round, pinned to CPU ${cpu}, servers ${serverCpu === null ? 'unpinned' : `pinned to CPU ${serverCpu}`}, ${rounds} interleaved round(s) after a ${warmSeconds} s warm-up; 1-minute load average ${loads.map((l) => l.toFixed(1)).join(', ')} (start, after each round)`);
  for (const [name, list] of measured) {
    if (list.length === 0) continue;
    const m = (f: (r: Round) => number) => median(list.map(f));
    console.log(
      `${name}: CPU/req median ${m((r) => r.cpuUs).toFixed(1)} µs, least ${Math.min(...list.map((r) => r.cpuUs)).toFixed(1)} (rounds ${list.map((r) => r.cpuUs.toFixed(1)).join(', ')}); ` +
        `p99 median ${m((r) => r.p99).toFixed(1)} ms (rounds ${list.map((r) => r.p99.toFixed(1)).join(', ')}); p50 ${m((r) => r.p50).toFixed(2)} ms; ${m((r) => r.rps).toFixed(0)} req/s; errors or non-2xx ${list.reduce((a, r) => a + r.non2xx, 0)}`,
    );
  }
  if (count) {
    const hook = ['--import', path.join(here, 'async-count-hook.ts')];
    for (const [i, c] of checkouts.entries()) {
      const file = path.join(dir, `counts-${i}.json`);
      const s = await start(`${c.name} (counted)`, c.checkout, `counted-${i}`, hook, { ASYNC_COUNT_FILE: file });
      servers.push(s);
      await load(s, 303, warmSeconds);
      const before = await asyncCounts(s.pid, file, 0);
      const result = await load(s, 404, seconds, requests);
      const after = await asyncCounts(s.pid, file, before.seq);
      const n = Math.max(1, result.requests);
      const delta = (type: string) => (after.counts[type] ?? 0) - (before.counts[type] ?? 0);
      console.log(
        `${c.name}: ${result.requests} requests, bytes allocated a request ${(delta('allocated bytes') / n).toFixed(0)}; per 1,000 requests: scavenges ${((delta('gc minor') * 1000) / n).toFixed(2)} ` +
          `(${((delta('gc minor ms') * 1000) / n).toFixed(1)} ms of pause), mark-compacts ${((delta('gc major') * 1000) / n).toFixed(2)}; promises a request ${(delta('PROMISE') / n).toFixed(2)}`,
      );
    }
  }
  if (profile) {
    const profileDir = path.join(dir, 'profile');
    fs.rmSync(profileDir, { recursive: true, force: true });
    fs.mkdirSync(profileDir);
    const s = await start('API (profiled)', root, 'profiled', ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
    await load(s, 303, warmSeconds);
    const before = treeCpuMs(s.pid);
    const result = await load(s, 505, seconds, requests);
    const cpuUs = ((treeCpuMs(s.pid) - before) * 1000) / Math.max(1, result.requests);
    await stopChild(s.child);
    const { parts, busyUs } = readPartTimes(profileDir, (result.seconds + 0.2) * 1e6);
    console.log(`API under --cpu-prof: ${result.requests} requests, ${cpuUs.toFixed(1)} µs CPU/req; by part: ${formatPerRequest(parts, busyUs, cpuUs)}`);
    console.log(`by function (self): ${formatPerRequest(functionTimes(profileDir, (result.seconds + 0.2) * 1e6), busyUs, cpuUs, 0.005)}`);
  }
  if (allocations) {
    const profileDir = path.join(dir, 'allocations');
    fs.rmSync(profileDir, { recursive: true, force: true });
    fs.mkdirSync(profileDir);
    const s = await start('API (allocations)', root, 'allocations', ['--import', path.join(here, 'allocation-sites-hook.ts')], { ALLOCATION_PROFILE_DIR: profileDir });
    servers.push(s);
    await load(s, 303, warmSeconds);
    process.kill(s.pid, 'SIGUSR2');
    const result = await load(s, 606, seconds, requests);
    const file = path.join(profileDir, `allocations-${s.pid}.heapprofile`);
    process.kill(s.pid, 'SIGUSR2');
    while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 50));
    console.log(`allocation profile of ${result.requests} requests: node bench/allocation-sites.ts ${file} ${result.requests}`);
  }
} finally {
  for (const s of servers.reverse()) await stopChild(s.child).catch(() => undefined);
}

/** Self time by function (name, file, line) over the profiles in `dir`, the last `windowUs` of each. */
function functionTimes(profileDir: string, windowUs: number): Map<string, number> {
  const times = new Map<string, number>();
  for (const name of fs.readdirSync(profileDir).filter((n) => n.endsWith('.cpuprofile'))) {
    const p = JSON.parse(fs.readFileSync(path.join(profileDir, name), 'utf8')) as {
      endTime: number;
      startTime: number;
      nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
      samples: number[];
      timeDeltas: number[];
    };
    const byId = new Map(p.nodes.map((node) => [node.id, node]));
    let at = p.startTime;
    for (let i = 0; i < p.samples.length; i += 1) {
      const delta = p.timeDeltas[i] ?? 0;
      at += delta;
      if (at < p.endTime - windowUs) continue;
      const frame = byId.get(p.samples[i]!)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') continue;
      const where = frame.url === '' ? '' : ` ${frame.url.replace(/^file:\/\/.*?\/(?=(api|bench|platform|publish|kernel|node_modules)\/)/, '')}:${frame.lineNumber + 1}`;
      const key = `${frame.functionName || '(anonymous)'}${where}`;
      times.set(key, (times.get(key) ?? 0) + delta);
    }
  }
  return times;
}
