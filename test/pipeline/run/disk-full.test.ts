import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleSites } from '../../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../../helpers/sample-sites.ts';
import { OFFLINE_SITES } from '../../../simulator/sites/registry.ts';
import { mountTmpfs } from '../../helpers/tmpfs.ts';
import { budgetFor } from '../../helpers/work-budget.ts';
import { nightRunner, servedArtefacts, type NightRunner } from './helpers/night-runs.ts';

// The data folder on a disk that fills up during a run (a small tmpfs, remounted bigger
// afterwards): the run fails with a clear "disk full", and once there is room again, the next
// run publishes exactly what a run that had room all along publishes.
const SOURCE_IDS = ['JONC', 'LNC'];
const NIGHT = '2024-03-31';
const SMALL_KIB = 3 * 1024;
// Small enough that the warehouse's own writes fail before the night is loaded (batched loading
// needs little room: a bigger disk would let the run finish).
const TINY_KIB = 1536;

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
      // process would (its exit code and stderr); the failing runs below are processes.
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

  // The guard is the run's own check, and its failure the command's exit code and message: the
  // command's function in this process shows it. Failing writes (ENOSPC in DuckDB and the store)
  // could bring the process down, so that run is a process of its own, whose end is the point.
  it.each([
    ['the free-space guard stops loading', '2', SMALL_KIB, 'in process'],
    ['the writes themselves fail (ENOSPC)', '0', TINY_KIB, 'process'],
  ] as const)('fails cleanly when %s mid-run, and the next run with room publishes everything', async (_how, minFreeMb, sizeKib, where) => {
    const disk = mountTmpfs(sizeKib);
    if (disk.dir === null) throw new Error(disk.why);
    try {
      const env = { MIN_FREE_DISK_MB: minFreeMb };
      const result =
        where === 'process'
          ? await runner.start(disk.dir, NIGHT, env).done
          : { signal: null, ...(await runner.inProcess(disk.dir, NIGHT, env)) };
      const output = `${result.stdout}${result.stderr}`;
      expect(result.signal, output).toBeNull();
      expect([1, 2], output).toContain(result.code);
      expect(output).toMatch(/disk_full|Disque plein|Espace disque insuffisant/);
      expect(output).not.toMatch(/duplicate key|FatalException|TransactionContext/);

      disk.resize(256 * 1024);
      await runner.completeInProcess(disk.dir, NIGHT);
      expect(Object.fromEntries(await servedArtefacts(disk.dir))).toEqual(Object.fromEntries(reference));
    } finally {
      disk.unmount();
    }
  }, budgetFor({ commands: 1, nights: 2 }));
});
