/**
 * When a vitest run would have ended had each file taken what it took: the files in the order a
 * clean clone starts them (test/slow-first-sequencer.ts over vitest's own order with no timings
 * cached), each handed to the first of the workers to become free, as the forks pool does. It
 * reads the durations a run left in vitest's results file (`node_modules/.vite/vitest/<hash>/
 * results.json`, each file's wall time on its worker under that run's load), so it answers a
 * question about the order only: does the run end on one long file alone while the other workers
 * wait (docs/test-suite.md, "The held-out groups started early")? Not a speed: a file alone at
 * the end has a core to itself and would have been quicker than its recorded time.
 *
 *   node tools/replay-test-schedule.ts [results.json] [workers]
 *
 * The workers default to vitest.config.ts's `maxWorkers`, 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { testProjects } from '../test/projects.ts';
import { SlowFirstSequencer } from '../test/slow-first-sequencer.ts';

export interface ReplayedFile {
  file: string;
  start: number;
  end: number;
}

/** Each file in `order` to the first free of `workers`, for the time `durationOf` gives it. */
export function replaySchedule(order: readonly string[], durationOf: (file: string) => number, workers: number): ReplayedFile[] {
  const free = Array.from({ length: workers }, () => 0);
  return order.map((file) => {
    const worker = free.indexOf(Math.min(...free));
    const start = free[worker]!;
    const end = start + durationOf(file);
    free[worker] = end;
    return { file, start, end };
  });
}

/** `project:file` -> ms, from vitest's results file. */
function recordedDurations(resultsFile: string): Map<string, number> {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as { projects: Record<string, { files: Record<string, { duration?: number }> }> };
  const durations = new Map<string, number>();
  for (const [project, { files }] of Object.entries(results.projects)) {
    for (const [file, { duration }] of Object.entries(files)) durations.set(`${project}:${file}`, duration ?? 0);
  }
  return durations;
}

/** The order a clean clone's `npm test` starts the files of the checkout at `root` in. */
async function cleanCloneOrder(root: string): Promise<string[]> {
  const specs = Object.entries(testProjects(root)).flatMap(([project, files]) =>
    files.map((file) => ({ moduleId: path.join(root, file), project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } } }) as unknown as TestSpecification),
  );
  const sequencer = new SlowFirstSequencer({ config: { root }, cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest);
  return (await sequencer.sort(specs)).map((spec) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`);
}

function defaultResultsFile(root: string): string {
  const dir = path.join(root, 'node_modules', '.vite', 'vitest');
  const found = fs.existsSync(dir) ? fs.readdirSync(dir).map((hash) => path.join(dir, hash, 'results.json')).filter((file) => fs.existsSync(file)) : [];
  if (found.length !== 1) throw new Error(`give the results file: ${found.length} found under ${dir}`);
  return found[0]!;
}

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const resultsFile = process.argv[2] ?? defaultResultsFile(root);
  const workers = Number(process.argv[3] ?? 3);
  const durations = recordedDurations(resultsFile);
  const order = await cleanCloneOrder(root);
  const unrecorded = order.filter((file) => !durations.has(file));
  const replayed = replaySchedule(order, (file) => (durations.get(file) ?? 0) / 1000, workers);
  const end = Math.max(...replayed.map((r) => r.end));
  const sum = replayed.reduce((total, r) => total + (r.end - r.start), 0);
  print(`${resultsFile}: ${order.length} files, ${unrecorded.length} without a recorded duration (counted 0 s)`);
  print(`replayed end ${end.toFixed(1)} s; the durations' sum over ${workers} workers ${(sum / workers).toFixed(1)} s`);
  print('the last to end:');
  for (const r of [...replayed].sort((a, b) => b.end - a.end).slice(0, 5)) print(`  ${r.end.toFixed(1)} s (started ${r.start.toFixed(1)}) ${r.file}`);
}

if (import.meta.main) await main();
