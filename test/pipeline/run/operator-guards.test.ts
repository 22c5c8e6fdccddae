import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunInputError } from '../../../pipeline/run/run-input-error.ts';
import { formatRunSummary, type RunReport } from '../../../pipeline/run/run-report.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import type { Config } from '../../../platform/config.ts';
import { listSnapshotIds } from '../../../publish/snapshot/list-snapshots.ts';
import { readManifest } from '../../../publish/snapshot/manifest.ts';
import { readAudit, readCurrent } from '../../../publish/snapshot/pointer.ts';
import { rollback } from '../../../publish/snapshot/rollback.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import type { SampleSites } from '../../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../../helpers/sample-sites.ts';
import { OFFLINE_SITES } from '../../../simulator/sites/registry.ts';
import { joncNight, sharedJoncNight } from './helpers/jonc-night.ts';
import { nightRunner } from './helpers/night-runs.ts';
import { budgetFor } from '../../helpers/work-budget.ts';
import { pipelineConfig } from '../../helpers/pipeline-config.ts';

/**
 * Two operator mistakes that must not pass without a word, through the real run
 * (DuckDB warehouse, file store, offline copies): an --as-of earlier than the last successful
 * run's, and a run after `snapshots rollback` serving again what was rolled back. Both are
 * refused unless --force; forced, the run says so.
 */
let sites: SampleSites;
let work: string;
/** The report of the first night (the JONC as of 2022-11-30), run once: both places start as its copy. */
let firstNight: RunReport;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-guards-'));
  sites = await startTestSampleSites({ sites: OFFLINE_SITES, asOf: '2023-01-31' });
  // The JONC's first night is object-counts' and run-pipeline's too: run once in the suite.
  firstNight = await sharedJoncNight(sites, dataDir('first-night'), '2022-11-30');
}, budgetFor({ sampleSites: 1, nights: 1 }));
afterAll(async () => {
  await sites?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A data folder as the first night left it (warehouse, store, reports): what `night(place, '2022-11-30')` makes of an empty one. */
function afterFirstNight(name: string): RunReport {
  fs.cpSync(path.join(work, 'first-night'), path.join(work, name), { recursive: true });
  return firstNight;
}

function dataDir(name: string): { config: Config; store: ObjectStore; dir: string } {
  const dir = path.join(work, name);
  const config = pipelineConfig(dir);
  return { dir, config, store: openStore(config.storeUrl, {}) };
}

/** One night: the JONC as of `asOf`, loaded and published, as `pipeline run` does. */
const night = (place: { config: Config; store: ObjectStore }, asOf: string, force = false): Promise<RunReport> => joncNight(sites, place, asOf, force);

async function runCount(config: Config): Promise<number> {
  const warehouse = await openWarehouse(config.warehousePath, { readOnly: true });
  try {
    const [row] = await warehouse.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM runs`);
    return row!.n;
  } finally {
    warehouse.close();
  }
}

describe('an --as-of earlier than the last successful run', () => {
  const place = () => dataDir('as-of');

  it('is refused before anything runs, naming both dates; the same date again is fine', async () => {
    expect(afterFirstNight('as-of').status).toBe('ok');
    const runs = await runCount(place().config);
    const refused = night(place(), '2022-06-30');
    await expect(refused).rejects.toBeInstanceOf(RunInputError);
    await expect(refused).rejects.toThrow(/^--as-of 2022-06-30 est antérieur à celui de la dernière exécution réussie \(2022-11-30, run-[^)]+\)/);
    await expect(refused).rejects.toThrow(/--force/);
    expect(await runCount(place().config)).toBe(runs);
    expect((await night(place(), '2022-11-30')).status).toBe('ok');
  }, budgetFor({ nights: 1 }));

  it('is run with --force, and the summary and report say it went back in time', async () => {
    const report = await night(place(), '2022-06-30', true);
    expect(report.status).toBe('ok');
    expect(report.earlierAsOf).toEqual({ lastAsOf: '2022-11-30', lastRunId: expect.stringMatching(/^run-/) });
    expect(formatRunSummary(report)).toContain(`Attention : --as-of 2022-06-30 antérieur à celui de la dernière exécution réussie (2022-11-30, ${report.earlierAsOf!.lastRunId}), accepté avec --force.`);
    // The forced run is now the last successful one: a date after it is accepted again.
    expect((await night(place(), '2022-08-31')).earlierAsOf).toBeUndefined();
  }, budgetFor({ nights: 2 }));

  // The command's function in this process: its exit code and what it prints are the command's
  // own; that a process hands them on is entry-points' smoke test (docs/test-suite.md).
  it('is refused by `pipeline run` with exit 2 and its message, and run with --force', async () => {
    const runner = nightRunner(sites, ['jonc']);
    const refused = await runner.inProcess(place().dir, '2022-07-31');
    expect(refused.code, `${refused.stdout}${refused.stderr}`).toBe(2);
    expect(refused.stderr).toContain('--as-of 2022-07-31 est antérieur à celui de la dernière exécution réussie (2022-08-31');
    const forced = await runner.inProcess(place().dir, '2022-07-31', {}, ['--force']);
    expect(forced.code, `${forced.stdout}${forced.stderr}`).toBe(0);
    expect(forced.stdout).toContain('Attention : --as-of 2022-07-31 antérieur');
  }, budgetFor({ nights: 1 }));
});

describe('a run after `snapshots rollback`', () => {
  const place = () => dataDir('rollback');
  let first: string;
  let second: string;

  it('refuses to publish over the rollback, says who rolled back and why, and keeps the rolled-back snapshot served', async () => {
    first = String(afterFirstNight('rollback').publish!['snapshotId']);
    second = String((await night(place(), '2023-01-31')).publish!['snapshotId']);
    expect(second).not.toBe(first);
    await rollback(place().store, first, { actor: 'ops-nuit', reason: 'cessions mal lues' });

    const report = await night(place(), '2023-01-31');
    expect(report.status).toBe('failed');
    expect(report.publish).toMatchObject({ code: 'snapshot_over_rollback_refused' });
    const message = String(report.publish!['error']);
    for (const said of [first, second, 'ops-nuit', 'cessions mal lues', '--force']) expect(message, said).toContain(said);
    expect(formatRunSummary(report)).toContain('Publication refusée [snapshot_over_rollback_refused]');
    expect((await readCurrent(place().store))?.snapshot).toBe(first);
    expect(await listSnapshotIds(place().store)).toEqual([first, second]);
  }, budgetFor({ nights: 2 }));

  it('with --force publishes over it, says so in the summary and the report, and records it in the audit log', async () => {
    const report = await night(place(), '2023-01-31', true);
    expect(report.status).toBe('ok');
    const published = String(report.publish!['snapshotId']);
    expect([first, second]).not.toContain(published);
    expect(report.publish!['overRollback']).toEqual({ snapshot: first, at: expect.any(String), actor: 'ops-nuit', reason: 'cessions mal lues' });
    expect(formatRunSummary(report)).toContain(`publiée par-dessus le retour arrière à ${first}`);
    expect((await readManifest(place().store, published)).manifest.parentId).toBe(first);
    const last = (await readAudit(place().store)).at(-1)!;
    expect(last).toMatchObject({ action: 'publish', from: first, to: published, overRollback: true });
    // Settled: the next night publishes as usual, without --force.
    const next = await night(place(), '2023-01-31');
    expect(next.status).toBe('ok');
    expect(next.publish).toMatchObject({ snapshotId: published, unchanged: true });
  }, budgetFor({ nights: 2 }));

  it('needs no --force once the rollback is undone (current back to what this warehouse published)', async () => {
    const served = (await readCurrent(place().store))!.snapshot;
    await rollback(place().store, first, { actor: 'ops' });
    await rollback(place().store, served, { actor: 'ops', reason: 'fausse alerte' });
    const report = await night(place(), '2023-01-31');
    expect(report.status).toBe('ok');
    expect(report.publish).toMatchObject({ snapshotId: served, unchanged: true });
    expect(report.publish!['overRollback']).toBeUndefined();
  }, budgetFor({ nights: 1 }));
});
