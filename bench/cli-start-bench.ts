import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchContext, BenchResult } from './bench-types.ts';
import { formatMs, peakRssBytes } from './measure.ts';
import { openWarehouse } from '../pipeline/warehouse/warehouse.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// bash's `time` reads the command's CPU from the kernel to the microsecond and prints it to the
// millisecond; GNU time prints 10 ms steps, an eighth of a light command's start.
const BASH = '/bin/bash';
const TIMED = 'TIMEFORMAT="CPU %3U %3S"; time "$@"';
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * How long a command takes to start, against tsx's own start (an empty TypeScript file under
 * `node --import tsx`, the reference a command's start is judged by): each command as its npm script runs it
 * (node's own type stripping after cli/require-node.mjs), over a data folder holding what the
 * light commands read (a migrated, empty warehouse, an empty keys file, a store without
 * snapshot), in interleaved rounds so that a change in the machine's load touches every command
 * alike. CPU time (user + system, from bash's `time` when the machine has bash) moves less with the
 * load than wall time and is the figure to compare.
 *
 * Beside each command, the same command under tsx's loader (how the commands ran before) and
 * compiled to JavaScript (tsc into a scratch folder, plain node), and the API's cold start
 * (serve until it logs `API listening`, one process, no snapshot) the three ways: the figures
 * behind running the sources with type stripping (docs/architecture.md, "Running the
 * TypeScript").
 */
const EMPTY = 'EMPTY';
const DUCKDB_ALONE = 'DUCKDB_ALONE';
const TSX_ALONE = 'tsx alone (an empty file)';
const COMMANDS: ReadonlyArray<{ label: string; args: string[] }> = [
  { label: 'node alone (an empty file)', args: [EMPTY] },
  { label: 'pipeline --help', args: ['cli/pipeline.ts', '--help'] },
  { label: 'snapshots --help', args: ['cli/snapshots.ts', '--help'] },
  { label: 'keys --help', args: ['cli/keys.ts', '--help'] },
  { label: 'serve --help', args: ['cli/serve.ts', '--help'] },
  { label: 'keys list', args: ['cli/keys.ts', 'list'] },
  { label: 'snapshots list', args: ['cli/snapshots.ts', 'list'] },
  { label: 'pipeline quarantine', args: ['cli/pipeline.ts', 'quarantine'] },
  { label: 'pipeline revue', args: ['cli/pipeline.ts', 'revue'] },
  // What of `quarantine` is DuckDB's own: its bindings loaded, the warehouse opened read-only as
  // pipeline/warehouse/warehouse-reader.ts opens it, one query, closed (plain JavaScript).
  { label: 'DuckDB alone (bindings, read-only open, one query)', args: [DUCKDB_ALONE] },
];

/** The script of the "DuckDB alone" row, reading `warehouse`. */
function duckdbAloneScript(warehouse: string): string {
  const bindings = pathToFileURL(path.join(ROOT, 'node_modules/@duckdb/node-bindings/duckdb.js')).href;
  return `import duckdb from ${JSON.stringify(bindings)};
const config = duckdb.create_config();
duckdb.set_config(config, 'access_mode', 'READ_ONLY');
duckdb.set_config(config, 'threads', '1');
duckdb.set_config(config, 'memory_limit', '256MB');
const database = await duckdb.open(${JSON.stringify(warehouse)}, config);
const connection = await duckdb.connect(database);
const result = await duckdb.query(connection, 'SELECT count(*) FROM quarantine');
for (let chunk = await duckdb.fetch_chunk(result); chunk !== null && duckdb.data_chunk_get_size(chunk) > 0; chunk = await duckdb.fetch_chunk(result));
duckdb.disconnect_sync(connection);
duckdb.close_sync(database);
`;
}

interface Sample {
  wallMs: number;
  cpuMs: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The data folder the commands read: what each light command opens, empty. */
async function prepareDataDir(workDir: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'cli-start-'));
  (await openWarehouse(path.join(dataDir, 'warehouse.duckdb'))).close();
  fs.mkdirSync(path.join(dataDir, 'api'));
  fs.writeFileSync(path.join(dataDir, 'api', 'keys.json'), '{"version": 1, "keys": []}\n');
  fs.mkdirSync(path.join(dataDir, 'store'));
  return dataDir;
}

/**
 * The production folders compiled by tsc into `<dir>/out` (the repository's compiler options),
 * beside a copy of package.json (ESM) and a link to node_modules, so that plain node runs
 * `<dir>/out/cli/keys.js` as it would a `dist/` of the repository.
 */
function compile(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const folders = ['kernel', 'platform', 'sources', 'pipeline', 'publish', 'api', 'webhooks', 'signalements', 'simulator', 'cli'];
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.json'),
      // The sources name `.ts` files: the build names the `.js` files it writes.
      compilerOptions: { noEmit: false, allowImportingTsExtensions: false, rewriteRelativeImportExtensions: true, outDir: path.join(dir, 'out'), rootDir: ROOT, typeRoots: [path.join(ROOT, 'node_modules/@types')] },
      include: folders.map((folder) => path.join(ROOT, folder)),
    }),
  );
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`tsc failed:\n${tsc.stdout}${tsc.stderr}`);
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'out', 'package.json'));
  return path.join(dir, 'out');
}

/** CPU (from /proc) and wall time of a server process from its start until it logs that it listens. */
async function coldStart(args: string[], env: NodeJS.ProcessEnv): Promise<Sample> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    let done = false;
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (done || !seen.includes('API listening')) return;
      done = true;
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
      const wallMs = performance.now() - t0;
      child.once('close', () => resolve({ wallMs, cpuMs }));
      // A graceful stop: Node writes its compile cache at exit, and a server killed outright
      // never would, so every round would strip and compile the API's modules again.
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('close', (code) => {
      if (!done) reject(new Error(`serve exited (${code}) before listening:\n${seen}`));
    });
  });
}

export async function run(context: BenchContext): Promise<BenchResult> {
  // --quick only checks that the harness works: one round of three commands, no compiled run.
  const rounds = context.quick ? 1 : 9;
  const coldRounds = 5;
  const commands = context.quick ? COMMANDS.filter((c) => ['node alone (an empty file)', 'pipeline --help', 'keys list'].includes(c.label)) : COMMANDS;
  const dataDir = await prepareDataDir(context.workDir);
  const empty = path.join(dataDir, 'empty.ts');
  fs.writeFileSync(empty, 'export {};\n');
  const duckdbAlone = path.join(dataDir, 'duckdb-alone.mjs');
  fs.writeFileSync(duckdbAlone, duckdbAloneScript(path.join(dataDir, 'warehouse.duckdb')));
  const compiled = context.quick || process.platform !== 'linux' ? null : compile(path.join(context.workDir, 'cli-start-js'));
  if (compiled) fs.writeFileSync(path.join(compiled, 'empty.js'), 'export {};\n');

  // As the npm scripts start them (the compile cache warm from round -1), the same with Node's
  // compile cache off (a first start, or the first after an edit), and as they ran under tsx.
  const NO_CACHE = { NODE_DISABLE_COMPILE_CACHE: '1' };
  const stripped = (args: string[]) => ['--import', './cli/require-node.mjs', ...args.map((a) => (a === EMPTY ? empty : a === DUCKDB_ALONE ? duckdbAlone : a))];
  const variants: Array<{ suffix: string; env?: Record<string, string>; argsOf: (args: string[]) => string[] }> = [
    { suffix: '', argsOf: stripped },
    ...(context.quick
      ? []
      : [
          { suffix: ' (no compile cache)', env: NO_CACHE, argsOf: stripped },
          { suffix: ' (tsx)', env: NO_CACHE, argsOf: (args: string[]) => ['--import', 'tsx', '--import', './cli/require-node.mjs', ...args] },
        ]),
    ...(compiled
      ? [
          {
            suffix: ' (compiled JS)',
            argsOf: (args: string[]) =>
              args[0] === EMPTY
                ? [path.join(compiled, 'empty.js')]
                : ['--import', path.join(compiled, 'cli/require-node.mjs'), path.join(compiled, args[0]!.replace(/\.ts$/, '.js')), ...args.slice(1)],
          },
        ]
      : []),
  ];
  const runs = [
    { label: TSX_ALONE, env: NO_CACHE as Record<string, string> | undefined, args: ['--import', 'tsx', empty] },
    // An empty file under tsx is the reference above.
    ...commands.flatMap((command) =>
      // An empty file under tsx is the reference above; the DuckDB script is JavaScript, run once.
      variants.filter((variant) => !(command.args[0] === EMPTY && variant.suffix === ' (tsx)') && !(command.args[0] === DUCKDB_ALONE && variant.suffix !== '')).map((variant) => ({ label: `${command.label}${variant.suffix}`, env: variant.env, args: variant.argsOf(command.args) })),
    ),
  ];
  const haveTime = fs.existsSync(BASH);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const samples = new Map<string, Sample[]>(runs.map((r) => [r.label, []]));
  const started = performance.now();
  // Round -1 is not counted: it fills tsx's transform cache, the compile cache and the page cache,
  // which every later start reads. --quick has no figure to protect from a cold cache: its one
  // round is the only one.
  for (let round = context.quick ? 0 : -1; round < rounds; round += 1) {
    for (const command of runs) {
      const t0 = performance.now();
      const result = haveTime
        ? spawnSync(BASH, ['-c', TIMED, 'bash', process.execPath, ...command.args], { cwd: ROOT, env: { ...env, ...command.env }, encoding: 'utf8' })
        : spawnSync(process.execPath, command.args, { cwd: ROOT, env: { ...env, ...command.env }, encoding: 'utf8' });
      const wallMs = performance.now() - t0;
      if (result.status !== 0) throw new Error(`${command.label} exited ${result.status}:\n${result.stderr}`);
      const cpu = haveTime ? /CPU ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr ?? '') : null;
      if (round >= 0) samples.get(command.label)!.push({ wallMs, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : null });
    }
  }

  // The API's cold start, one process (API_WORKERS=1), any free port, no snapshot yet.
  const cold = new Map<string, Sample[]>();
  if (compiled) {
    const serveEnv = { ...env, PORT: '0', API_WORKERS: '1', LOG_LEVEL: 'info' };
    const serves = [
      { label: 'API cold start, serve until listening', args: ['--import', './cli/require-node.mjs', 'cli/serve.ts'] },
      { label: 'API cold start, serve until listening (no compile cache)', env: NO_CACHE, args: ['--import', './cli/require-node.mjs', 'cli/serve.ts'] },
      { label: 'API cold start, serve until listening (tsx)', env: NO_CACHE, args: ['--import', 'tsx', '--import', './cli/require-node.mjs', 'cli/serve.ts'] },
      { label: 'API cold start, serve until listening (compiled JS)', args: ['--import', path.join(compiled, 'cli/require-node.mjs'), path.join(compiled, 'cli/serve.js')] },
    ];
    for (const serve of serves) cold.set(serve.label, []);
    // Round -1 is not counted, as for the commands: it fills the compile cache for the modules
    // serve loads past its arguments.
    for (let round = -1; round < coldRounds; round += 1) {
      for (const serve of serves) {
        const sample = await coldStart(serve.args, { ...serveEnv, ...serve.env });
        if (round >= 0) cold.get(serve.label)!.push(sample);
      }
    }
  }
  const totalMs = performance.now() - started;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const base = samples.get(TSX_ALONE)!;
  const baseCpu = haveTime ? median(base.map((s) => s.cpuMs!)) : null;
  const baseWall = median(base.map((s) => s.wallMs));
  const details: Array<[string, string]> = runs.map((command) => {
    const list = samples.get(command.label)!;
    const wall = median(list.map((s) => s.wallMs));
    const cpu = haveTime ? median(list.map((s) => s.cpuMs!)) : null;
    const ratio = cpu !== null && baseCpu ? `, x${(cpu / baseCpu).toFixed(2)} of tsx's CPU` : `, x${(wall / baseWall).toFixed(2)} of tsx's wall time`;
    return [command.label, `wall ${formatMs(wall)}${cpu !== null ? `, CPU ${formatMs(cpu)}` : ''}${ratio}`];
  });
  for (const [label, list] of cold) {
    details.push([label, `wall ${formatMs(median(list.map((s) => s.wallMs)))}, CPU ${formatMs(median(list.map((s) => s.cpuMs!)))} (median of ${coldRounds})`]);
  }
  const help = samples.get('pipeline --help')!;
  return {
    name: 'cli-start',
    what: `start-up of the commands (node's type stripping with its compile cache, as the npm scripts run them; then without the cache, under tsx's loader, and compiled by tsc), a data folder with an empty warehouse, keys file and store, median of ${rounds} interleaved rounds`,
    size: `${runs.length} command runs x ${rounds} rounds${cold.size > 0 ? `, API cold start x ${coldRounds}` : ''}`,
    wallMs: totalMs,
    throughput: { value: Number((median(help.map((s) => s.wallMs)) / baseWall).toFixed(2)), unit: "x tsx's start (pipeline --help, wall)" },
    peakRssBytes: peakRssBytes(),
    details,
    notes: [
      '`--help` loads commander and the program declarations only, a light command its settings and what it reads (test/cli/light-start.test.ts checks the modules, not the time). `pipeline quarantine` and `revue` read the warehouse through DuckDB\'s bindings (pipeline/warehouse/warehouse-reader.ts, not node-api): loading DuckDB\'s library and opening the warehouse, the "DuckDB alone" row, are most of their start (docs/performance-review.md, item 3).',
      'The bound is on CPU, what a start costs the machine whatever else runs on it: loading DuckDB in a worker or from an early import while the TypeScript modules load would shorten the wall time on an idle machine and cost the same CPU or more, so it is not done.',
      'Node\'s compile cache (cli/require-node.mjs) is warm from the uncounted first round, as on any start but the first after an edit; the "(no compile cache)" rows are that first start (NODE_DISABLE_COMPILE_CACHE=1), and the tsx rows run without it, as the commands did under tsx.',
      haveTime ? 'CPU is user + system of the command process to the millisecond (bash\'s `time`); the API cold start is the server process\'s CPU from /proc (10 ms steps) when it logs `API listening`.' : 'bash is missing here: wall times only.',
    ],
  };
}
