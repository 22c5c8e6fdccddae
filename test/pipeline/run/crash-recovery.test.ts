import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.js';
import { verifySnapshot } from '../../../publish/snapshot/verify-snapshot.js';
import { FsStore } from '../../../publish/store/fs-store.js';
import { startSampleSites, type SampleSites } from '../../../simulator/sample-sites/server.js';
import { OFFLINE_SITES } from '../../../simulator/sites/registry.js';
import { SOURCES } from '../../../sources/registry.js';

// A nightly run killed at any point, then run again, must publish exactly what an
// uninterrupted run publishes: every artefact, company records included (issue 9). The quick
// variant tries a few kill points; CRASH_TRIALS=<n> (npm run test:soak) tries many.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCE_IDS = ['JONC', 'LNC'];
const FIRST_NIGHT = '2024-03-31';
const SECOND_NIGHT = '2024-12-31';
const TRIALS = Number(process.env.CRASH_TRIALS ?? 3);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);

let sites: SampleSites;
let work: string;
let base: string;
let reference: Map<string, string>;
let newRawDocuments: number;

function env(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Configured URLs get the polite rate of real sites (60/min) unless told otherwise: these are ours.
  const urls = Object.fromEntries(
    SOURCES.filter((s) => SOURCE_IDS.includes(s.id)).flatMap((s) => [
      [`SOURCE_${s.id.toUpperCase()}_URL`, `${sites.url}${s.samplePath}`],
      [`SOURCE_${s.id.toUpperCase()}_RPM`, '6000'],
    ]),
  );
  return { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...urls, ...extra };
}

function startRun(dataDir: string, asOf: string, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/pipeline.ts', 'run', '--sources', SOURCE_IDS.join(','), '--as-of', asOf], {
    cwd: ROOT,
    env: env(dataDir, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done };
}

async function runToEnd(dataDir: string, asOf: string): Promise<void> {
  const result = await startRun(dataDir, asOf).done;
  expect(result.code, result.output).toBe(0);
}

/** Every artefact of the served snapshot and its content hash, but `changes.json` (it names the parent). */
async function servedArtefacts(dataDir: string): Promise<Map<string, string>> {
  const store = new FsStore(path.join(dataDir, 'store'));
  const snapshot = await openSnapshot(store, 'current');
  expect((await verifySnapshot(store, snapshot.id)).ok).toBe(true);
  const artefacts = new Map<string, string>();
  for await (const [logical, entry] of snapshot.paths()) if (logical !== 'changes.json') artefacts.set(logical, entry.sha256);
  return artefacts;
}

function rawCount(dataDir: string): number {
  const dir = path.join(dataDir, 'store', 'raw');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

function copyOf(dir: string, name: string): string {
  const copy = path.join(work, name);
  fs.cpSync(dir, copy, { recursive: true });
  return copy;
}

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
}

function companies(artefacts: Map<string, string>): string[] {
  return [...artefacts.keys()].filter((p) => p.startsWith('entreprises/')).sort();
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-recovery-'));
  sites = await startSampleSites({ sites: OFFLINE_SITES, asOf: FIRST_NIGHT });
  base = path.join(work, 'base');
  await runToEnd(base, FIRST_NIGHT);
  sites.setAsOf(SECOND_NIGHT);
  const uninterrupted = copyOf(base, 'uninterrupted');
  await runToEnd(uninterrupted, SECOND_NIGHT);
  reference = await servedArtefacts(uninterrupted);
  newRawDocuments = rawCount(uninterrupted) - rawCount(base);
}, 300_000);

afterAll(async () => {
  await sites?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`a nightly run killed and run again (seed ${SEED})`, () => {
  it('the uninterrupted night has new documents and companies to lose', () => {
    expect(newRawDocuments).toBeGreaterThan(20);
    expect(companies(reference).length).toBeGreaterThan(50);
  });

  it('publishes what an uninterrupted run publishes, company records included, wherever it was killed', async () => {
    const next = random(SEED);
    const publishPoints = ['after-objects', 'after-ledger', 'after-tree', 'after-manifest', 'after-current'];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dataDir = copyOf(base, `trial-${trial}`);
      const kind = trial % 3;
      let how: string;
      if (kind === 1) {
        // The publish step kills itself at one of its crash points.
        const point = publishPoints[Math.floor(next() * publishPoints.length)]!;
        how = `killed during publish (${point})`;
        const result = await startRun(dataDir, SECOND_NIGHT, { SNAPSHOT_CRASH_AT: point }).done;
        expect(result.signal, `${how}\n${result.output}`).toBe('SIGKILL');
      } else {
        const run = startRun(dataDir, SECOND_NIGHT);
        const before = rawCount(dataDir);
        // Kind 0: after a given number of newly archived documents (fetch/load); kind 2: at a random instant.
        const afterDocuments = 1 + Math.floor(next() * (newRawDocuments - 1));
        const afterMs = 300 + Math.floor(next() * 6_000);
        how = kind === 0 ? `killed after ${afterDocuments} new raw documents` : `killed after ${afterMs} ms`;
        const started = Date.now();
        let exited = false;
        void run.done.then(() => (exited = true));
        while (!exited) {
          if (kind === 0 ? rawCount(dataDir) - before >= afterDocuments : Date.now() - started >= afterMs) {
            run.child.kill('SIGKILL');
            break;
          }
          await sleep(10);
        }
        await run.done;
      }
      await runToEnd(dataDir, SECOND_NIGHT);
      const recovered = await servedArtefacts(dataDir);
      expect(companies(recovered), `trial ${trial}: ${how}`).toEqual(companies(reference));
      expect(Object.fromEntries(recovered), `trial ${trial}: ${how}`).toEqual(Object.fromEntries(reference));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
