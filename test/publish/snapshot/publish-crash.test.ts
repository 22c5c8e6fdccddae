import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CrashPoint } from '../../../publish/snapshot/crash-point.ts';
import { listSnapshotIds } from '../../../publish/snapshot/list-snapshots.ts';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { verifySnapshot } from '../../../publish/snapshot/verify-snapshot.ts';
import { FsStore } from '../../../publish/store/fs-store.ts';
import { inputOf, makeCorpus, nightTwo, ridetOf } from './snapshot-fixture.ts';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-publish-child.ts');
const NIGHT_1 = new Date('2026-11-20T02:00:00Z');
const NIGHT_2 = new Date('2026-11-21T02:00:00Z');
const RERUN_WRITES: Record<CrashPoint, number> = { 'after-objects': 12, 'after-ledger': 9, 'after-tree': 1, 'after-manifest': 4, 'after-current': 4 };
const dirs: string[] = [];
// A killed publish cannot remove its temporary folder: the children make theirs in one the test removes.
const childTemp = mkdtempSync(path.join(tmpdir(), 'snapshot-crash-temp-'));
dirs.push(childTemp);
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the child publish; resolves with how it ended. */
function runChild(storeUrl: string, crashAt: CrashPoint | null, args: string[] = []): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, TMPDIR: childTemp, STORE_URL: storeUrl, PUBLISH_NOW: NIGHT_2.toISOString(), SNAPSHOT_CRASH_AT: crashAt ?? '' };
    const child = spawn(process.execPath, [CHILD, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal, stdout }));
  });
}

async function storeWithNightOne(): Promise<{ store: FsStore; firstId: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'snapshot-crash-'));
  dirs.push(dir);
  const store = new FsStore(dir);
  const first = await publishSnapshot(store, inputOf(makeCorpus(40), 'run-1'), { now: NIGHT_1 });
  return { store, firstId: first.snapshotId };
}

describe('a publish killed by SIGKILL', () => {
  for (const point of ['after-objects', 'after-ledger', 'after-tree', 'after-manifest'] as const) {
    it(`${point}: the previous snapshot stays served and intact, and a re-run completes`, async () => {
      const { store, firstId } = await storeWithNightOne();
      const crashed = await runChild(store.url, point);
      expect(crashed.signal).toBe('SIGKILL');

      const served = await openSnapshot(store, 'current');
      expect(served.id).toBe(firstId);
      const company = JSON.parse((await served.read(`entreprises/${ridetOf(3)}.json`))!.toString());
      expect(company.denomination).toBe('SOCIETE 3');
      expect((await verifySnapshot(store, firstId)).ok).toBe(true);

      const rerun = await publishSnapshot(store, inputOf(nightTwo(makeCorpus(40)), 'run-2'), { now: NIGHT_2 });
      expect(rerun.parentId).toBe(firstId);
      expect(rerun).toMatchObject({ added: 1, removed: 1, companiesChanged: 3 });
      // The killed run's uploads are reused: the re-run writes only what it had not reached (a
      // full night two writes 14 objects; after-manifest re-runs under a new id, so its changes
      // file, that file's tree shard, the tree root and the manifest are new).
      expect(rerun.objectsWritten).toBeLessThanOrEqual(RERUN_WRITES[point]);
      const current = await openSnapshot(store, 'current');
      expect(current.id).toBe(rerun.snapshotId);
      expect((await verifySnapshot(store, rerun.snapshotId)).ok).toBe(true);
      expect((await current.changes()).added.map((i) => i.id)).toEqual(['new-1']);
    });
  }

  it('is never killed by SNAPSHOT_CRASH_AT alone: only a command hands it to the publish (its testing seam)', async () => {
    const { store, firstId } = await storeWithNightOne();
    const published = await runChild(store.url, 'after-objects', ['--library']);
    expect(published).toMatchObject({ code: 0, signal: null });
    const served = await openSnapshot(store, 'current');
    expect(served.parentId).toBe(firstId);
    expect(JSON.parse(published.stdout)).toMatchObject({ snapshotId: served.id, parentId: firstId });
  });

  it('after-current: the new snapshot is served whole; a re-run adds an empty successor', async () => {
    const { store, firstId } = await storeWithNightOne();
    const crashed = await runChild(store.url, 'after-current');
    expect(crashed.signal).toBe('SIGKILL');
    const served = await openSnapshot(store, 'current');
    expect(served.parentId).toBe(firstId);
    expect((await verifySnapshot(store, served.id)).ok).toBe(true);
    const rerun = await publishSnapshot(store, inputOf(nightTwo(makeCorpus(40)), 'run-2'), { now: NIGHT_2 });
    expect(rerun).toMatchObject({ parentId: served.id, added: 0, removed: 0 });
    expect(await listSnapshotIds(store)).toEqual([firstId, served.id, rerun.snapshotId]);
  });

  it('without a crash point, the child publishes normally', async () => {
    const { store } = await storeWithNightOne();
    const run = await runChild(store.url, null);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ added: 1, removed: 1 });
  });
});
