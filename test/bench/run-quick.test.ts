import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResult } from '../../bench/bench-types.ts';
import { NGINX_BINARY } from '../../bench/nginx-server.ts';
import { WRK_BINARY } from '../../bench/wrk-load.ts';
import { missingProgramsReason } from '../helpers/required-programs.ts';
import { ramFolder } from '../helpers/ram-folder.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The API benchmark compares with nginx loaded by wrk: without them it cannot report its figures.
const unavailable = missingProgramsReason([NGINX_BINARY, WRK_BINARY], 'apt-get install nginx wrk');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quick-'));
// The benchmarks' working folder (os.tmpdir() in bench/run.ts) in memory where the machine has
// room (test/helpers/ram-folder.ts): the publish benchmark's four publishes write about 2,700
// objects, each fsynced, waits on a shared disk that the harness's check does not need.
const scratch = ramFolder('bench-quick-work-', 512 * 1024 * 1024);
afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'bench', '--', ...args], { cwd: root, env: { ...process.env, TMPDIR: scratch }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// The benchmarks only run when someone asks for figures; this keeps them working in between.
// No timing is asserted: only that every benchmark ran and reported every figure. It checks the
// harness, not the figures, so it runs the smallest scale, where every size is at its floor and
// every step still runs (BENCHMARKS.md, "Scale"; `npm run bench -- --quick` keeps 0.01).
const SCALE = '0.0001';
describe.skipIf(unavailable !== null)(`npm run bench -- --quick${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  it('runs every benchmark on a small corpus and reports every figure, without touching BENCHMARKS.md', async () => {
    const committed = fs.readFileSync(path.join(root, 'BENCHMARKS.md'), 'utf8');
    const { code, output } = await run(['--quick', '--scale', SCALE, '--out', out]);
    expect(code, output).toBe(0);
    expect(fs.readFileSync(path.join(root, 'BENCHMARKS.md'), 'utf8')).toBe(committed);

    const { results } = JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8')) as { results: BenchResult[] };
    expect(results.map((r) => r.name)).toEqual(['normaliser', 'warehouse-load', 'publish', 'api', 'webhooks', 'change-feed', 'cli-start', 'signalements']);
    for (const result of results) {
      expect(result.wallMs, result.name).toBeGreaterThan(0);
      expect(result.throughput.value, result.name).toBeGreaterThan(0);
      expect(result.peakRssBytes, result.name).toBeGreaterThan(0);
    }
    const figures = (name: string) => new Map(results.find((r) => r.name === name)!.details);
    // The issue's load target for the fitted models, each weights file imported in a fresh process.
    expect(figures('normaliser').get('fitted models loaded in a fresh process')).toMatch(/^[\d.,]+ m?s \(target .+: (?:met|MISSED)\): subject [\d.,]+ m?s, type [\d.,]+ m?s, type-fallback [\d.,]+ m?s, date [\d.,]+ m?s, name [\d.,]+ m?s$/);
    const load = figures('warehouse-load');
    for (const figure of ['first load (empty warehouse)', 'deriveCompanies after the first load', 're-load of the same documents', 'night: 1 000 new notices + derive', 'one transaction per document']) {
      expect(load.get(figure), figure).toBeTruthy();
    }
    expect(load.get('re-load of the same documents')).toContain('0 new, warehouse unchanged: true');
    const publish = figures('publish');
    for (const figure of [
      'first publish (full build)',
      'night A: publish (incremental)',
      'night A: end to end (load + derive + publish)',
      'night A: written beyond the changed artefacts (changes.json, ledger, tree, manifest)',
      'night B: nothing new',
      'night C: publish',
      'peak RSS: first publish / nights',
    ]) {
      expect(publish.get(figure), figure).toBeTruthy();
    }
    expect(publish.get('night B: nothing new')).toContain('unchanged: the served snapshot stays');
    expect(publish.get('night A: rebuilt')).not.toBe('null');
    const api = [...figures('api').entries()];
    const row = (start: string) => api.find(([figure]) => figure.startsWith(start))?.[1];
    // Our API against nginx (Debian's, started by the benchmark) serving the same bytes, with and without br.
    // Under 100 req/s (a machine at a load average of 30) formatCount gives a decimal: 56.1 req/s.
    expect(row('/v1/entreprises/{ridet}, ')).toMatch(/^nginx [\d,.]+ req\/s .* API [\d,.]+ req\/s .* API \/ nginx \d/);
    expect(row('/v1/entreprises/{ridet} with Accept-Encoding: br')).toMatch(/API \/ nginx \d/);
    // Each ratio is the median of the rounds' own ratios with their spread (bench/round-ratios.ts); --quick runs one round.
    expect(row('/v1/entreprises/{ridet}, ')).toMatch(/API \/ node:http with the API's headers \d+\.\d\d \(1 round\).* node:http with the API's headers \/ nginx \d+\.\d\d \(1 round\)/);
    for (const figure of ['search in process', 'search over HTTP', 'mixed:', 'API process memory']) expect(row(figure), figure).toBeTruthy();
    const feed = [...figures('change-feed').entries()];
    const feedRow = (start: string) => feed.find(([figure]) => figure.startsWith(start))?.[1];
    // Every waiter got the night's events: the wake-up figures are about a correct wake-up.
    expect(feedRow('first -> last waiter answered')).toMatch(/answers with the night's 100 events: ([\d,]+) of \1$/);
    for (const figure of ['since=debut&limit=1000', 'server CPU, publish -> last answer', 'another client meanwhile']) expect(feedRow(figure), figure).toBeTruthy();
    // Each command's start in CPU to the millisecond (bash's `time`), against tsx's own start.
    const starts = figures('cli-start');
    expect(starts.get('keys list')).toMatch(/^wall [\d.]+ m?s, CPU [\d.]+ m?s, x\d+\.\d\d of tsx's CPU$/);
    expect(starts.get('tsx alone (an empty file)')).toMatch(/x1\.00 of tsx's CPU$/);
    const reports = [...figures('signalements').entries()];
    for (const figure of ['pipeline revue --json (in process)', 'pipeline revue (in process)', 'signalement rejeter <id>', 'corriger <annonce> --signalement', 'signalement rejeter --tous-de', 'announcement id table held']) {
      expect(reports.find(([name]) => name.startsWith(figure))?.[1], figure).toBeTruthy();
    }
    const report = fs.readFileSync(path.join(out, 'BENCHMARKS.md'), 'utf8');
    expect(report).toContain('## publish');
    // The first benchmark went through run-one.ts (the full run's entry), the others ran in the runner.
    expect(report).toContain('Quick run: the first benchmark ran in its own Node process');
  }, 600_000);
});
