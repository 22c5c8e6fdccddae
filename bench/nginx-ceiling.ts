import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiEnvironment, keyedRecordSetup, keyedTargets, recordFairRoot } from './keyed-record-setup.ts';
import { waitForFileLine } from './log-wait.ts';
import { freePort, startNginx, stopChild, waitForPort } from './nginx-server.ts';
import { numberOption } from './number-option.ts';
import { treeCpuMs } from './process-stats.ts';
import { formatRoundRatio, medianOf, roundRatio } from './round-ratios.ts';
import { runWrk, TASKSET_BINARY } from './wrk-load.ts';

/**
 * How far a node:http server can reach against nginx on the same CPUs, and what the API's
 * workers give against nginx's: keyed `/v1/entreprises/{ridet}`, wrk -t1 -c50 on CPU `--cpu`
 * (the last by default), every server started on `--server-cpus` (taskset, inherited by threads
 * and children; `0` by default on two CPUs, as the API benchmark places them), in interleaved
 * rounds, the first server rotating each round:
 * - one process each: nginx (one worker), the fair comparator (bench/fair-node-server.ts: the
 *   API's bytes and headers, nothing else to do), the API (bench/api-server.ts);
 * - with `--workers N` (N > 1), also nginx with N workers and the API as `npm run serve` starts
 *   it with API_WORKERS=N (cli/serve.ts, node:cluster).
 * Each ratio is taken within a round, then the median of the rounds with the lowest and highest
 * (bench/round-ratios.ts), by throughput and by CPU a request (the server's process tree, /proc,
 * user + system). Only a quiet machine says anything about the workers: where other work shares
 * the servers' CPUs, N processes get about N shares of them from the scheduler, one process one.
 *
 * `node bench/nginx-ceiling.ts <workDir> [--rounds 6] [--seconds 3] [--cpu <n>] [--server-cpus <list>] [--workers N] [--warm-seconds 1]`.
 */

const args = process.argv.slice(2);
const workDir = args[0];
if (!workDir || workDir.startsWith('--')) {
  console.error('usage: nginx-ceiling.ts <workDir> [--rounds N] [--seconds S] [--cpu C] [--server-cpus LIST] [--workers N]');
  process.exit(2);
}
const rounds = numberOption(args, 'rounds', 6);
const seconds = numberOption(args, 'seconds', 3);
const cpu = numberOption(args, 'cpu', os.availableParallelism() - 1);
const workers = numberOption(args, 'workers', 1);
// The second warm-up run's seconds: V8 compiles the API's path for about 20,000 requests (docs/api-performance.md).
const warmSeconds = numberOption(args, 'warm-seconds', 1);
const serverCpusAt = args.indexOf('--server-cpus');
const serverCpus = serverCpusAt < 0 ? (cpu === 1 ? '0' : `0-${cpu - 1}`) : args[serverCpusAt + 1]!;
const here = import.meta.dirname;
const root = path.resolve(here, '..');
const onServerCpus = (command: string, commandArgs: string[]) => ({ command: TASKSET_BINARY, args: ['-c', serverCpus, command, ...commandArgs] });

interface Server {
  name: string;
  url: string;
  pid: number;
  api: boolean;
  stop(): Promise<void>;
}

async function startNode(name: string, scriptArgs: string[], env: Record<string, string>, port: number, api: boolean, logFile: string): Promise<Server> {
  const log = fs.openSync(logFile, 'a');
  const started = onServerCpus(process.execPath, scriptArgs);
  const child: ChildProcess = spawn(started.command, started.args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  await waitForPort(port, child, name, 600_000);
  return { name, url: `http://127.0.0.1:${port}`, pid: child.pid!, api, stop: () => stopChild(child) };
}

const setup = await keyedRecordSetup(workDir, 'nginx-ceiling');
const servers: Server[] = [];
try {
  const apiPort = await freePort();
  const api = await startNode('API', [path.join(here, 'api-server.ts'), '1'], apiEnvironment(setup, 'api', apiPort), apiPort, true, path.join(setup.dir, 'api.log'));
  servers.push(api);
  const www = await recordFairRoot(api.url, setup);
  const placement = { wrkCpu: cpu, serverCpus, server: onServerCpus, described: '' };
  const nginx = await startNginx(www, placement, 1);
  servers.push({ name: 'nginx', api: false, ...nginx });
  const fairPort = await freePort();
  servers.push(await startNode('fair', [path.join(here, 'fair-node-server.ts'), www, String(fairPort)], {}, fairPort, false, path.join(setup.dir, 'fair.log')));
  if (workers > 1) {
    const nginxN = await startNginx(www, placement, workers);
    servers.push({ name: `nginx x${workers}`, api: false, ...nginxN });
    const port = await freePort();
    const logFile = path.join(setup.dir, 'serve.log');
    const serve = await startNode(`API x${workers}`, ['cli/serve.ts'], { ...apiEnvironment(setup, 'serve', port), API_WORKERS: String(workers) }, port, true, logFile);
    servers.push(serve);
    // The port answers once the first worker listens: the primary says when all do.
    await waitForFileLine(logFile, `"workers":${workers}`, 600_000);
  }
  const targets = (s: Server) => keyedTargets(setup, s.api);
  // Warm every server (JIT, remembered answers) in two runs: the first close of keep-alive
  // connections invalidates node:http's optimized code once, the second compiles it again.
  for (const s of servers) for (const part of [1, warmSeconds]) await runWrk({ base: s.url, targets: targets(s), headers: setup.keyHeader, connections: 50, seconds: part, workDir: setup.dir, cpu });

  const measured = new Map<string, Array<{ rps: number; cpuUs: number; load: number }>>(servers.map((s) => [s.name, []]));
  const byRound: Array<Record<string, number>> = [];
  const cpuByRound: Array<Record<string, number>> = [];
  for (let round = 0; round < rounds; round += 1) {
    const one: Record<string, number> = {};
    const cpuOne: Record<string, number> = {};
    for (let k = 0; k < servers.length; k += 1) {
      const s = servers[(round + k) % servers.length]!;
      const cpuBefore = treeCpuMs(s.pid);
      const result = await runWrk({ base: s.url, targets: targets(s), headers: setup.keyHeader, connections: 50, seconds, workDir: setup.dir, cpu });
      const cpuUs = ((treeCpuMs(s.pid) - cpuBefore) * 1000) / Math.max(1, result.requests);
      if (result.errors + result.non2xx > 0) throw new Error(`[bench] ${s.name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
      measured.get(s.name)!.push({ rps: result.requestsPerSecond, cpuUs, load: os.loadavg()[0]! });
      one[s.name] = result.requestsPerSecond;
      cpuOne[s.name] = cpuUs;
    }
    byRound.push(one);
    cpuByRound.push(cpuOne);
  }
  console.log(`keyed /v1/entreprises/{ridet}, wrk -t1 -c50 -d${seconds}s on CPU ${cpu}, servers on CPU ${serverCpus}, ${rounds} interleaved rounds; per server: median req/s (rounds), median CPU µs a request, 1-minute load after each round`);
  for (const [name, list] of measured) {
    console.log(
      `${name}: ${medianOf(list.map((m) => m.rps)).toFixed(0)} req/s (${list.map((m) => m.rps.toFixed(0)).join(', ')}); ${medianOf(list.map((m) => m.cpuUs)).toFixed(1)} µs CPU/req (${list.map((m) => m.cpuUs.toFixed(1)).join(', ')}); load ${list.map((m) => m.load.toFixed(1)).join(', ')}`,
    );
  }
  // By throughput, and by CPU a request (b's µs over a's: the share of b's speed a would reach on a CPU of its own).
  const ratio = (a: string, b: string) =>
    `${a} / ${b}: ${formatRoundRatio(roundRatio(byRound, (r) => r[a]!, (r) => r[b]!))} by throughput, ${formatRoundRatio(roundRatio(cpuByRound, (r) => r[b]!, (r) => r[a]!))} by CPU a request`;
  console.log(ratio('fair', 'nginx'));
  console.log(ratio('API', 'nginx'));
  console.log(ratio('API', 'fair'));
  if (workers > 1) {
    console.log(ratio(`API x${workers}`, `nginx x${workers}`));
    console.log(ratio(`API x${workers}`, 'API'));
    console.log(ratio(`nginx x${workers}`, 'nginx'));
  }
} finally {
  for (const s of servers.reverse()) await s.stop().catch(() => undefined);
}
