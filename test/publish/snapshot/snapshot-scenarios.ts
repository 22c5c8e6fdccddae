import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffSnapshots } from '../../../publish/snapshot/diff-snapshots.ts';
import { exportSnapshot } from '../../../publish/snapshot/export-snapshot.ts';
import { listSnapshots } from '../../../publish/snapshot/list-snapshots.ts';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.ts';
import { readAudit } from '../../../publish/snapshot/pointer.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { rollback } from '../../../publish/snapshot/rollback.ts';
import { objectKey } from '../../../publish/snapshot/snapshot-layout.ts';
import { verifySnapshot } from '../../../publish/snapshot/verify-snapshot.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';
import { inputOf, makeCorpus, nightTwo, ridetOf } from './snapshot-fixture.ts';

const NIGHT_1 = new Date('2026-11-20T02:00:00Z');
const NIGHT_2 = new Date('2026-11-21T02:00:00Z');

/** Two nights published into a fresh store. */
async function twoNights(store: ObjectStore) {
  const corpus = makeCorpus(40);
  const first = await publishSnapshot(store, inputOf(corpus, 'run-1'), { now: NIGHT_1 });
  const second = await publishSnapshot(store, inputOf(nightTwo(corpus), 'run-2'), { now: NIGHT_2 });
  return { first, second };
}

/** The auditor's operations, run against every driver (memory, fs, s3). */
export function snapshotScenarios(name: string, fresh: () => Promise<ObjectStore>): void {
  describe(`snapshots on ${name}`, () => {
    // The tests that only read the two nights share one store (two publishes of 80 items, a
    // hundred requests each on s3); the tampering and the rollback, which change the store,
    // publish their own.
    let published: { store: ObjectStore } & Awaited<ReturnType<typeof twoNights>>;
    beforeAll(async () => {
      const store = await fresh();
      published = { store, ...(await twoNights(store)) };
    });

    it('publishes two nights; the second writes only what changed', async () => {
      const { store, first, second } = published;
      expect(first).toMatchObject({ snapshotId: '20261120T020000Z', parentId: null, added: 80, removed: 0 });
      expect(second).toMatchObject({ snapshotId: '20261121T020000Z', parentId: '20261120T020000Z', added: 1, removed: 1 });
      // First night: 42 artefacts + changes + tree shards, the ledger's chunks, month and roots.
      // Second: 3 company files, the feed, the search index, the changes file, the tree shards
      // holding them, the month's changed chunk and node, both roots, the manifest. (The
      // ledger's chunks hold dozens of items: in a corpus this small, they are most of it.)
      expect(first.objectsWritten).toBeGreaterThan(80);
      expect(second.objectsWritten).toBeLessThanOrEqual(16);
      expect(second.objectsWritten * 5).toBeLessThan(first.objectsWritten);
      expect(second.bytesWritten).toBeLessThan(first.bytesWritten / 2);
      const current = await openSnapshot(store, 'current');
      expect(current.id).toBe(second.snapshotId);
      const company = JSON.parse((await current.read(`entreprises/${ridetOf(3)}.json`))!.toString());
      expect(company.denomination).toBe('SOCIETE 3 RENOMMEE');
      expect(await current.read('entreprises/0000000000.json')).toBeNull();
      expect(await current.hash('search/index.json')).toMatch(/^[0-9a-f]{64}$/);
    });

    it('stores changes.json against the parent and diffs any two snapshots', async () => {
      const { store, first, second } = published;
      const changes = await (await openSnapshot(store, second.snapshotId)).changes();
      expect(changes.added.map((i) => i.id)).toEqual(['new-1']);
      expect(changes.added[0]).toMatchObject({ ridet: ridetOf(1), source_url: 'http://127.0.0.1:9/jonc/new-1', raw_sha256: 'a'.repeat(64) });
      expect(changes.removed).toEqual(['a2-0']);
      expect(changes.companiesChanged).toEqual([ridetOf(1), ridetOf(2), ridetOf(3)]);
      const diff = await diffSnapshots(store, first.snapshotId, second.snapshotId);
      expect(diff).toEqual(changes);
      const back = await diffSnapshots(store, second.snapshotId, first.snapshotId);
      expect(back.added.map((i) => i.id)).toEqual(['a2-0']);
      expect(back.removed).toEqual(['new-1']);
    });

    it('verifies a snapshot and catches a tampered object', async () => {
      const store = await fresh();
      const { second } = await twoNights(store);
      const clean = await verifySnapshot(store, second.snapshotId);
      expect(clean).toMatchObject({ ok: true, bad: [] });
      expect(clean.objectsChecked).toBeGreaterThan(40);
      const snapshot = await openSnapshot(store, second.snapshotId);
      const target = `entreprises/${ridetOf(5)}.json`;
      const hash = (await snapshot.hash(target))!;
      await store.put(objectKey(hash), '{"denomination":"FORGED"}');
      const tampered = await verifySnapshot(store, second.snapshotId);
      expect(tampered.ok).toBe(false);
      expect(tampered.bad.map((b) => b.path)).toEqual([target]);
      expect(tampered.bad[0]!.expected).toBe(hash);
    });

    it('rolls back by moving current, and records it in the audit log', async () => {
      const store = await fresh();
      const { first, second } = await twoNights(store);
      await rollback(store, first.snapshotId, { actor: 'auditor', reason: 'bad night' });
      expect((await openSnapshot(store, 'current')).id).toBe(first.snapshotId);
      const list = await listSnapshots(store);
      expect(list.map((s) => [s.id, s.current])).toEqual([[first.snapshotId, true], [second.snapshotId, false]]);
      const audit = await readAudit(store);
      expect(audit.map((e) => [e.action, e.from, e.to])).toEqual([
        ['publish', null, first.snapshotId],
        ['publish', first.snapshotId, second.snapshotId],
        ['rollback', second.snapshotId, first.snapshotId],
      ]);
      // A publish is audited at the time it was given, not at the machine's time.
      expect(audit.slice(0, 2).map((e) => e.at)).toEqual([NIGHT_1.toISOString(), NIGHT_2.toISOString()]);
      expect(audit[2]).toMatchObject({ actor: 'auditor', reason: 'bad night' });
      expect((await verifySnapshot(store, first.snapshotId)).ok).toBe(true);
      await expect(rollback(store, '20990101T000000Z')).rejects.toMatchObject({ code: 'snapshot_not_found' });
    });

    it('exports announcements and companies as NDJSON and Parquet', async () => {
      const { store, second } = published;
      const out = await mkdtemp(path.join(tmpdir(), 'snapshot-export-'));
      try {
        const ndjson = await exportSnapshot(store, second.snapshotId, 'ndjson', path.join(out, 'nd'));
        expect(ndjson).toMatchObject({ announcements: 80, companies: 40 });
        const lines = (await readFile(ndjson.files.annonces, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
        expect(lines.find((l) => l.id === 'new-1')).toMatchObject({ raw_sha256: 'a'.repeat(64), fetched_at: '2026-03-12T02:00:00.000Z' });
        const parquet = await exportSnapshot(store, second.snapshotId, 'parquet', path.join(out, 'pq'));
        const db = await DuckDBInstance.create(':memory:');
        const connection = await db.connect();
        const annonces = (await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n, count(DISTINCT raw_sha256)::INTEGER AS r FROM '${parquet.files.annonces}'`)).getRowObjects();
        const companies = (await connection.runAndReadAll(`SELECT denomination FROM '${parquet.files.entreprises}' WHERE ridet = '${ridetOf(3)}'`)).getRowObjects();
        connection.closeSync();
        db.closeSync();
        expect(annonces).toEqual([{ n: 80, r: 1 }]);
        expect(companies).toEqual([{ denomination: 'SOCIETE 3 RENOMMEE' }]);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    });
  });
}
