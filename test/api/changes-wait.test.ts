import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.js';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.js';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.js';

/**
 * Long polling on the change feed (issue 26): `wait=N` holds a caught-up request until the next
 * snapshot is served, through the real server polling its store, and answers with its events.
 */

let temp: ReturnType<typeof tempStore>;
let served: ServedStore;
let fixture: { warehouse: Warehouse; cleanup(): void };

beforeAll(async () => {
  temp = tempStore();
  fixture = await createTempWarehouse();
  await fillApiFixture(fixture.warehouse, 0);
  await publishWarehouse(temp.store, fixture.warehouse, '2026-11-21T02:00:00Z');
  served = await serveStore(temp);
}, 60_000);

afterAll(async () => {
  await served?.close();
  fixture?.cleanup();
  temp?.cleanup();
});

describe('GET /v1/changes?wait=', () => {
  it('answers empty at the deadline when no snapshot comes', async () => {
    const now = (await served.call('/v1/changes')).json.next_cursor as string;
    const started = Date.now();
    const res = await served.call(`/v1/changes?since=${now}&wait=1`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(res.json).toEqual({ events: [], next_cursor: now, has_more: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers with the next snapshot’s events as soon as it is served', async () => {
    const now = (await served.call('/v1/changes')).json.next_cursor as string;
    const waiting = served.call(`/v1/changes?since=${now}&wait=30`);
    const started = Date.now();
    await insertAnnouncement(fixture.warehouse, {
      id: 'attendue', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21',
    });
    await derive(fixture.warehouse);
    const published = await publishWarehouse(temp.store, fixture.warehouse, '2026-11-22T02:00:00Z');
    const res = await waiting;
    // Served within the server's poll of `current` (1 s here), long before the 30 s.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(res.status).toBe(200);
    const events = res.json.events as Array<{ kind: string; annonce_id?: string; snapshot: string }>;
    expect(events.map((e) => [e.kind, e.annonce_id ?? null])).toEqual([
      ['annonce.created', 'attendue'],
      ['entreprise.updated', null],
    ]);
    expect(events.every((e) => e.snapshot === published.snapshotId)).toBe(true);
    expect(res.json.has_more).toBe(false);
    // The same cursor without waiting now gives the same events at once.
    expect((await served.call(`/v1/changes?since=${now}`)).json.events).toEqual(events);
  });

  it('refuses a wait over 30 seconds', async () => {
    const res = await served.call('/v1/changes?wait=31');
    expect(res.status).toBe(400);
    expect(res.json.errors[0].name).toBe('wait');
  });
});
