import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * `courant` in GET /v1/snapshots is the snapshot this server serves, not the store's pointer: a
 * publish moves the pointer before the server swaps (it polls), and in between a client must not
 * be told that a snapshot is current whose data, changes and links this server does not serve yet.
 */

let served: ServedStore;
let temp: ReturnType<typeof tempStore>;
let first: string;
let second: string;

beforeAll(async () => {
  temp = tempStore();
  const warehouse = await createTempWarehouse();
  try {
    await fillApiFixture(warehouse.warehouse, 10);
    first = (await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-21T02:00:00Z')).snapshotId;
    // Polling off: the server keeps serving what it loaded at its start.
    served = await serveStore({ ...temp, env: { SNAPSHOT_POLL_SECONDS: '0' } });
    await insertAnnouncement(warehouse.warehouse, { id: 'nuit-deux', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21' });
    await derive(warehouse.warehouse);
    second = (await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-22T02:00:00Z')).snapshotId;
  } finally {
    warehouse.cleanup();
  }
}, 60_000);

afterAll(async () => {
  await served?.close();
  temp?.cleanup();
});

describe('GET /v1/snapshots while the store’s pointer runs ahead of the server', () => {
  it('marks courant the snapshot served, whatever the pointer says', async () => {
    const res = await served.call('/v1/snapshots');
    expect(res.status).toBe(200);
    const data = res.json.data as Array<{ id: string; courant: boolean }>;
    expect(data.filter((s) => s.courant).map((s) => s.id)).toEqual([first]);
    expect(data.find((s) => s.id === second)?.courant ?? false).toBe(false);
    const index = await served.call('/v1');
    expect(index.json.instantane_courant.id).toBe(first);
  });
});
