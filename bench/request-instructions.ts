import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runLoad } from './http-load.ts';
import { apiEnvironment, keyedRecordSetup, keyedTargets, recordFairRoot, type KeyedRecordSetup } from './keyed-record-setup.ts';
import { freePort, stopChild, waitForPort } from './nginx-server.ts';
import { numberOption } from './number-option.ts';
import { seededRandom } from './search-queries.ts';

/**
 * Instructions per keyed `/v1/entreprises/{ridet}` of the API and of the fair comparator
 * (bench/fair-node-server.ts), counted by valgrind's callgrind: unlike CPU time, the count does
 * not depend on what else the machine runs, so two builds and the comparator can be told apart
 * on a loaded machine. Each server runs under callgrind (instrumentation switched on once it
 * listens); after a warm-up, each batch is `callgrind_control --zero`, a fixed number of requests
 * (bench/http-load.ts, `--concurrency` in flight on keep-alive sockets), `--dump`; an idle
 * stretch counted the same way is taken off in proportion to the batch's duration. Threads are
 * counted apart: the main thread (JavaScript, node:http, the parser) is the request's own work,
 * the others V8's compiler and collector helpers. Servers and batches are interleaved; the
 * median batch is the figure, the spread (JIT tier-ups, collections) beside it. Under valgrind
 * V8's background compilations finish when valgrind schedules their thread, so a hot function
 * may still run unoptimized in one run and not in another: compare builds within one run, read
 * `--functions` (Builtins_*Baseline entries mean unoptimized code). With
 * `--node-flags '--no-concurrent-recompilation'` the compilations are counted on the main
 * thread instead, which shows how much compiling a build still does once warm.
 * `--functions N` lists, for the main thread of each server's median batch, the N functions
 * with the most instructions a request, by self cost then inclusive, JIT code named from the
 * process's `--perf-basic-prof` map. With `--cache-sim`, bench/callgrind-parts.ts reads the
 * dumps left in `<workDir>/request-instructions` (until the next run empties it) for where the
 * misses are, by part and function.
 *
 * `node bench/request-instructions.ts <workDir> [--requests 2000] [--batches 5] [--warm 4000]
 * [--concurrency 8] [--idle-seconds 5] [--baseline <root>]... [--functions 30] [--node-flags '<flags>'] [--cache-sim]`.
 * Under callgrind a request takes 2 to 10 ms: a run of the defaults takes about 5 minutes.
 */

const VALGRIND = '/usr/bin/valgrind';
const CALLGRIND_CONTROL = '/usr/bin/callgrind_control';
const CALLGRIND_ANNOTATE = '/usr/bin/callgrind_annotate';
const run = promisify(execFile);

const args = process.argv.slice(2);
const workDir = args[0];
if (!workDir || workDir.startsWith('--')) {
  console.error("usage: request-instructions.ts <workDir> [--requests N] [--batches N] [--warm N] [--concurrency N] [--idle-seconds S] [--baseline <root>]... [--functions N] [--node-flags '<flags>'] [--cache-sim]");
  process.exit(2);
}
const option = (name: string, fallback: number) => numberOption(args, name, fallback);
const requests = option('requests', 2000);
const batches = option('batches', 5);
const warm = option('warm', 4000);
const concurrency = option('concurrency', 8);
const idleSeconds = option('idle-seconds', 5);
const functions = option('functions', 0);
/**
 * Callgrind's cache and branch-predictor simulation beside the instructions: misses of the first
 * level (I1, D1) and of the last level (IL, DL) for a machine like the host (valgrind reads its
 * cache sizes), mispredicted conditional and indirect branches (Bcm, Bim). A model, not the
 * hardware's counters (which this VM does not expose), but one that the machine's load does not
 * move: it says whether a server's instructions touch more memory or mispredict more.
 */
const cacheSim = args.includes('--cache-sim');
/** V8 flags for every server, for a look inside (`--no-short-builtin-calls` names the builtins JIT code calls). */
const nodeFlagsAt = args.indexOf('--node-flags');
const nodeFlags = nodeFlagsAt < 0 ? [] : args[nodeFlagsAt + 1]!.split(' ').filter((f) => f !== '');
/**
 * Other checkouts counted in the same run, each after the flag (`--baseline <root>`, repeatable):
 * a run's JIT state moves totals by several percent from one run to the next, so changes measured
 * one by one are compared within one run. The first is "API before", the next ones by their folder's name.
 */
const baselineRoots = args.flatMap((arg, i) => (arg === '--baseline' ? [path.resolve(args[i + 1]!)] : []));
const here = import.meta.dirname;

interface Counted {
  /** Instructions of the main thread and of the others, over the counted stretch. */
  main: number;
  others: number;
  /** Every event callgrind counted for the main thread (`Ir` alone, or with `--cache-sim` the caches' and branches' too). */
  mainEvents: Record<string, number>;
  ms: number;
  /** The main thread's dump file, for --functions. */
  mainFile: string;
}

interface Measured {
  name: string;
  url: string;
  targets: string[];
  child: ChildProcess;
  pid: number;
  prefix: string;
  /** HOST as the server sees it: valgrind names its control pipes after it, and the API reads its own HOST. */
  host: string | undefined;
  dumps: number;
  batches: Counted[];
  idle: Counted | null;
}

async function startUnderCallgrind(setup: KeyedRecordSetup, name: string, tag: string, script: string, scriptArgs: string[], env: Record<string, string>, port: number, api: boolean): Promise<Measured> {
  const prefix = path.join(setup.dir, `callgrind-${tag}`);
  const log = fs.openSync(path.join(setup.dir, `${tag}.log`), 'a');
  const child = spawn(
    VALGRIND,
    [
      '--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', ...(cacheSim ? ['--cache-sim=yes', '--branch-sim=yes'] : []), `--callgrind-out-file=${prefix}.%p`, `--vgdb-prefix=${prefix}-vgdb`,
      process.execPath, '--perf-basic-prof', ...nodeFlags, script, ...scriptArgs,
    ],
    { cwd: path.resolve(here, '..'), env: { ...process.env, ...env }, stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  await waitForPort(port, child, name, 900_000);
  const measured: Measured = { name, url: `http://127.0.0.1:${port}`, targets: keyedTargets(setup, api), child, pid: child.pid!, prefix, host: env.HOST ?? process.env.HOST, dumps: 0, batches: [], idle: null };
  await control(measured, '--instr=on');
  return measured;
}

const control = (server: Measured, command: string) => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (server.host === undefined) delete env.HOST;
  else env.HOST = server.host;
  return run(CALLGRIND_CONTROL, [`--vgdb-prefix=${server.prefix}-vgdb`, command, String(server.pid)], { env });
};

/** Instructions counted by callgrind in its dump files of one dump: main thread (1) and the rest. */
function readDump(server: Measured, dump: number): Omit<Counted, 'ms'> {
  const base = `${path.basename(server.prefix)}.${server.pid}.${dump}-`;
  const files = fs.readdirSync(path.dirname(server.prefix)).filter((f) => f.startsWith(base));
  let main = 0;
  let others = 0;
  let mainFile = '';
  let mainEvents: Record<string, number> = {};
  for (const file of files) {
    const full = path.join(path.dirname(server.prefix), file);
    const text = fs.readFileSync(full, 'utf8');
    // `events:` names the columns of `summary:`, Ir (instructions) first.
    const names = /^events:\s+(.+)$/m.exec(text)?.[1]?.trim().split(/\s+/) ?? ['Ir'];
    const values = /^summary:\s+(.+)$/m.exec(text)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    const count = values[0] ?? 0;
    if (Number(file.slice(base.length)) === 1) {
      main += count;
      mainFile = full;
      mainEvents = Object.fromEntries(names.map((name, i) => [name, values[i] ?? 0]));
    } else {
      others += count;
    }
  }
  if (mainFile === '') throw new Error(`[bench] no callgrind dump ${base}01 in ${path.dirname(server.prefix)}`);
  return { main, others, mainFile, mainEvents };
}

/** Counts what `work` makes the server execute: zero, work, dump. */
async function counted(server: Measured, work: () => Promise<void>): Promise<Counted> {
  await control(server, '--zero');
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await control(server, '--dump');
  server.dumps += 1;
  return { ...readDump(server, server.dumps), ms };
}

/**
 * `count` requests, the records drawn at random as wrk's script draws them (bench/wrk-load.ts),
 * the same draws for every server: in turn, each record would come back only after all the others,
 * the worst order for the caches' least-recently-used lists, which then move their entry at every
 * hit, where in the benchmark's random order half the hits move (docs/api-performance.md). In a counted batch
 * every one must be answered 200 (the count is divided by them).
 */
const load = async (server: Measured, count: number, counting = true, seed = 1): Promise<void> => {
  const random = seededRandom(seed);
  const urls = Array.from({ length: count }, () => server.url + server.targets[Math.floor(random() * server.targets.length)]!);
  const result = await runLoad({ urls, requests: count, concurrency, headers: setup.keyHeader });
  if (counting && (result.errors > 0 || result.statuses['200'] !== count)) throw new Error(`[bench] ${server.name}: ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
};

/** What the idle server executes over `ms`, in proportion to the idle stretch counted. */
const idleShare = (server: Measured, ms: number, field: 'main' | 'others') => (server.idle === null ? 0 : (server.idle[field] * ms) / server.idle.ms);
const perRequest = (server: Measured, batch: Counted, field: 'main' | 'others') => (batch[field] - idleShare(server, batch.ms, field)) / requests;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** JIT code's names, from node's `--perf-basic-prof` map (`/tmp/perf-<pid>.map`: start, size, name). */
function jitNames(pid: number): (address: number) => string | null {
  const file = `/tmp/perf-${pid}.map`;
  const ranges = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').split('\n').flatMap((line) => {
        const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
        return m ? [{ start: parseInt(m[1]!, 16), end: parseInt(m[1]!, 16) + parseInt(m[2]!, 16), name: m[3]! }] : [];
      })
    : [];
  return (address) => {
    // The latest entry wins: code is moved and replaced as V8 tiers functions up.
    for (let i = ranges.length - 1; i >= 0; i--) if (address >= ranges[i]!.start && address < ranges[i]!.end) return ranges[i]!.name;
    return null;
  };
}

async function topFunctions(server: Measured, batch: Counted, inclusive: boolean): Promise<string[]> {
  // Instructions alone: with --cache-sim the dump has a column per event, which the line's pattern below does not read.
  const { stdout } = await run(CALLGRIND_ANNOTATE, [`--inclusive=${inclusive ? 'yes' : 'no'}`, '--threshold=100', '--show=Ir', batch.mainFile], { maxBuffer: 256 * 1024 * 1024 });
  const nameOf = jitNames(server.pid);
  const sums = new Map<string, number>();
  for (const line of stdout.split('\n')) {
    const m = /^\s*([\d,]+) \([ \d.]+%\)\s+(.*)$/.exec(line);
    if (!m || m[2]!.includes('PROGRAM TOTALS')) continue;
    const count = Number(m[1]!.replace(/,/g, ''));
    const where = m[2]!;
    const jit = /^\?\?\?:0x([0-9a-f]+) \[\?\?\?\]$/.exec(where);
    const name = jit ? (nameOf(parseInt(jit[1]!, 16)) ?? `JIT code at 0x${jit[1]}`) : where.replace(/^\?\?\?:/, '').replace(/ \[[^\]]*\]$/, '');
    sums.set(name, (sums.get(name) ?? 0) + count);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, functions)
    .map(([name, count]) => `  ${Math.round(count / requests).toLocaleString('en-US').padStart(9)}  ${name.length > 150 ? `${name.slice(0, 150)}…` : name}`);
}

const setup = await keyedRecordSetup(workDir, 'request-instructions');
const servers: Measured[] = [];
try {
  const apiOf = async (name: string, checkout: string, tag: string) => {
    const port = await freePort();
    // Under callgrind the first requests (the JIT's tiers) can wait in a queue past the default
    // time-outs, which then close connections; the request's path does not depend on them.
    const env = { ...apiEnvironment(setup, tag, port), HEADERS_TIMEOUT_SECONDS: '600', REQUEST_TIMEOUT_SECONDS: '600' };
    return startUnderCallgrind(setup, name, tag, path.join(checkout, 'bench', 'api-server.ts'), ['1'], env, port, true);
  };
  const api = await apiOf('API', path.resolve(here, '..'), 'api');
  servers.push(api);
  for (const [i, root] of baselineRoots.entries()) {
    servers.push(await apiOf(i === 0 ? 'API before' : `API ${path.basename(root)}`, root, i === 0 ? 'before' : `before${i + 1}`));
  }
  const www = await recordFairRoot(api.url, setup);
  const fairPort = await freePort();
  servers.push(await startUnderCallgrind(setup, 'fair', 'fair', path.join(here, 'fair-node-server.ts'), [www, String(fairPort)], {}, fairPort, false));
  // Warm: every answer remembered, the JIT past its tiers for these requests. In two loads, each
  // closing its connections at the end: the first close of keep-alive connections invalidates
  // node:http's optimized functions ("dependent prototype chain changed", docs/api-performance.md),
  // which must happen before the batches, with a second load to compile them again.
  for (const server of servers) for (const [i, part] of [warm >> 1, warm - (warm >> 1)].entries()) await load(server, part, false, 1000 + i);
  for (const server of servers) {
    server.idle = await counted(server, () => new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000)));
  }
  for (let batch = 0; batch < batches; batch += 1) {
    for (const server of batch % 2 === 0 ? servers : [...servers].reverse()) server.batches.push(await counted(server, () => load(server, requests, true, batch + 1)));
  }
  console.log(`callgrind, ${batches} interleaved batch(es) of ${requests} keyed /v1/entreprises/{ridet} (fair: the same bytes and headers), ${concurrency} in flight, after ${warm} to warm; idle taken off; instructions a request:`);
  for (const server of servers) {
    const main = server.batches.map((b) => perRequest(server, b, 'main'));
    const others = server.batches.map((b) => perRequest(server, b, 'others'));
    const f = (v: number) => Math.round(v).toLocaleString('en-US');
    console.log(
      `${server.name}: main thread median ${f(median(main))} (batches ${main.map(f).join(', ')}); other threads median ${f(median(others))} (batches ${others.map(f).join(', ')}); ` +
        `idle ${f((server.idle!.main + server.idle!.others) / (server.idle!.ms / 1000))} a second`,
    );
  }
  const api0 = servers[0]!;
  const fair = servers[servers.length - 1]!;
  const ratio = (a: Measured) => median(fair.batches.map((b) => perRequest(fair, b, 'main'))) / median(a.batches.map((b) => perRequest(a, b, 'main')));
  for (const server of servers.slice(0, -1)) console.log(`${server.name} / fair by main-thread instructions a request (fair's count over the API's): ${ratio(server).toFixed(3)}`);
  if (cacheSim) {
    const eventNames = Object.keys(api0.batches[0]?.mainEvents ?? {});
    console.log(`\nmain thread, simulated caches and branches, a request (median batch per event, idle taken off): ${eventNames.join(' ')}`);
    for (const server of servers) {
      const perEvent = eventNames.map((name) => {
        const idle = server.idle === null ? 0 : (server.idle.mainEvents[name] ?? 0) / server.idle.ms;
        return median(server.batches.map((batch) => ((batch.mainEvents[name] ?? 0) - idle * batch.ms) / requests));
      });
      console.log(`${server.name}: ${eventNames.map((name, i) => `${name} ${perEvent[i]!.toFixed(name === 'Ir' || name === 'Dr' || name === 'Dw' || name === 'Bc' || name === 'Bi' ? 0 : 1)}`).join(', ')}`);
    }
  }
  if (functions > 0) {
    for (const server of [api0, ...servers.slice(1)]) {
      const mains = server.batches.map((b) => perRequest(server, b, 'main'));
      const at = mains.indexOf(median(mains));
      for (const inclusive of [false, true]) {
        console.log(`\n${server.name}, main thread, median batch, instructions a request by function (${inclusive ? 'inclusive: with what it calls' : 'self'}):`);
        for (const line of await topFunctions(server, server.batches[at]!, inclusive)) console.log(line);
      }
    }
  }
} finally {
  for (const server of servers) {
    await stopChild(server.child).catch(() => undefined);
    // Kept beside the dumps, to name JIT code when reading them by hand (callgrind_annotate --tree=caller).
    const map = `/tmp/perf-${server.pid}.map`;
    if (fs.existsSync(map)) {
      fs.copyFileSync(map, `${server.prefix}.${server.pid}.perf.map`);
      fs.rmSync(map, { force: true });
    }
  }
}
