import { afterEach, describe, expect, it } from 'vitest';
import { deriveCompanies } from '../../pipeline/load/derive-companies.ts';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { publishFromWarehouse, type WarehousePublishResult, type WarehousePublishTesting } from '../../publish/publish-warehouse.ts';
import type { TreeRootV2 } from '../../publish/snapshot/manifest.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { objectKey } from '../../publish/snapshot/snapshot-layout.ts';
import { verifySnapshot } from '../../publish/snapshot/verify-snapshot.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { createTempWarehouse, fillApiFixture, insertAnnouncement, insertBulk, type FixtureAnnouncement } from '../api/helpers/fixture-warehouse.ts';

const SITE = 'https://annonces.test';
// Small pages and an eagerly layered tree, so that a few hundred announcements exercise page
// re-cutting, resyncs, tree layers and shard folding as 10^6 would.
const TUNING: WarehousePublishTesting = {
  pages: { minItems: 5, maxItems: 20, modulus: 5 },
  treeLayout: { minLayeredPaths: 10, maxLayers: 4, maxLayerFraction: 0.5 },
  codeVersion: 'test',
};
const night = (n: number) => new Date(Date.UTC(2026, 10, 20 + n, 2));

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

/** One warehouse and one store, published the given way. */
async function side(mode: 'auto' | 'full') {
  const temp = await createTempWarehouse();
  cleanups.push(() => temp.cleanup());
  const store = new MemoryStore(`memory://${mode}`);
  const publish = (n: number) =>
    publishFromWarehouse({ warehouse: temp.warehouse, store, siteUrl: SITE, runIds: [`run-${n}`], now: night(n), mode, testing: TUNING });
  return { warehouse: temp.warehouse, store, publish };
}

/** Everything a client or an auditor can read of the current snapshot. */
async function published(store: MemoryStore) {
  const snapshot = await openSnapshot(store, 'current');
  const files = new Map<string, string>();
  for await (const [path] of snapshot.paths()) files.set(path, (await snapshot.read(path))!.toString('utf8'));
  const ledger: unknown[] = [];
  for await (const item of snapshot.ledger()) ledger.push(item);
  const { manifest } = snapshot;
  return { id: snapshot.id, files, ledger, counts: manifest.counts, tree: manifest.tree.paths, items: manifest.ledger.items, changes: manifest.changes };
}

/** The same change to both warehouses, then company records derived again (unless `derive` is false). */
const bothWarehouses = async (warehouses: Warehouse[], change: (w: Warehouse) => Promise<void>, derive = true) => {
  for (const w of warehouses) {
    await change(w);
    if (derive) await deriveCompanies(w, null);
  }
};

const announcement = (a: Partial<FixtureAnnouncement> & Pick<FixtureAnnouncement, 'id' | 'ridet' | 'date'>): FixtureAnnouncement => ({
  source: 'JONC', denomination: `SOCIETE ${a.ridet}`, type: 'nomination', ...a,
});

describe('an incremental publish', () => {
  it('publishes, night after night, exactly what a full rebuild of the same warehouse publishes', async () => {
    const incremental = await side('auto');
    const full = await side('full');
    const warehouses = [incremental.warehouse, full.warehouse];
    const results: WarehousePublishResult[] = [];
    const nightly = async (n: number) => {
      const [a, b] = [await incremental.publish(n), await full.publish(n)];
      results.push(a);
      expect(b.mode).toBe('full');
      const [x, y] = [await published(incremental.store), await published(full.store)];
      expect([...x.files.keys()]).toEqual([...y.files.keys()]);
      for (const [path, body] of x.files) expect(body, path).toBe(y.files.get(path));
      expect(x).toEqual(y);
      expect((await verifySnapshot(incremental.store, x.id)).ok).toBe(true);
      return a;
    };

    // Night 1: the first publish of a corpus (full on both sides).
    await bothWarehouses(warehouses, async (w) => {
      await fillApiFixture(w, 0);
      await insertBulk(w, 600, 40);
    });
    expect((await nightly(1)).mode).toBe('full');

    // Night 2: new announcements at the newest end of several feeds, and a new company.
    await bothWarehouses(warehouses, async (w) => {
      for (let i = 0; i < 12; i += 1) {
        await insertAnnouncement(w, announcement({ id: `night2-${i}`, ridet: `200000${i % 4}001`, date: '2023-07-21', source: ['JONC', 'LNC', 'ProvinceSud'][i % 3]!, type: ['capital', 'nomination'][i % 2]! }));
      }
      await insertAnnouncement(w, announcement({ id: 'night2-new', ridet: '9999999001', date: '2023-07-21', type: 'creation', denomination: 'NOUVELLE SOCIETE' }));
    });
    const second = await nightly(2);
    expect(second).toMatchObject({ mode: 'incremental', added: 13, removed: 0 });
    expect(second.rebuilt).toMatchObject({ announcements: 13, search: true });
    expect(second.rebuilt!.companies).toBeLessThan(10);

    // Night 3: a backfilled old announcement, a re-parsed one (new title, type and month), a
    // removed one, and a company renamed by a new notice.
    await bothWarehouses(warehouses, async (w) => {
      await insertAnnouncement(w, announcement({ id: 'backfill', ridet: '2000007001', date: '2023-01-15', type: 'cession' }));
      await w.run(`UPDATE announcements SET titre = 'AVIS CORRIGE', type = 'statuts', date = DATE '2023-03-02' WHERE id = (SELECT min(id) FROM announcements WHERE ridet = '2000003001' AND date > DATE '2023-05-01')`);
      await w.run(`DELETE FROM announcements WHERE id = (SELECT min(id) FROM announcements WHERE ridet = '2000005001')`);
      await insertAnnouncement(w, announcement({ id: 'rename', ridet: '2000009001', date: '2023-07-22', type: 'statuts', denomination: 'ENTREPRISE NUMERO 9', ancienne_denomination: 'ENTREPRISE NUMERO 9', nouvelle_denomination: 'NEUF ET FILS' }));
    });
    const third = await nightly(3);
    expect(third).toMatchObject({ mode: 'incremental', added: 2, removed: 1 });
    const changes = await (await openSnapshot(incremental.store, 'current')).changes();
    expect(changes.updated).toHaveLength(1);
    expect(changes.companiesChanged).toEqual(expect.arrayContaining(['2000007001', '2000003001', '2000005001', '2000009001']));
    const renamed = JSON.parse((await published(incremental.store)).files.get('entreprises/2000009001.json')!) as { denomination: string };
    expect(renamed.denomination).toBe('NEUF ET FILS');

    // Night 4: nothing new. Both keep the served snapshot.
    const fourth = await nightly(4);
    expect(fourth).toMatchObject({ mode: 'incremental', unchanged: true, objectsWritten: 0 });

    // Night 5: a whole feed disappears (its only announcements move to another source) and one
    // company loses all its announcements.
    await bothWarehouses(warehouses, async (w) => {
      await w.run(`UPDATE announcements SET source = 'LNC' WHERE source = 'ProvinceNord'`);
      await w.run(`DELETE FROM announcements WHERE ridet = '7654321002'`);
      await w.run(`DELETE FROM companies WHERE ridet = '7654321002'`);
    });
    const fifth = await nightly(5);
    expect(fifth.mode).toBe('incremental');
    const files = (await published(incremental.store)).files;
    expect([...files.keys()].some((p) => p.includes('ProvinceNord'))).toBe(false);
    expect(files.has('entreprises/7654321002.json')).toBe(false);

    // Night 6: only a company's officers change (no announcement does), as a re-derivation would,
    // and in a column the search index does not hold: the company's own digest must see it.
    await bothWarehouses(warehouses, (w) => w.run(`UPDATE dirigeants SET fonction = 'directrice générale' WHERE ridet = '1234567001' AND nom = 'WAMYTAN'`), false);
    const sixth = await nightly(6);
    expect(sixth).toMatchObject({ mode: 'incremental', added: 0, companiesChanged: 1 });

    // Nights 7 to 10: enough small nights for the tree to fold all its layers away at least once.
    const layerCounts: number[] = [];
    for (let n = 7; n <= 10; n += 1) {
      await bothWarehouses(warehouses, (w) => insertAnnouncement(w, announcement({ id: `night${n}`, ridet: `200001${n}001`, date: '2023-07-23' })));
      expect((await nightly(n)).mode).toBe('incremental');
      const root = JSON.parse((await incremental.store.get(objectKey((await openSnapshot(incremental.store, 'current')).manifest.tree.root)))!.toString()) as TreeRootV2;
      layerCounts.push(root.layers.length);
    }
    // Layers came and went: some nights added one, folding dropped the old ones.
    expect(Math.max(...layerCounts)).toBeGreaterThan(1);
    expect(Math.max(...layerCounts)).toBeLessThanOrEqual(TUNING.treeLayout!.maxLayers);
  });

  it('falls back to a full publish when the served snapshot is not the last one published from the warehouse', async () => {
    const one = await side('auto');
    await fillApiFixture(one.warehouse, 100);
    expect((await one.publish(1)).fullBecause).toBe('first publish to this store');
    await insertAnnouncement(one.warehouse, announcement({ id: 'later', ridet: '2000001001', date: '2023-03-01' }));
    expect((await one.publish(2)).mode).toBe('incremental');
    // Someone else publishes to the store: the warehouse's record no longer describes current.
    const other = await createTempWarehouse();
    cleanups.push(() => other.cleanup());
    await fillApiFixture(other.warehouse, 100);
    await publishFromWarehouse({ warehouse: other.warehouse, store: one.store, siteUrl: SITE, runIds: ['other'], now: night(3), testing: TUNING });
    await insertAnnouncement(one.warehouse, announcement({ id: 'later-still', ridet: '2000001001', date: '2023-03-02' }));
    const fourth = await one.publish(4);
    expect(fourth.mode).toBe('full');
    expect(fourth.fullBecause).toMatch(/^current is /);
    expect((await one.publish(5)).mode).toBe('incremental');
  });
});
