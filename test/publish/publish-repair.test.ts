import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deriveCompanies } from '../../pipeline/load/derive-companies.ts';
import { publishFromWarehouse, type WarehousePublishResult } from '../../publish/publish-warehouse.ts';
import type { LedgerMonth, LedgerRootV2, TreeRootV2 } from '../../publish/snapshot/manifest.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { rollback } from '../../publish/snapshot/rollback.ts';
import { objectKey } from '../../publish/snapshot/snapshot-layout.ts';
import { verifySnapshot } from '../../publish/snapshot/verify-snapshot.ts';
import { FsStore } from '../../publish/store/fs-store.ts';
import { openWarehouse, type Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { createTempWarehouse, fillApiFixture, insertAnnouncement } from '../api/helpers/fixture-warehouse.ts';
import { copyWarehouse } from '../helpers/migrated-warehouse.ts';

const SITE = 'https://annonces.test';
const night = (n: number) => new Date(Date.UTC(2026, 10, 20 + n, 2));
const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function publisher(warehouse: Warehouse, store: FsStore) {
  return (n: number, force = false) => publishFromWarehouse({ warehouse, store, siteUrl: SITE, runIds: [`run-${n}`], now: night(n), testing: { codeVersion: 'test' }, force });
}

/**
 * Night one, where both tests start: 300 announcements and their first publish, made once for
 * the file (the warehouse closed, so its file holds everything) and copied by each test. The
 * warehouse remembers the store it published to by its address: each test's store is a copy put
 * back at that address, not a store elsewhere (which would make the next publish a full one).
 */
let nightOne: { dir: string; first: WarehousePublishResult };
const storeAt = (dir: string) => path.join(dir, 'store');
const storeAfterNightOne = (dir: string) => path.join(dir, 'store-night-one');
beforeAll(async () => {
  const temp = await createTempWarehouse();
  await fillApiFixture(temp.warehouse, 300);
  const first = await publisher(temp.warehouse, new FsStore(storeAt(temp.dir)))(1);
  temp.warehouse.close();
  fs.cpSync(storeAt(temp.dir), storeAfterNightOne(temp.dir), { recursive: true });
  nightOne = { dir: temp.dir, first };
});
afterAll(() => fs.rmSync(nightOne.dir, { recursive: true, force: true }));

async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-repair-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  copyWarehouse(path.join(nightOne.dir, 'warehouse.duckdb'), path.join(dir, 'warehouse.duckdb'));
  fs.rmSync(storeAt(nightOne.dir), { recursive: true, force: true });
  fs.cpSync(storeAfterNightOne(nightOne.dir), storeAt(nightOne.dir), { recursive: true });
  const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'));
  cleanups.push(() => warehouse.close());
  const store = new FsStore(storeAt(nightOne.dir));
  return { warehouse, store, publish: publisher(warehouse, store), first: nightOne.first };
}

/** Flips one byte of a stored object in place, the way a disk or a careless hand would. */
function flipByte(store: FsStore, hash: string, at = 10): void {
  const file = path.join(store.root, ...objectKey(hash).split('/'));
  const bytes = fs.readFileSync(file);
  bytes[at] = bytes[at]! ^ 0x20;
  fs.writeFileSync(file, bytes);
}

function storedHash(store: FsStore, hash: string): string {
  return createHash('sha256').update(fs.readFileSync(path.join(store.root, ...objectKey(hash).split('/')))).digest('hex');
}

async function currentObject(store: FsStore, logicalPath: string): Promise<string> {
  return (await (await openSnapshot(store, 'current')).hash(logicalPath))!;
}

describe('publishing over damaged objects', () => {
  it('writes a company file, a ledger chunk and a tree shard with flipped bytes again, even on a night with nothing new', async () => {
    const { store, publish, first } = await setup();
    const manifest = (await openSnapshot(store, 'current')).manifest;
    const company = await currentObject(store, 'entreprises/1234567001.json');
    const treeRoot = JSON.parse(fs.readFileSync(path.join(store.root, ...objectKey(manifest.tree.root).split('/')), 'utf8')) as TreeRootV2;
    const shard = Object.values(treeRoot.shards)[0]!;
    const ledgerRoot = JSON.parse(fs.readFileSync(path.join(store.root, ...objectKey(manifest.ledger.root).split('/')), 'utf8')) as LedgerRootV2;
    const monthNode = JSON.parse(fs.readFileSync(path.join(store.root, ...objectKey(Object.values(ledgerRoot.months)[0]!.sha256).split('/')), 'utf8')) as LedgerMonth;
    const chunk = monthNode.chunks[0]!.sha256;
    for (const hash of [company, shard, chunk]) flipByte(store, hash);
    const damaged = await verifySnapshot(store, first.snapshotId);
    expect(damaged.ok).toBe(false);
    expect(damaged.bad.map((b) => b.path)).toEqual(expect.arrayContaining(['entreprises/1234567001.json']));

    const second = await publish(2);
    // Nothing changed, and everything damaged was written again: the served snapshot stays, whole.
    expect(second).toMatchObject({ mode: 'full', unchanged: true, snapshotId: first.snapshotId, repaired: 3 });
    expect(second.fullBecause).toBe('3 damaged object(s) to write again');
    expect(second.check!.bad).toEqual(expect.arrayContaining(['entreprises/1234567001.json']));
    for (const hash of [company, shard, chunk]) expect(storedHash(store, hash)).toBe(hash);
    expect((await verifySnapshot(store, second.snapshotId)).ok).toBe(true);
    expect((await verifySnapshot(store, first.snapshotId)).ok).toBe(true);

    // The next night is incremental again, and finds nothing to repair.
    const third = await publish(3);
    expect(third).toMatchObject({ mode: 'incremental', unchanged: true });
    expect(third.check!.bad).toEqual([]);
    expect(third.check!.rehashed).toBeLessThan(third.check!.referenced / 4);
  });

  it('does not trust an object it needs that exists with wrong bytes', async () => {
    const { warehouse, store, publish, first } = await setup();
    await insertAnnouncement(warehouse, { id: 'later', source: 'JONC', ridet: '7654321002', denomination: 'Boulangerie du Port', type: 'capital', date: '2024-09-01' });
    await deriveCompanies(warehouse, ['7654321002']);
    await publish(2);
    const company = await currentObject(store, 'entreprises/7654321002.json');
    // Back to night one, then the file night two wrote is damaged: publishing the same data
    // again needs that object, which exists, but not as it was written.
    await rollback(store, first.snapshotId, { actor: 'test', reason: 'test' });
    flipByte(store, company);
    // Over the rollback on purpose (without force it is refused: test/pipeline/run/operator-guards.test.ts).
    const third = await publish(3, true);
    expect(third.mode).toBe('full');
    expect(third.repaired).toBe(1);
    expect(storedHash(store, company)).toBe(company);
    expect((await verifySnapshot(store, third.snapshotId)).ok).toBe(true);
  });
});
