import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BENCHMARKS } from './benchmarks.ts';
import type { BenchResult } from './bench-types.ts';
import { pipelineHeapFlag } from '../pipeline/heap-budget.ts';
import { REGEXP_AT_FIRST_USE_FLAG } from '../kernel/normalise/regexp-tier-flag.ts';
import { checkBenchmarksFile, replaceSections } from './benchmarks-file.ts';
import { renderMarkdown, renderTable, type BenchRun, type RunInfo } from './report.ts';

/**
 * `npm run bench [-- --only <name>[,<name>]] [--scale <factor>] [--quick] [--out <dir>] [--write] [--note <text>]`
 * `npm run bench -- --from <results.json> [--note <text>]`
 *
 * Runs each benchmark in its own Node process (peak RSS per benchmark; under `--quick`, only the
 * first, the others in this process: below, `runHere`), prints a table and
 * rewrites BENCHMARKS.md. The default scale, 1, is the DESIGN.md §8 target (10^5 companies, 10^6
 * announcements), where the targets of BENCHMARKS.md are set; the whole run takes well under 30 minutes on
 * 2 cores. `--quick` runs a small corpus with short time caps (under two minutes; CI runs it so
 * the benchmarks never rot), without the benchmarks marked `notQuick` (the sample world's night)
 * unless `--only` names them. A partial or quick run leaves BENCHMARKS.md alone unless `--write`
 * is given; with `--only`, `--write` replaces the sections and summary rows of the benchmarks run
 * and leaves every other line of BENCHMARKS.md as it was (bench/benchmarks-file.ts, which refuses
 * a file laid out otherwise). `--out <dir>` writes the run's own report (`BENCHMARKS.md`) and the
 * raw results (`results.json`) there instead. `--note` adds a line of the runner's own to the
 * report's header (how the figures compare with an earlier run, say); `--from` renders
 * BENCHMARKS.md again from the `results.json` of a run, with its note, without running anything
 * (a partial run's replaces its sections only).
 */
export const DEFAULT_SCALE = 1;
export const QUICK_SCALE = 0.01;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

interface Args {
  only: string[] | null;
  scale: number;
  write: boolean;
  quick: boolean;
  out: string | null;
  note: string | null;
  from: string | null;
}

function usage(message: string): never {
  console.error(`error: ${message}`);
  console.error(`usage: npm run bench -- [--only ${BENCHMARKS.map((b) => b.name).join('|')}[,...]] [--scale <factor>] [--quick] [--out <dir>] [--write] [--note <text>]`);
  console.error('       npm run bench -- --from <results.json> [--note <text>]');
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const args: Args = { only: null, scale: DEFAULT_SCALE, write: true, quick: false, out: null, note: null, from: null };
  let onlyGiven = false;
  let writeGiven = false;
  let scaleGiven = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => argv[++i] ?? usage(`${arg} needs a value`);
    if (arg === '--only') {
      const names = value().split(',').map((s) => s.trim()).filter(Boolean);
      for (const name of names) if (!BENCHMARKS.some((b) => b.name === name)) usage(`unknown benchmark ${JSON.stringify(name)}`);
      args.only = names;
      onlyGiven = true;
    } else if (arg === '--scale') {
      const raw = value();
      const scale = Number(raw);
      if (!Number.isFinite(scale) || scale <= 0 || scale > 10) usage(`--scale: expected a number in (0, 10], got ${JSON.stringify(raw)}`);
      args.scale = scale;
      scaleGiven = true;
    } else if (arg === '--quick') {
      args.quick = true;
    } else if (arg === '--out') {
      args.out = path.resolve(value());
    } else if (arg === '--write') {
      writeGiven = true;
    } else if (arg === '--note') {
      args.note = value().trim() || usage('--note: expected a text');
    } else if (arg === '--from') {
      args.from = path.resolve(value());
    } else {
      usage(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  if (args.from !== null && (onlyGiven || scaleGiven || args.quick || args.out !== null || writeGiven)) usage('--from takes --note only');
  if (args.quick && !scaleGiven) args.scale = QUICK_SCALE;
  args.write = (!onlyGiven && !args.quick && args.out === null) || writeGiven;
  return args;
}

function commandLine(args: Args, argv: string[]): string {
  // The note is shown on a line of its own.
  const shown = argv.filter((a, i) => a !== '--note' && argv[i - 1] !== '--note');
  return shown.length === 0 ? 'npm run bench' : `npm run bench -- ${shown.join(' ')}`;
}

/** The commit measured, and whether the checkout differed from it (BENCHMARKS.md itself aside). */
function currentCommit(): string | undefined {
  try {
    const git = (gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git(['rev-parse', '--short', 'HEAD']);
    return git(['status', '--porcelain', '--untracked-files=no', '--', '.', ':!BENCHMARKS.md']) === '' ? commit : `${commit} with uncommitted changes`;
  } catch {
    return undefined;
  }
}

/**
 * BENCHMARKS.md from a run: rewritten by a whole run; by a partial one (`--only`), its sections
 * and rows replaced in the file there is.
 */
function writeBenchmarks(info: RunInfo, results: BenchResult[]): string {
  const file = path.join(root, 'BENCHMARKS.md');
  // Results of runs before `partial` was recorded: their command says it.
  const partial = info.partial ?? /(^|\s)--only(\s|$)/.test(info.command);
  let text: string;
  try {
    text = partial && fs.existsSync(file) ? replaceSections(fs.readFileSync(file, 'utf8'), info, results, BENCHMARKS.map((b) => b.name)) : renderMarkdown(info, results);
  } catch (error) {
    // The file changed during the run: keep what the run measured, for `--from` once it is fixed.
    const kept = path.join(os.tmpdir(), `annonces-nc-bench-results-${Date.now()}.json`);
    fs.writeFileSync(kept, JSON.stringify({ info, results }, null, 2));
    console.error(`results kept in ${kept}`);
    throw error;
  }
  fs.writeFileSync(file, text);
  const shown = path.relative(process.cwd(), file) || file;
  return partial ? `${shown} (sections ${results.map((r) => r.name).join(', ')} and their rows)` : shown;
}

/** `--from`: BENCHMARKS.md again from a run's results.json, with the note given now (or the run's). */
function renderAgain(args: Args): void {
  const { info, results } = JSON.parse(fs.readFileSync(args.from!, 'utf8')) as { info: RunInfo; results: BenchResult[] };
  if (args.note !== null) info.note = args.note;
  console.log(`written ${writeBenchmarks(info, results)} from ${args.from}`);
}

async function runOne(name: string, args: Args, workDir: string): Promise<BenchResult> {
  const resultFile = path.join(workDir, `${name}-result.json`);
  const benchmark = BENCHMARKS.find((b) => b.name === name);
  const child = promisify(execFile)(
    process.execPath,
    [
      ...(benchmark?.pipeline ? [pipelineHeapFlag(process.env)] : []),
      ...(benchmark?.readsNotices ? [REGEXP_AT_FIRST_USE_FLAG] : []),
      path.join(here, 'run-one.ts'), name, String(args.scale), workDir, resultFile, args.quick ? 'quick' : 'full',
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  try {
    await child;
  } catch (error) {
    const e = error as Error & { stderr?: string };
    throw new Error(`[bench] ${name} failed: ${e.message}\n${e.stderr ?? ''}`, { cause: error });
  }
  return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as BenchResult;
}

/**
 * A benchmark in this process, as run-one.ts runs it in its own. For `--quick`, which checks that
 * every benchmark runs and reports, not the figures: each process start (Node, the benchmark's
 * imports: 0.45 to 0.95 CPU s) is most of what a benchmark at the smallest scale costs, and a
 * peak RSS of its own is no figure the quick run needs. The first benchmark still runs through
 * run-one.ts, the full run's entry, so that path stays under test.
 */
async function runHere(name: string, args: Args, workDir: string): Promise<BenchResult> {
  const bench = BENCHMARKS.find((b) => b.name === name)!;
  return (await bench.load()).run({ scale: args.scale, workDir, quick: args.quick });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  if (args.from !== null) return renderAgain(args);
  const benchmarksFile = path.join(root, 'BENCHMARKS.md');
  if (args.write && args.only !== null && fs.existsSync(benchmarksFile)) checkBenchmarksFile(fs.readFileSync(benchmarksFile, 'utf8'));
  const selected = BENCHMARKS.filter((b) => (args.only === null ? !(args.quick && b.notQuick) : args.only.includes(b.name)));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-nc-bench-'));
  // Read before the run: an edit made while it runs is not what was measured.
  const commit = currentCommit();
  const started = Date.now();
  const loadBefore = os.loadavg()[0]!;
  // The benchmarks run in child processes, so this process is idle enough to watch the load.
  const loadSamples: number[] = [loadBefore];
  const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]!), 5_000).unref();
  const results: BenchResult[] = [];
  const runs: Record<string, BenchRun> = {};
  try {
    for (const bench of selected) {
      process.stdout.write(`[bench] ${bench.name} (scale ${args.scale}) ...`);
      const t = Date.now();
      const loadStart = os.loadavg()[0]!;
      const sampled = loadSamples.length;
      results.push(args.quick && results.length > 0 ? await runHere(bench.name, args, workDir) : await runOne(bench.name, args, workDir));
      const during = [loadStart, ...loadSamples.slice(sampled), os.loadavg()[0]!];
      runs[bench.name] = { started: new Date(t).toISOString(), load: { start: loadStart, mean: during.reduce((a, b) => a + b, 0) / during.length } };
      process.stdout.write(` ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
    }
  } finally {
    clearInterval(sampler);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  loadSamples.push(os.loadavg()[0]!);
  const cpus = os.cpus();
  const info: RunInfo = {
    date: new Date().toISOString(),
    command: commandLine(args, argv),
    scale: args.scale,
    totalMs: Date.now() - started,
    machine: {
      cores: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryBytes: os.totalmem(),
      node: process.version,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      // The machine is shared: what else ran changes wall times, so the report says how busy it was.
      load: [loadBefore, loadSamples.at(-1)!],
      loadDuring: { max: Math.max(...loadSamples), mean: loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length },
    },
    ...(args.note !== null ? { note: args.note } : {}),
    ...(args.quick && results.length > 1 ? { sharedProcess: true as const } : {}),
    ...(commit !== undefined ? { commit } : {}),
    runs,
    ...(args.only !== null ? { partial: true as const } : {}),
  };
  console.log(`\n${renderTable(info, results)}`);
  if (args.out !== null) {
    fs.mkdirSync(args.out, { recursive: true });
    fs.writeFileSync(path.join(args.out, 'BENCHMARKS.md'), renderMarkdown(info, results));
    fs.writeFileSync(path.join(args.out, 'results.json'), JSON.stringify({ info, results }, null, 2));
    console.log(`\nwritten ${args.out}`);
  }
  if (args.write) {
    console.log(`\nwritten ${writeBenchmarks(info, results)}`);
  } else {
    console.log('\nBENCHMARKS.md not rewritten (partial or quick run; add --write to rewrite it, or with --only to replace those sections)');
  }
}

await main();
// Under --quick the benchmarks ran here: keep-alive sockets, DuckDB handles or timers one of them
// left must not hold the run (run-one.ts exits the same way).
process.exit(0);
