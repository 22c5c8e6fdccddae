import { execFile } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { hrtime } from 'node:process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import type * as AccessLogModule from '../api/access-log.ts';
import type * as MetricsModule from '../api/metrics.ts';
import type * as LoggerModule from '../platform/logger.ts';
import type { AppResponse } from '../api/app.ts';
import { numberOption } from './number-option.ts';

/**
 * What node:http's listener (api/http-server.ts) does per request after the app has answered,
 * step by step, in one process: the latency clock (two readings), the metrics' count and
 * histogram (`ApiMetrics.observe`), the access log (`AccessLog.record`, sampled at the shipped
 * ACCESS_LOG_SAMPLE of 0.01, its lines written by the service logger as the API writes them, on
 * stdout, which the command sends to /dev/null; with no line, sample 0, so that the line's share is the difference; and a
 * line every request, sample 1), and the three together as a remembered keyed read runs them. Each step of
 * one checkout (and of `--baseline <root>`, a `git archive` with a node_modules link) is called
 * in batches, interleaved, CPU time a call (`process.cpuUsage`: time waited for a core left out)
 * and bytes V8 allocated a call (load-independent). Figures to docs/api-performance.md.
 *
 * `node bench/listener-bookkeeping.ts [--baseline <root>] [--batches 30] [--size 200000] [--root <checkout>]
 * [--step <name>]... [--callgrind] > /dev/null`: the figures go to stderr. Instructions a call: one
 * `--root` and one `--step` with `--callgrind` under `valgrind --tool=callgrind --instr-atstart=no`
 * (below).
 */
if (process.stdout.isTTY) {
  console.error('listener-bookkeeping.ts writes the access log on stdout: send it to /dev/null (`> /dev/null`); the figures go to stderr');
  process.exit(2);
}
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => numberOption(args, name, fallback);
const batches = option('batches', 30);
const size = option('size', 200_000);
const baselineAt = args.indexOf('--baseline');
const rootAt = args.indexOf('--root');
const roots: Array<[string, string]> = [['after', path.resolve(rootAt >= 0 ? args[rootAt + 1]! : path.join(import.meta.dirname, '..'))]];
if (baselineAt >= 0) roots.push(['before', path.resolve(args[baselineAt + 1]!)]);
/** Only these steps (`--step <name>`, repeatable). */
const only = args.flatMap((arg, i) => (arg === '--step' ? [args[i + 1]!] : []));
/**
 * Under `valgrind --tool=callgrind --instr-atstart=no`: instructions are counted during the last
 * batch of each step only (callgrind_control switches them on and off), so that callgrind's
 * total over one step and one build, less the same for the step `nothing`, over `--size` is the
 * instructions a call (the JIT warmed by the batches before; V8's helper threads included).
 */
const callgrind = args.includes('--callgrind');
const run = promisify(execFile);
const instrumentation = async (state: 'on' | 'off'): Promise<void> => {
  if (callgrind) await run('/usr/bin/callgrind_control', ['-i', state, String(process.pid)]);
};

type Step = (request: IncomingMessage, response: AppResponse) => void;

/** A keyed company record as the app answers it from memory (status, meta and body as sent). */
const response: AppResponse = {
  status: 200,
  headers: {},
  body: Buffer.alloc(1_400, 0x61),
  meta: { routeId: 'entreprise', snapshotId: '20261201T000000Z-0001', code: null, error: null },
};
const fresh = (text: string): string => Buffer.from(text, 'latin1').toString('latin1');
/** The fields of node's request the access log reads; a new URL string per request, as the parser makes it. */
const requestOf = (i: number): IncomingMessage =>
  ({
    method: 'GET',
    url: fresh(`/v1/entreprises/${String(1_000_000 + (i % 200)).padStart(7, '0')}.001`),
    headers: { host: 'bench', 'x-api-key': 'anc_live_bench', 'user-agent': fresh('wrk') },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;

async function stepsOf(root: string): Promise<Record<string, Step>> {
  const load = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
  const { ApiMetrics } = await load<typeof MetricsModule>('api/metrics.ts');
  const { AccessLog } = await load<typeof AccessLogModule>('api/access-log.ts');
  const { createServiceLogger } = await load<typeof LoggerModule>('platform/logger.ts');
  const metrics = new ApiMetrics({ snapshots: { current: null }, bodies: { stats: () => ({}) } as never, processMetrics: false });
  const logger = createServiceLogger({ level: 'info' });
  const accessLog = new AccessLog(logger, { sample: 0.01, trustProxy: 0 });
  // The same counts, never a line: what the sampled line costs is the difference.
  const countOnly = new AccessLog(logger, { sample: 0, trustProxy: 0 });
  // ACCESS_LOG_SAMPLE=1: a line every request.
  const everyLine = new AccessLog(logger, { sample: 1, trustProxy: 0 });
  return {
    // Calls nothing: what the loop, the requests made beforehand and the event loop's turns
    // cost, taken off the other steps' instruction counts.
    nothing: () => undefined,
    clock: () => {
      const started = hrtime.bigint();
      // Read and converted as the listener does; the check keeps the result in use.
      if (Number(hrtime.bigint() - started) / 1e6 < 0) throw new Error('the monotonic clock went back');
    },
    metrics: (_req, res) => metrics.observe(res.meta.routeId, res.status, 0.00003, res.meta.code),
    'access log': (req, res) => accessLog.record(req, res, 0.03),
    'access log, counts only': (req, res) => countOnly.record(req, res, 0.03),
    'access log, a line every request': (req, res) => everyLine.record(req, res, 0.03),
    'all three': (req, res) => {
      const started = hrtime.bigint();
      const ms = Number(hrtime.bigint() - started) / 1e6;
      metrics.observe(res.meta.routeId, res.status, ms / 1000, res.meta.code);
      accessLog.record(req, res, ms);
    },
  };
}

const builds: Array<{ name: string; steps: Record<string, Step>; cpu: Map<string, number[]>; bytes: Map<string, number[]> }> = [];
for (const [name, root] of roots) builds.push({ name, steps: await stepsOf(root), cpu: new Map(), bytes: new Map() });
const requests = Array.from({ length: size }, (_, i) => requestOf(i));
for (let batch = 0; batch < batches; batch += 1) {
  for (const build of batch % 2 === 0 ? builds : [...builds].reverse()) {
    for (const [step, call] of Object.entries(build.steps)) {
      if (only.length > 0 && !only.includes(step)) continue;
      const counted = batch === batches - 1;
      if (counted) await instrumentation('on');
      const allocated = v8.getHeapStatistics().total_allocated_bytes;
      const cpu = process.cpuUsage();
      for (let i = 0; i < size; i++) {
        call(requests[i]!, response);
        // The event loop turns, as between a server's requests: the log's writes complete.
        if (i % 1_000 === 999) await new Promise(setImmediate);
      }
      const used = process.cpuUsage(cpu);
      if (counted) await instrumentation('off');
      const ns = ((used.user + used.system) * 1000) / size;
      if (!build.cpu.has(step)) build.cpu.set(step, []);
      if (!build.bytes.has(step)) build.bytes.set(step, []);
      build.cpu.get(step)!.push(ns);
      build.bytes.get(step)!.push((v8.getHeapStatistics().total_allocated_bytes - allocated) / size);
    }
  }
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
for (const build of builds) {
  for (const [step, cpu] of build.cpu) {
    // The first batches warm the JIT: the fastest and the median of the batches are read.
    console.error(
      `${build.name}: ${step}, CPU a call fastest batch ${Math.min(...cpu).toFixed(1)} ns, median ${median(cpu).toFixed(1)} ns; ${median(build.bytes.get(step)!).toFixed(1)} bytes allocated a call (${batches} batches of ${size})`,
    );
  }
}
process.exit(0);
