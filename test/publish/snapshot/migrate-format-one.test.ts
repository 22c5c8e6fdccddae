import { describe, expect, it } from 'vitest';
import { diffSnapshots } from '../../../publish/snapshot/diff-snapshots.ts';
import { gc } from '../../../publish/snapshot/gc.ts';
import { listSnapshots } from '../../../publish/snapshot/list-snapshots.ts';
import { canonicalJson, readManifest } from '../../../publish/snapshot/manifest.ts';
import { migrateStore, type MigrationPoint } from '../../../publish/snapshot/migrate-format-one.ts';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.ts';
import { readAudit, readCurrent, writeCurrent } from '../../../publish/snapshot/pointer.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { SnapshotError } from '../../../publish/snapshot/snapshot-error.ts';
import { manifestKey, objectKey, sha256Hex, shardOf } from '../../../publish/snapshot/snapshot-layout.ts';
import type { LedgerItem } from '../../../publish/snapshot/snapshot-types.ts';
import { verifySnapshot } from '../../../publish/snapshot/verify-snapshot.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';
import { listAll } from '../../../publish/store/object-store.ts';
import { writeFormatOneSnapshot } from '../../helpers/format-one-snapshot.ts';
import { artefactsOf, countsOf, inputOf, makeCorpus, nightTwo, type Corpus } from './snapshot-fixture.ts';

/**
 * `snapshots migrate`: a store of ledger (and manifest) format 1 converted once to format 2.
 * These tests replace format-one.test.ts, which read, verified and published over a format 1
 * store in place: that is now refused until the store is migrated.
 */

const ID = '20261120T020000Z';
const MIGRATED_AT = new Date('2026-11-20T12:00:00Z');
const STORED_AT = new Date('2026-11-19T02:00:00Z');
const POINTS: MigrationPoint[] = ['after-objects', 'after-audit', 'after-manifest', 'after-current'];

/** 40 companies, 80 announcements spread over three months (format 1 kept them in id shards). */
function corpusOverMonths(): Corpus {
  const corpus = makeCorpus(40);
  corpus.items.forEach((item, i) => (item.date = `2026-0${1 + (i % 3)}-${String(10 + (i % 17)).padStart(2, '0')}`));
  // A publish takes its ledger month by month.
  corpus.items.sort((a, b) => (a.date + a.id < b.date + b.id ? -1 : 1));
  return corpus;
}

async function formatOneStore(corpus = corpusOverMonths()): Promise<MemoryStore> {
  // Objects stamped by the test's clock, not the machine's: the GC below compares their age with a fixed `now`.
  const store = new MemoryStore(undefined, { now: () => STORED_AT });
  await writeFormatOneSnapshot(store, { id: ID, artefacts: artefactsOf(corpus), items: corpus.items, counts: countsOf(corpus) });
  return store;
}

/** Every key but the audit log's and the leases', with the sha256 of its body. */
async function contents(store: MemoryStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const info of listAll(store, '')) {
    if (info.key.startsWith('audit/') || info.key.startsWith('leases/')) continue;
    out[info.key] = sha256Hex((await store.get(info.key))!);
  }
  return out;
}

async function refusal(promise: Promise<unknown>): Promise<SnapshotError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(SnapshotError.is(error)).toBe(true);
  return error as SnapshotError;
}

describe('a store of snapshot format 1', () => {
  it('is refused by every reader with snapshot_migration_needed, in French, naming the command', async () => {
    const store = await formatOneStore();
    const before = await contents(store);
    for (const attempt of [
      () => openSnapshot(store, 'current'),
      () => verifySnapshot(store, ID),
      () => listSnapshots(store),
      () => diffSnapshots(store, ID, ID),
      () => gc(store, { keep: 1, graceSeconds: 0, now: new Date('2026-12-01T00:00:00Z') }),
      () => publishSnapshot(store, inputOf(nightTwo(makeCorpus(40)), 'run-2'), { now: new Date('2026-11-21T02:00:00Z') }),
    ]) {
      const error = await refusal(attempt());
      expect(error.code).toBe('snapshot_migration_needed');
      expect(error.message).toContain(`l’instantané ${ID}`);
      expect(error.message).toContain('« npm run snapshots -- migrate »');
    }
    expect(await contents(store)).toEqual(before);
  });

  it('is migrated once: same paths, bytes and items, the ledger a publish of the same items writes, verified, audited, published over', async () => {
    const corpus = corpusOverMonths();
    const store = await formatOneStore(corpus);
    const oldPointer = (await readCurrent(store))!;

    const result = await migrateStore(store, { now: MIGRATED_AT });
    const { manifest, sha256 } = await readManifest(store, ID);
    expect(result).toEqual({ migrated: [{ id: ID, fromManifestSha256: oldPointer.manifestSha256, toManifestSha256: sha256 }], alreadyFormatTwo: [], pointerUpdated: true });
    expect(manifest.format).toBe('annonces-nc/snapshot@2');
    expect(manifest).toMatchObject({ id: ID, parentId: null, runIds: ['run-1'], codeVersion: 'old', counts: countsOf(corpus), ledger: { items: 80 } });

    // The pointer names the new manifest; it did not move otherwise.
    expect(await readCurrent(store)).toEqual({ ...oldPointer, manifestSha256: sha256 });
    const audit = await readAudit(store);
    expect(audit).toEqual([{ at: MIGRATED_AT.toISOString(), action: 'migrate', from: ID, to: ID, manifestSha256: sha256, replacesManifestSha256: oldPointer.manifestSha256, actor: 'migrate' }]);
    expect(await verifySnapshot(store, ID)).toMatchObject({ ok: true, bad: [] });

    // Same content: every path's bytes, every item.
    const snapshot = await openSnapshot(store, 'current');
    for (const artefact of artefactsOf(corpus)) expect((await snapshot.read(artefact.path))!.equals(artefact.body)).toBe(true);
    const items: LedgerItem[] = [];
    for await (const item of snapshot.ledger()) items.push(item);
    expect(items.map(canonicalJson)).toEqual(corpus.items.map(canonicalJson));

    // The ledger root is the one a publish of the same items writes, in another store.
    const fresh = new MemoryStore();
    await publishSnapshot(fresh, inputOf(corpus), { now: new Date('2026-11-20T02:00:00Z') });
    expect(manifest.ledger.root).toBe((await openSnapshot(fresh, 'current')).manifest.ledger.root);

    // The next night publishes over it with exact changes (what format-one.test.ts asserted in place).
    const next = await publishSnapshot(store, inputOf(nightTwo(corpus), 'run-2'), { now: new Date('2026-11-21T02:00:00Z') });
    expect(next).toMatchObject({ parentId: ID, added: 1, removed: 1, companiesChanged: 3 });
    const changes = await (await openSnapshot(store, next.snapshotId)).changes();
    expect(changes.added.map((i) => i.id)).toEqual(['new-1']);
    expect(changes.removed).toEqual(['a2-0']);
    expect(await diffSnapshots(store, ID, next.snapshotId)).toEqual(changes);
    expect((await verifySnapshot(store, next.snapshotId)).ok).toBe(true);

    // A second migration does nothing.
    const settled = await contents(store);
    const events = await readAudit(store);
    expect(await migrateStore(store, { now: new Date('2026-11-22T00:00:00Z') })).toEqual({ migrated: [], alreadyFormatTwo: [ID, next.snapshotId], pointerUpdated: false });
    expect(await contents(store)).toEqual(settled);
    expect(await readAudit(store)).toEqual(events);

    // GC then drops what only format 1 referenced: its ledger root and shards, its tree root.
    const ledgerShards = new Set(corpus.items.map((i) => shardOf(i.id, 3))).size;
    const swept = await gc(store, { keep: 2, graceSeconds: 0, now: new Date('2026-12-01T00:00:00Z') });
    expect(swept.deletedObjects).toBe(ledgerShards + 2);
    expect((await verifySnapshot(store, ID)).ok).toBe(true);
    expect((await verifySnapshot(store, next.snapshotId)).ok).toBe(true);
  });

  it('migrates every format 1 snapshot, current or not, and leaves format 2 ones as they are', async () => {
    const corpus = makeCorpus(12);
    const store = new MemoryStore();
    await writeFormatOneSnapshot(store, { id: ID, artefacts: artefactsOf(corpus), items: corpus.items, counts: countsOf(corpus) });
    const older = '20261119T020000Z';
    await writeFormatOneSnapshot(store, { id: older, artefacts: artefactsOf(corpus).slice(1), items: corpus.items.slice(2), counts: countsOf(corpus) });
    // The fixture points `current` at what it wrote last: point it back at ID, as a publish would have.
    const idSha = sha256Hex((await store.get(manifestKey(ID)))!);
    await writeCurrent(store, ID, idSha, new Date('2026-11-20T02:00:00Z'));

    const result = await migrateStore(store, { now: MIGRATED_AT });
    expect(result.migrated.map((m) => m.id)).toEqual([older, ID]);
    expect(result.pointerUpdated).toBe(true);
    for (const id of [older, ID]) expect(await verifySnapshot(store, id)).toMatchObject({ ok: true });
    expect((await openSnapshot(store, older)).manifest.ledger.items).toBe(22);
    expect((await listSnapshots(store)).map((s) => [s.id, s.current])).toEqual([[older, false], [ID, true]]);
  });

  it.each(POINTS)('stopped dead at %s, is completed by a second run, to the store a single run leaves', async (point) => {
    const reference = await formatOneStore();
    await migrateStore(reference, { now: MIGRATED_AT });

    const store = await formatOneStore();
    const oldSha = (await readCurrent(store))!.manifestSha256;
    const stopped = migrateStore(store, {
      now: MIGRATED_AT,
      testing: { stopAt: (at) => { if (at === point) throw new Error(`stopped at ${at}`); } },
    });
    await expect(stopped).rejects.toThrow(`stopped at ${point}`);
    // Until the manifest is written, readers still refuse; once it is, the snapshot is whole.
    if (point === 'after-objects' || point === 'after-audit') {
      expect((await refusal(openSnapshot(store, ID))).code).toBe('snapshot_migration_needed');
    } else {
      expect((await openSnapshot(store, ID)).manifest.format).toBe('annonces-nc/snapshot@2');
    }

    const rerun = await migrateStore(store, { now: new Date('2026-11-20T13:00:00Z') });
    expect(rerun.pointerUpdated).toBe(point !== 'after-current');
    expect(await contents(store)).toEqual(await contents(reference));
    const pointer = (await readCurrent(store))!;
    expect(pointer).toEqual(await readCurrent(reference));
    const events = (await readAudit(store)).filter((e) => e.action === 'migrate');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ to: ID, manifestSha256: pointer.manifestSha256, replacesManifestSha256: oldSha });
    expect(await verifySnapshot(store, ID)).toMatchObject({ ok: true });
    expect(await migrateStore(store)).toEqual({ migrated: [], alreadyFormatTwo: [ID], pointerUpdated: false });
  });

  it('stops at a damaged format 1 ledger shard rather than seal it, and changes no manifest', async () => {
    const corpus = corpusOverMonths();
    const store = await formatOneStore(corpus);
    const manifestBefore = await store.get(manifestKey(ID));
    const root = JSON.parse((await store.get(objectKey(JSON.parse(manifestBefore!.toString()).ledger.root)))!.toString()) as { shards: Record<string, string> };
    const shard = Object.values(root.shards)[0]!;
    await store.put(objectKey(shard), Buffer.from('{"format":"annonces-nc/ledger-shard@1","items":[]}'));

    const error = await refusal(migrateStore(store, { now: MIGRATED_AT }));
    expect(error.code).toBe('snapshot_corrupt');
    expect(error.message).toContain(shard);
    expect((await store.get(manifestKey(ID)))!.equals(manifestBefore!)).toBe(true);
    expect(await readAudit(store)).toEqual([]);
  });
});
