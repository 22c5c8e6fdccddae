import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleSites } from '../../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../../helpers/sample-sites.ts';
import { OFFLINE_SITES } from '../../../simulator/sites/registry.ts';
import { mountTmpfs } from '../../helpers/tmpfs.ts';
import { budgetFor } from '../../helpers/work-budget.ts';
import { nightRunner, rawDocumentCount, servedArtefacts, type NightRunner } from './helpers/night-runs.ts';

// The data folder on a disk that fills up during a run (a small tmpfs, remounted bigger
// afterwards): the run fails with a clear "disk full", and once there is room again, the next
// run publishes exactly what a run that had room all along publishes.
const SOURCE_IDS = ['JONC', 'LNC'];
const NIGHT = '2024-03-31';
const SMALL_KIB = 3 * 1024;
// Small enough that the warehouse's own writes fail before the night is loaded (batched loading
// needs little room: a bigger disk would let the run finish).
const TINY_KIB = 1536;
// The guard's run after it: MIN_FREE_DISK_MB, and the room above it, less than what is left of
// the night to archive and load (about 70 of its 147 documents), so that the guard trips mid-run.
const GUARD_MIN_FREE_MB = 2;
const GUARD_ROOM_KIB = 512;

let sites: SampleSites;
let runner: NightRunner;
let reference: Map<string, string>;
const probe = mountTmpfs(64);
const canMount = probe.dir !== null;
if (probe.dir !== null) probe.unmount();
if (!canMount && process.env.CI) throw new Error(`disk-full tests cannot run under CI: ${'why' in probe ? probe.why : ''}`);

beforeAll(async () => {
  if (!canMount) return;
  sites = await startTestSampleSites({ sites: OFFLINE_SITES, asOf: NIGHT });
  runner = nightRunner(sites, SOURCE_IDS);
  const roomy = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-full-reference-'));
  await runner.completeShared(roomy, NIGHT);
  reference = await servedArtefacts(roomy);
  fs.rmSync(roomy, { recursive: true, force: true });
}, budgetFor({ sampleSites: 1, nights: 1 }));

afterAll(async () => {
  await sites?.close();
});

describe.runIf(canMount)('a data folder whose disk is full', () => {
  it('refuses to start below MIN_FREE_DISK_MB, naming the setting, and writes nothing', async () => {
    const disk = mountTmpfs(SMALL_KIB);
    if (disk.dir === null) throw new Error(disk.why);
    try {
      // Refused before anything starts: the command's function in this process says it as the
      // process would (its exit code and stderr); the ENOSPC run below is a process.
      const result = await runner.inProcess(disk.dir, NIGHT);
      const output = `${result.stdout}${result.stderr}`;
      expect(result.code, output).toBe(2);
      expect(output).toContain('[disk_full]');
      expect(output).toContain('MIN_FREE_DISK_MB');
      expect(fs.readdirSync(disk.dir).filter((f) => f !== 'pipeline.lock')).toEqual([]);
    } finally {
      disk.unmount();
    }
  }, budgetFor({ commands: 1 }));

  // One disk fills twice before the run that completes the night. First the writes themselves
  // fail (ENOSPC in DuckDB or the store) on a tiny disk from empty: that run could bring the process
  // down, so it is a process of its own, whose end is the point. Then the disk grows a little, to
  // leave GUARD_ROOM_KIB above MIN_FREE_DISK_MB: the next run starts, loads, and the free-space
  // guard, the run's own check, stops its loading (the command's function in this process shows
  // its exit code and message). Once the disk has room, one run publishes exactly the reference.
  it('fails cleanly when the writes fail (ENOSPC) mid-run, then when the free-space guard stops loading, and the next run with room publishes everything', async () => {
    const disk = mountTmpfs(TINY_KIB);
    if (disk.dir === null) throw new Error(disk.why);
    try {
      const full = await runner.start(disk.dir, NIGHT, { MIN_FREE_DISK_MB: '0' }).done;
      expectCleanDiskFull(full.signal, full.code, `${full.stdout}${full.stderr}`);

      const archived = rawDocumentCount(disk.dir);
      disk.resize(usedKib(disk.dir) + GUARD_MIN_FREE_MB * 1024 + GUARD_ROOM_KIB);
      const guarded = await runner.inProcess(disk.dir, NIGHT, { MIN_FREE_DISK_MB: String(GUARD_MIN_FREE_MB) });
      const output = `${guarded.stdout}${guarded.stderr}`;
      expectCleanDiskFull(null, guarded.code, output);
      // The guard's stop, not a write failing, and of the loading (a document it did not load
      // says why in the report), not of the publish after it. Mid-run, not refused at its start:
      // it archived documents of its own first.
      expect(output).toMatch(/^\s+\S+ : disk_full \S+ \(Espace disque insuffisant .*MIN_FREE_DISK_MB/m);
      expect(guarded.code, output).toBe(1);
      expect(rawDocumentCount(disk.dir), output).toBeGreaterThan(archived);

      disk.resize(256 * 1024);
      await runner.completeInProcess(disk.dir, NIGHT);
      expect(Object.fromEntries(await servedArtefacts(disk.dir))).toEqual(Object.fromEntries(reference));
    } finally {
      disk.unmount();
    }
  }, budgetFor({ commands: 1, nights: 3 }));
});

/** A run that met a full disk: no signal, a failed run's or refused start's code, "disk full" said, no DuckDB internals. */
function expectCleanDiskFull(signal: NodeJS.Signals | null, code: number | null, output: string): void {
  expect(signal, output).toBeNull();
  expect([1, 2], output).toContain(code);
  expect(output).toMatch(/disk_full|Disque plein|Espace disque insuffisant/);
  expect(output).not.toMatch(/duplicate key|FatalException|TransactionContext/);
}

function usedKib(dir: string): number {
  const stats = fs.statfsSync(dir);
  return Math.ceil(((stats.blocks - stats.bfree) * stats.bsize) / 1024);
}
