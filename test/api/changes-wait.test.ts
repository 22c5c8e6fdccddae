import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { rollback } from '../../publish/snapshot/rollback.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * The change feed as snapshots move under a running server: long polling (`wait=N`
 * holds a caught-up request until the next snapshot is served, through the real server polling
 * its store, and answers with its events), then a rollback (a cursor of the snapshot rolled
 * back is off the history served: 410).
 */

let temp: ReturnType<typeof tempStore>;
let served: ServedStore;
let fixture: { warehouse: Warehouse; cleanup(): void };
let firstNight: string;

beforeAll(async () => {
  temp = tempStore();
  fixture = await createTempWarehouse();
  await fillApiFixture(fixture.warehouse, 0);
  firstNight = (await publishWarehouse(temp.store, fixture.warehouse, '2026-11-21T02:00:00Z')).snapshotId;
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

describe('after a rollback', () => {
  it('answers 410 changes_expired to a cursor of the snapshot rolled back, with a cursor of the history served', async () => {
    // Runs after the wait test: night 2 is served, and this cursor is at its end.
    const rolledBack = (await served.call('/v1/changes')).json.next_cursor as string;
    expect((await served.call(`/v1/changes?since=${rolledBack}`)).status).toBe(200);
    await rollback(temp.store, firstNight, { actor: 'test', reason: 'retour arrière' });
    const deadline = Date.now() + 15_000;
    while ((await served.call('/v1/changes')).headers['x-snapshot'] !== firstNight) {
      if (Date.now() > deadline) throw new Error('the server did not swap back to the first night');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const res = await served.call(`/v1/changes?since=${rolledBack}`);
    expect(res.status).toBe(410);
    expect(res.json.code).toBe('changes_expired');
    // The oldest position served is the start of the first night, the only one of this history.
    const replay = await served.call(`/v1/changes?since=${res.json.oldest_cursor as string}&limit=1000`);
    expect(replay.json.events.filter((e: { kind: string }) => e.kind === 'annonce.created')).toHaveLength(6);
    expect(replay.json.events.every((e: { snapshot: string }) => e.snapshot === firstNight)).toBe(true);
  });
});
