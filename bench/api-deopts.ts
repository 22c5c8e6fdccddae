import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiEnvironment, keyedRecordSetup, keyedTargets, recordFairRoot } from './keyed-record-setup.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { numberOption } from './number-option.ts';
import { runWrk } from './wrk-load.ts';

/**
 * How often V8 deoptimizes and compiles again once the API is warm, against the fair comparator
 * (bench/fair-node-server.ts), under the load of bench/socket-calls.ts: keyed company records,
 * wrk rounds interleaved between the servers (each idles while the others are loaded, and its
 * connections close at the end of each round). Every server runs with `--trace-opt
 * --trace-deopt` and unbuffered output (stdbuf), and the tool writes a line into each server's
 * log before each phase, so each deoptimization is counted in the phase where it happened: start
 * (loading, the first requests), two warm-up runs, then the rounds. A warm server should have
 * none in its rounds: a function deoptimized there, and the objects it names (`--trace-deopt`'s
 * reason: "wrong map", "dependent field type changed"...), is an object whose shape changed after
 * the warm-up. The trace of each server stays in `<workDir>/api-deopts/<tag>.log`.
 *
 * `--full-gc` runs a full collection in each server before each of its rounds, while it is idle
 * (bench/full-gc-on-signal.ts), as V8's memory reducer does by itself some seconds after traffic
 * pauses: what a warm server loses then (optimized code referring to hidden classes that no live
 * object had at that moment) shows in every round instead of by chance.
 *
 * `node bench/api-deopts.ts <workDir> [--rounds 8] [--seconds 5] [--cpu 1] [--connections 50]
 * [--baseline <root>] [--full-gc] [--node-flags '<flags>']`; figures go to stdout and docs/api-performance.md.
 */

const STDBUF = '/usr/bin/stdbuf';
const PHASE = '@@phase ';

const args = process.argv.slice(2);
const workDir = args[0];
if (!workDir || workDir.startsWith('--')) {
  console.error("usage: api-deopts.ts <workDir> [--rounds N] [--seconds S] [--cpu C] [--connections N] [--baseline <root>] [--node-flags '<flags>']");
  process.exit(2);
}
const rounds = numberOption(args, 'rounds', 8);
const seconds = numberOption(args, 'seconds', 5);
const cpu = numberOption(args, 'cpu', 1);
const connections = numberOption(args, 'connections', 50);
const baselineAt = args.indexOf('--baseline');
const baselineRoot = baselineAt < 0 ? null : path.resolve(args[baselineAt + 1]!);
const nodeFlagsAt = args.indexOf('--node-flags');
const fullGc = args.includes('--full-gc');
const nodeFlags = [
  ...(nodeFlagsAt < 0 ? [] : args[nodeFlagsAt + 1]!.split(' ').filter((f) => f !== '')),
  ...(fullGc ? ['--expose-gc', '--import', path.join(import.meta.dirname, 'full-gc-on-signal.ts')] : []),
];
const root = path.resolve(import.meta.dirname, '..');

interface Traced {
  name: string;
  url: string;
  log: string;
  child: ChildProcess;
  api: boolean;
}

async function startTraced(name: string, script: string, scriptArgs: string[], env: Record<string, string>, port: number, log: string, api: boolean): Promise<Traced> {
  const fd = fs.openSync(log, 'a');
  const child = spawn(STDBUF, ['-o0', '-e0', process.execPath, '--trace-opt', '--trace-deopt', ...nodeFlags, script, ...scriptArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  await waitForPort(port, child, name, 120_000);
  return { name, url: `http://127.0.0.1:${port}`, log, child, api };
}

interface PhaseCounts {
  phase: string;
  /** Bailouts: optimized code left for the interpreter or baseline code (eager, lazy, soft). */
  deopts: number;
  /** Optimized code thrown away because what it assumed of a map or field changed. */
  invalidated: number;
  /** Optimizations completed (Maglev and TurboFan). */
  optimized: number;
  /** What was deoptimized: "function: reason", with counts. */
  what: Map<string, number>;
}

/** Counts of a server's trace, phase by phase (the tool's markers split it). */
function countPhases(log: string): PhaseCounts[] {
  const phases: PhaseCounts[] = [];
  let current: PhaseCounts = { phase: 'start', deopts: 0, invalidated: 0, optimized: 0, what: new Map() };
  phases.push(current);
  const note = (key: string) => current.what.set(key, (current.what.get(key) ?? 0) + 1);
  for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
    if (line.startsWith(PHASE)) {
      current = { phase: line.slice(PHASE.length), deopts: 0, invalidated: 0, optimized: 0, what: new Map() };
      phases.push(current);
    } else if (line.startsWith('[bailout (kind: ')) {
      current.deopts += 1;
      const fn = /<JSFunction ([^ >]*)/.exec(line)?.[1] || '(anonymous)';
      note(`${fn}: ${/reason: ([^)]*)\)/.exec(line)?.[1] ?? '?'}`);
    } else if (line.startsWith('[marking dependent code')) {
      current.invalidated += 1;
      const fn = /<SharedFunctionInfo ?([^>]*)>/.exec(line)?.[1] || '(anonymous)';
      note(`${fn}: ${/reason: (.*)\]$/.exec(line)?.[1] ?? '?'} (invalidated)`);
    } else if (line.startsWith('[completed optimizing') || (line.startsWith('[completed compiling') && line.includes('MAGLEV'))) {
      current.optimized += 1;
    }
  }
  return phases;
}

const setup = await keyedRecordSetup(workDir, 'api-deopts');
const servers: Traced[] = [];
try {
  const apiOf = async (name: string, checkout: string, tag: string) => {
    const port = await freePort();
    return startTraced(name, path.join(checkout, 'bench', 'api-server.ts'), ['1'], apiEnvironment(setup, tag, port), port, path.join(setup.dir, `${tag}.log`), true);
  };
  servers.push(await apiOf('API', root, 'api'));
  if (baselineRoot !== null) servers.push(await apiOf('API before', baselineRoot, 'before'));
  const www = await recordFairRoot(servers[0]!.url, setup);
  const fairPort = await freePort();
  servers.push(await startTraced('fair', path.join(import.meta.dirname, 'fair-node-server.ts'), [www, String(fairPort)], {}, fairPort, path.join(setup.dir, 'fair.log'), false));

  const loadOf = async (server: Traced, phase: string, s: number) => {
    if (fullGc && phase.startsWith('round ')) {
      fs.appendFileSync(server.log, `${PHASE}${phase} (full collection first)\n`);
      process.kill(server.child.pid!, 'SIGUSR2');
      // The collection runs on the server's next turn of its event loop; a second is plenty.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    fs.appendFileSync(server.log, `${PHASE}${phase}\n`);
    return runWrk({ base: server.url, targets: keyedTargets(setup, server.api), headers: setup.keyHeader, connections, seconds: s, workDir: setup.dir, cpu });
  };
  // The warm-up of bench/socket-calls.ts: two runs, the first close of connections in between.
  for (const server of servers) for (const warm of ['warm 1', 'warm 2']) await loadOf(server, warm, 1);
  const requests = new Map<string, number>();
  for (let round = 0; round < rounds; round += 1) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const result = await loadOf(server, `round ${round + 1}`, seconds);
      requests.set(server.name, (requests.get(server.name) ?? 0) + result.requests);
    }
  }
  for (const server of servers) fs.appendFileSync(server.log, `${PHASE}stop\n`);
  for (const server of servers) await stopChild(server.child);

  console.log(`--trace-opt --trace-deopt${nodeFlags.length > 0 ? ` ${nodeFlags.join(' ')}` : ''}${fullGc ? ', a full collection in each idle server before each of its rounds' : ''}; wrk -t1 -c${connections} pinned to CPU ${cpu}: 2 warm-up runs of 1 s, then ${rounds} interleaved round(s) of ${seconds} s`);
  for (const server of servers) {
    const phases = countPhases(server.log).filter((p) => p.phase !== 'stop');
    const rounded = phases.filter((p) => p.phase.startsWith('round '));
    // A round's own phase and its "full collection first" part are counted together.
    const sum = (list: PhaseCounts[], f: (p: PhaseCounts) => number) => list.reduce((a, p) => a + f(p), 0);
    console.log(
      `\n${server.name} (${requests.get(server.name) ?? 0} requests in the rounds): deoptimized / invalidated / optimized by phase: ` +
        phases.map((p) => `${p.phase} ${p.deopts}/${p.invalidated}/${p.optimized}`).join(', ') +
        `; in the rounds: ${sum(rounded, (p) => p.deopts)} / ${sum(rounded, (p) => p.invalidated)} / ${sum(rounded, (p) => p.optimized)}`,
    );
    for (const p of phases.filter((x) => x.phase !== 'start' && x.what.size > 0)) {
      const listed = [...p.what].sort((a, b) => b[1] - a[1]);
      console.log(`  ${p.phase}: ${listed.slice(0, 12).map(([what, n]) => (n > 1 ? `${what} x${n}` : what)).join('; ')}${listed.length > 12 ? `; ${listed.length - 12} more` : ''}`);
    }
  }
} finally {
  for (const server of servers) await stopChild(server.child).catch(() => undefined);
}
