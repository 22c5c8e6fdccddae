import { afterEach, describe, expect, it } from 'vitest';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import type { AnnonceItem, SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { SITE_URL, startApi, type RunningApi } from './helpers/api-harness.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { memorySnapshot } from './helpers/memory-snapshot.ts';
import { request } from './helpers/http-request.ts';
import { eventually } from '../helpers/eventually.ts';

const running: RunningApi[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

/** Two snapshots of one warehouse: the second adds newer announcements and a backfilled one. */
async function makeTwoSnapshots(): Promise<[SnapshotReader, SnapshotReader]> {
  const temp = await createTempWarehouse();
  try {
    await fillApiFixture(temp.warehouse, 260);
    const first = await memorySnapshot('20261121T020000Z', await buildArtefacts(temp.warehouse, { siteUrl: SITE_URL }));
    for (let i = 0; i < 5; i++) {
      await insertAnnouncement(temp.warehouse, {
        id: `nouvelle-${i}`, source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: `2026-11-2${i}`,
      });
    }
    await derive(temp.warehouse);
    const second = await memorySnapshot('20261122T020000Z', await buildArtefacts(temp.warehouse, { siteUrl: SITE_URL }));
    return [first, second];
  } finally {
    temp.cleanup();
  }
}

// Made once for the file: the snapshots are in memory and read only; each test wraps them
// rather than changing them.
let made: Promise<[SnapshotReader, SnapshotReader]> | null = null;
const twoSnapshots = () => (made ??= makeTwoSnapshots());

describe('snapshot swap', () => {
  it('pagination neither repeats nor skips when a new snapshot lands between pages', async () => {
    const [first, second] = await twoSnapshots();
    const api = await startApi({ snapshot: first });
    running.push(api);
    const reference: AnnonceItem[] = [];
    let target: string | null = '/v1/annonces?limit=100';
    while (target) {
      const res = await api.call(target);
      reference.push(...res.json.data);
      target = res.json.pagination.next_cursor ? `/v1/annonces?limit=100&cursor=${res.json.pagination.next_cursor}` : null;
    }

    const seen: AnnonceItem[] = [];
    const page1 = await api.call('/v1/annonces?limit=30');
    expect(page1.headers['x-snapshot']).toBe(first.id);
    seen.push(...page1.json.data);
    api.holder.set(second);
    let cursor: string | null = page1.json.pagination.next_cursor;
    while (cursor) {
      const res = await api.call(`/v1/annonces?limit=30&cursor=${cursor}`);
      expect(res.headers['x-snapshot']).toBe(second.id);
      seen.push(...res.json.data);
      cursor = res.json.pagination.next_cursor;
    }
    expect(seen.map((a) => a.id)).toEqual(reference.map((a) => a.id));
    // The new snapshot's first page does show the new announcements.
    expect((await api.call('/v1/annonces?limit=1')).json.data[0].id).toBe('nouvelle-4');
  });

  it('polls current and swaps without a restart; a request in flight finishes on its snapshot', async () => {
    const [first, second] = await twoSnapshots();
    let current: SnapshotReader = first;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    // The first snapshot's company reads wait for the gate, to hold a request in flight across the swap.
    const slowFirst: SnapshotReader = {
      ...first,
      id: first.id,
      read: async (path) => {
        if (path.startsWith('entreprises/')) {
          entered();
          await gate;
        }
        return first.read(path);
      },
      hash: (path) => first.hash(path),
    };
    current = slowFirst;
    const api = await startApi({ load: async () => current, pollSeconds: 1 });
    running.push(api);
    const inFlight = request(api.baseUrl, '/v1/entreprises/1234567001');
    await started;
    current = second;
    await eventually('the API to serve the second snapshot', 30_000, async () => ((await request(api.baseUrl, '/readyz')).json.snapshot.id === second.id ? true : null), 200);
    const fresh = await api.call('/v1/entreprises/1234567001');
    expect(fresh.headers['x-snapshot']).toBe(second.id);
    expect(fresh.json.nombre_annonces).toBe(8);
    release();
    const old = await inFlight;
    expect(old.status).toBe(200);
    expect(old.headers['x-snapshot']).toBe(first.id);
    expect(old.json.nombre_annonces).toBe(3);
  });

  it('drains in-flight requests on shutdown', async () => {
    const [first] = await twoSnapshots();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    const slow: SnapshotReader = {
      ...first,
      read: async (path) => {
        entered();
        await gate;
        return first.read(path);
      },
      hash: (path) => first.hash(path),
    };
    const api = await startApi({ snapshot: slow });
    const inFlight = request(api.baseUrl, '/v1/entreprises/1234567001');
    await started;
    const closed = api.http.shutdown(30_000);
    // New connections are refused once shutdown has begun.
    await expect(request(api.baseUrl, '/healthz')).rejects.toThrow();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.json.ridet).toBe('1234567001');
    await closed;
    api.holder.stop();
  });
});
