import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSnapshotCli } from '../../../cli/snapshots/snapshot-commands.ts';
import { diffSnapshots, diffSnapshotsWithValues } from '../../../publish/snapshot/diff-snapshots.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { inputOf, makeCorpus, ridetOf, type Corpus } from './snapshot-fixture.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Night one, then a night where a dénomination is corrected in place and an announcement's date moves to another month. */
async function twoNights() {
  const dir = await mkdtemp(path.join(tmpdir(), 'diff-values-'));
  dirs.push(dir);
  const store = openStore(`file://${path.join(dir, 'store')}`);
  const corpus = makeCorpus(3);
  const a = await publishSnapshot(store, inputOf(corpus, 'run-1'), { now: new Date('2026-11-20T02:00:00Z') });
  const next: Corpus = {
    companies: structuredClone(corpus.companies),
    items: corpus.items.map((i) => (i.id === 'a1-0' ? { ...i, denomination: 'SOCIETE UN' } : i.id === 'a2-1' ? { ...i, date: '2026-04-02' } : i)),
  };
  const b = await publishSnapshot(store, inputOf(next, 'run-2'), { now: new Date('2026-11-21T02:00:00Z') });
  return { dir, store, a: a.snapshotId, b: b.snapshotId, updated: b.updated };
}

describe('snapshots diff: the values that changed in each updated announcement', () => {
  it('gives each changed field before and after, for an update in place and for a move to another month', async () => {
    const { store, a, b } = await twoNights();
    const diff = await diffSnapshotsWithValues(store, a, b);
    expect(diff.updated).toEqual(['a1-0', 'a2-1']);
    expect(diff.updatedValues).toEqual([
      { id: 'a1-0', fields: { denomination: { before: 'SOCIETE 1', after: 'SOCIETE UN' } } },
      { id: 'a2-1', fields: { date: { before: '2026-03-12', after: '2026-04-02' } } },
    ]);
    // The diff a publish and the change feed use is the same, without the values.
    const { updatedValues: _values, ...changes } = diff;
    expect(await diffSnapshots(store, a, b)).toEqual(changes);
  });

  it('counts them in the publish result and in snapshots list', async () => {
    const { dir, b, updated } = await twoNights();
    expect(updated).toBe(2);
    let out = '';
    await runSnapshotCli(['list', '--json'], { env: { DATA_DIR: dir }, out: (t) => (out += t), err: (t) => (out += t), outBytes: () => undefined });
    expect(JSON.parse(out)).toMatchObject([{ updated: 0 }, { id: b, updated: 2, added: 0, removed: 0 }]);
  });

  it('prints them, in French, under each updated id', async () => {
    const { dir, a, b } = await twoNights();
    let out = '';
    const code = await runSnapshotCli(['diff', a, b], { env: { DATA_DIR: dir }, out: (t) => (out += t), err: (t) => (out += t), outBytes: () => undefined });
    expect(code).toBe(0);
    expect(out).toContain('annonces modifiées : 2\n  ~ a1-0\n      denomination : « SOCIETE 1 » -> « SOCIETE UN »\n  ~ a2-1\n      date : « 2026-03-12 » -> « 2026-04-02 »\n');
    expect(out).toContain(`entreprises changées : 2\n  ~ ${ridetOf(1)}\n  ~ ${ridetOf(2)}\n`);
  });
});
