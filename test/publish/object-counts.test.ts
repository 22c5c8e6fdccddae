import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnapshotCli } from '../../cli/snapshots/snapshot-commands.ts';
import { formatRunSummary, type RunReport } from '../../pipeline/run/run-report.ts';
import type { Config } from '../../platform/config.ts';
import { readManifest } from '../../publish/snapshot/manifest.ts';
import { listAll, type ObjectStore } from '../../publish/store/object-store.ts';
import { openStore } from '../../publish/store/open-store.ts';
import type { SampleSites } from '../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../helpers/sample-sites.ts';
import { OFFLINE_SITES } from '../../simulator/sites/registry.ts';
import { joncNight, sharedJoncNight } from '../pipeline/run/helpers/jonc-night.ts';
import { pipelineConfig } from '../helpers/pipeline-config.ts';

/**
 * One count of objects everywhere an operator reads one: the run's publish line, `snapshots
 * list`, the manifest's `written` and `snapshots verify` must agree on one publish, since an
 * operator compares them. An object is a content-addressed body under `objects/`, counted once: the
 * manifest, `current` and the audit event are not objects, and a body two paths share is one.
 */
let sites: SampleSites;
let config: Config;
let store: ObjectStore;
let work: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'object-counts-'));
  config = pipelineConfig(work);
  store = openStore(config.storeUrl, {});
  sites = await startTestSampleSites({ sites: OFFLINE_SITES, asOf: '2022-11-30' });
});
afterAll(async () => {
  await sites?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function night(asOf: string): Promise<RunReport> {
  const report = await joncNight(sites, { config, store }, asOf);
  expect(report.status).toBe('ok');
  return report;
}

async function snapshotsCli(...argv: string[]): Promise<string> {
  let out = '';
  const code = await runSnapshotCli(argv, { env: { DATA_DIR: work }, out: (t) => (out += t), err: (t) => (out += t), outBytes: () => {} });
  expect(code, out).toBe(0);
  return out;
}

/** The figures an operator reads for one snapshot. */
async function counts(report: RunReport) {
  const id = String(report.publish!['snapshotId']);
  const line = formatRunSummary(report).split('\n').find((l) => l.startsWith('Publication'))!;
  const listed = (await snapshotsCli('list')).split('\n').find((l) => l.includes(id))!;
  return {
    id,
    publishLine: Number(/ (\d+) objets écrits/.exec(line)![1]),
    report: report.publish!['objectsWritten'],
    list: Number(/ (\d+) obj\//.exec(listed)![1]),
    manifest: (await readManifest(store, id)).manifest.written.objects,
    verify: Number(/ (\d+) objets vérifiés/.exec(await snapshotsCli('verify', id))![1]),
  };
}

async function objectsInStore(): Promise<number> {
  let n = 0;
  for await (const _ of listAll(store, 'objects/')) n += 1;
  return n;
}

describe('objects counted one way', () => {
  it('agree on a first publish: the publish line, the report, list, the manifest and verify, and the objects in the store', async () => {
    // The JONC's first night, run once in the suite (operator-guards and run-pipeline start from it too).
    const report = await sharedJoncNight(sites, { config, store }, '2022-11-30');
    expect(report.status).toBe('ok');
    const first = await counts(report);
    const stored = await objectsInStore();
    expect(stored).toBeGreaterThan(100);
    expect(first).toEqual({ id: first.id, publishLine: stored, report: stored, list: stored, manifest: stored, verify: stored });
  });

  it('agree on what a later publish wrote; verify counts the objects of the whole snapshot, each once', async () => {
    const before = await objectsInStore();
    const second = await counts(await night('2023-01-31'));
    const written = (await objectsInStore()) - before;
    expect(written).toBeGreaterThan(0);
    expect([second.publishLine, second.report, second.list, second.manifest]).toEqual([written, written, written, written]);
    // Every object of the store but those only the first snapshot references.
    expect(second.verify).toBeLessThanOrEqual(await objectsInStore());
    expect(second.verify).toBeGreaterThan(written);
  });
});
