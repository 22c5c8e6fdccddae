import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import { entreprisePath } from '../../publish/artefacts/feed-layout.ts';
import { migrateStore } from '../../publish/snapshot/migrate-format-one.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.ts';
import { objectKey, sha256Hex } from '../../publish/snapshot/snapshot-layout.ts';
import type { LedgerItem } from '../../publish/snapshot/snapshot-types.ts';
import type { FsStore } from '../../publish/store/fs-store.ts';
import { writeFormatOneSnapshot } from '../helpers/format-one-snapshot.ts';
import { SITE_URL } from './helpers/api-harness.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * Stores published before snapshot format 2 are served once migrated (`snapshots migrate`, which
 * rewrites roots and manifests, never a path's bytes): the API reads every snapshot through
 * publish/snapshot's reader (`openSnapshot`), never the tree format itself.
 */

const FIRST = '20261120T020000Z';
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Writes what the builder produced as the code before format 2 did, then migrates it. */
async function publishFormatOne(store: FsStore, built: Awaited<ReturnType<typeof buildArtefacts>>): Promise<void> {
  const items: LedgerItem[] = [];
  for await (const item of built.ledger) items.push(item);
  await writeFormatOneSnapshot(store, { id: FIRST, artefacts: built.artefacts, items, counts: built.counts });
  await migrateStore(store, { now: new Date('2026-11-20T12:00:00Z') });
}

describe('a store written in snapshot format 1, once migrated', () => {
  it('is served, checked and searched, and stays readable with snapshot=<id> once a format 2 snapshot follows it', async () => {
    const temp = tempStore();
    cleanups.push(temp.cleanup);
    const warehouse = await createTempWarehouse();
    cleanups.push(() => warehouse.cleanup());
    await fillApiFixture(warehouse.warehouse, 20);
    await publishFormatOne(temp.store, await buildArtefacts(warehouse.warehouse, { siteUrl: SITE_URL }));
    const served: ServedStore = await serveStore(temp);
    cleanups.push(() => served.close());

    const company = await served.call('/v1/entreprises/1234567001');
    expect(company.status).toBe(200);
    expect(company.headers['x-snapshot']).toBe(FIRST);
    expect(company.json.denomination).toBe('Société Calédonienne de Nickel');
    expect((await served.call('/v1/search?q=boulangerie')).json.data[0].ridet).toBe('7654321002');
    expect((await served.call('/v1/annonces?limit=3')).json.data).toHaveLength(3);

    // Integrity is checked on objects format 1 wrote as on any other.
    const file = path.join(temp.storeDir, objectKey((await (await openSnapshot(temp.store, FIRST)).hash(entreprisePath('7654321002')))!));
    const original = fs.readFileSync(file);
    fs.writeFileSync(file, original.toString('utf8').replace('Boulangerie', 'Coulangerie'));
    expect((await served.call('/v1/entreprises/7654321002')).json.code).toBe('snapshot_corrupt');
    fs.writeFileSync(file, original);
    expect((await served.call('/v1/entreprises/7654321002')).json.denomination).toBe('Boulangerie du Port');

    // The next night, over the migrated parent.
    await insertAnnouncement(warehouse.warehouse, {
      id: 'format-deux', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21',
    });
    await derive(warehouse.warehouse);
    const next = await publishSnapshot(temp.store, { ...(await buildArtefacts(warehouse.warehouse, { siteUrl: SITE_URL })), runIds: ['run-2'], codeVersion: 'test' }, { now: new Date('2026-11-21T02:00:00Z') });
    expect(next.parentId).toBe(FIRST);
    await expect.poll(async () => (await served.call('/v1/entreprises/1234567001')).headers['x-snapshot'], { timeout: 10_000 }).toBe(next.snapshotId);
    expect((await served.call('/v1/entreprises/1234567001')).json.annonces[0].id).toBe('format-deux');

    const listed = await served.call('/v1/snapshots');
    expect(listed.json.data.map((s: { id: string; parent: string | null }) => [s.id, s.parent])).toEqual([[next.snapshotId, FIRST], [FIRST, null]]);
    const then = await served.call(`/v1/entreprises/1234567001?snapshot=${FIRST}`);
    expect(then.headers['x-snapshot']).toBe(FIRST);
    expect(then.json.annonces.map((a: { id: string }) => a.id)).not.toContain('format-deux');
    expect(sha256Hex(then.raw)).toBe(sha256Hex(company.raw));
    expect((await served.call(`/v1/search?q=boulangerie&snapshot=${FIRST}`)).json.data[0].ridet).toBe('7654321002');
  });
});
