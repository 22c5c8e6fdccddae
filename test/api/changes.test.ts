import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { snapshotEvents } from '../../api/changes/snapshot-events.ts';
import { openServedSnapshot } from '../../api/snapshot-archive.ts';
import { gc } from '../../publish/snapshot/gc.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';
import { startReceiver, type Receiver } from '../webhooks/webhook-harness.ts';

/**
 * The change feed (GET /v1/changes) and the date filters, through the real server
 * (store, holder, archive, access control, webhooks on SQLite) across three published nights:
 *
 * - night 1: the API fixture (6 hand-written announcements and 40 synthetic ones);
 * - night 2: an announcement for an existing company and a new company;
 * - night 3: one announcement removed (its company disappears), one corrected, two added.
 *
 * A webhook subscription made after night 1 receives nights 2 and 3; its deliveries carry the
 * same event ids as the feed. Every response is checked against the OpenAPI document.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const WATCHED = ['1234567001', '9876543001', '1234568003'];

interface FeedEvent {
  id: string;
  cursor: string;
  snapshot: string;
  kind: string;
  ridet: string;
  annonce_id?: string;
  date: string;
  champs?: string[];
}

let temp: ReturnType<typeof tempStore>;
let served: ServedStore;
let receiver: Receiver;
let key: string;
const nights: string[] = [];
/** `next_cursor` of a "from now" request made while night 2 was served. */
let cursorAtNight2: string;

async function call(target: string, options: { anonymous?: boolean } = {}) {
  return served.call(target, options.anonymous ? {} : { headers: { 'x-api-key': key } });
}

/** Waits until the server serves `id` (it polls `current` every second). */
async function servedSnapshot(id: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await call('/v1/changes');
    if (res.headers['x-snapshot'] === id) return;
    if (Date.now() > deadline) throw new Error(`the server still serves ${String(res.headers['x-snapshot'])}, not ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Emits the snapshots the server has not processed yet and delivers everything due. */
async function settleWebhooks(): Promise<void> {
  await served.webhooks!.emitter.run();
  await served.webhooks!.worker.runDue();
}

async function publishNight(warehouse: Warehouse, at: string): Promise<string> {
  await derive(warehouse);
  const id = (await publishWarehouse(temp.store, warehouse, at)).snapshotId;
  nights.push(id);
  return id;
}

/** Every page of /v1/changes from `since`, following next_cursor while has_more. */
async function readAll(since: string, extra = '', limit = 7): Promise<{ events: FeedEvent[]; next: string; pages: number }> {
  const events: FeedEvent[] = [];
  let cursor = since;
  for (let pages = 1; ; pages++) {
    const res = await call(`/v1/changes?since=${cursor}&limit=${limit}${extra}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    events.push(...(res.json.events as FeedEvent[]));
    cursor = res.json.next_cursor as string;
    if (!res.json.has_more) return { events, next: cursor, pages };
  }
}

/** The ids /v1/annonces serves (every page). */
async function servedAnnonceIds(query = ''): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(`/v1/annonces?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    ids.push(...(res.json.data as Array<{ id: string }>).map((a) => a.id));
    cursor = res.json.pagination.next_cursor as string | null;
  } while (cursor !== null);
  return ids;
}

beforeAll(async () => {
  temp = tempStore();
  key = (await createKey({ keysFile: path.join(temp.dir, 'keys.json'), plans: DEFAULT_PLANS, plan: 'equipe' })).key;
  receiver = await startReceiver();
  const temporary = await createTempWarehouse();
  const warehouse = temporary.warehouse;
  try {
    await fillApiFixture(warehouse, 40);
    nights.push((await publishWarehouse(temp.store, warehouse, '2026-11-21T02:00:00Z')).snapshotId);
    served = await serveStore({
      ...temp,
      env: { WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' },
      webhooks: { emitterPollMs: 0, workerPollMs: 0 },
    });
    await servedSnapshot(nights[0]!);
    // Night 1 is the webhooks' starting point: nothing of it is delivered.
    await settleWebhooks();
    const subscription = await served.call('/v1/webhooks', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, ridets: WATCHED }),
    });
    expect(subscription.status).toBe(201);

    await insertAnnouncement(warehouse, {
      id: 'plus-recente', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21',
    });
    await insertAnnouncement(warehouse, {
      id: 'librairie-creation', source: 'LNC', ridet: '9876543001', denomination: 'Librairie Pentecôte', type: 'creation', date: '2026-11-21',
    });
    await servedSnapshot(await publishNight(warehouse, '2026-11-22T02:00:00Z'));
    await settleWebhooks();
    cursorAtNight2 = (await call('/v1/changes')).json.next_cursor as string;

    await warehouse.run(`DELETE FROM announcements WHERE id = 'port-creation'`);
    await warehouse.run(`UPDATE announcements SET resume = 'Résumé corrigé de la création.' WHERE id = 'nt-creation'`);
    await insertAnnouncement(warehouse, {
      id: 'scn-dissolution', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'dissolution', date: '2026-11-22',
    });
    await insertAnnouncement(warehouse, {
      id: 'librairie-capital', source: 'LNC', ridet: '9876543001', denomination: 'Librairie Pentecôte', type: 'capital', date: '2026-11-22',
    });
    await servedSnapshot(await publishNight(warehouse, '2026-11-23T02:00:00Z'));
    await settleWebhooks();
  } finally {
    temporary.cleanup();
  }
}, 120_000);

afterAll(async () => {
  await served?.close();
  await receiver?.close();
  temp?.cleanup();
});

describe('GET /v1/changes', () => {
  it('without since: no events, the cursor of now, which later gives nothing until the next snapshot', async () => {
    const now = await call('/v1/changes', { anonymous: true });
    expect(now.status).toBe(200);
    expect(now.json.events).toEqual([]);
    expect(now.json.has_more).toBe(false);
    const again = await call(`/v1/changes?since=${now.json.next_cursor as string}`);
    expect(again.json).toEqual({ events: [], next_cursor: now.json.next_cursor, has_more: false });
  });

  it('replayed from the first snapshot, rebuilds exactly the announcements the current snapshot serves', async () => {
    const { events, next, pages } = await readAll('debut');
    expect(pages).toBeGreaterThan(3);
    const ids = new Set<string>();
    for (const event of events) {
      if (event.kind === 'annonce.created') {
        expect(ids.has(event.annonce_id!), `${event.annonce_id} created twice`).toBe(false);
        ids.add(event.annonce_id!);
      } else if (event.kind === 'annonce.removed') {
        expect(ids.delete(event.annonce_id!), `${event.annonce_id} removed but never created`).toBe(true);
      } else if (event.kind === 'annonce.updated') {
        expect(ids.has(event.annonce_id!)).toBe(true);
      }
    }
    expect([...ids].sort()).toEqual((await servedAnnonceIds()).sort());
    // Oldest first, snapshot by snapshot, each event's date its snapshot's publication.
    expect([...new Set(events.map((e) => e.snapshot))]).toEqual(nights);
    const published = new Map(((await call('/v1/snapshots')).json.data as Array<{ id: string; cree_le: string }>).map((s) => [s.id, s.cree_le]));
    for (const event of events) expect(event.date).toBe(published.get(event.snapshot));
    // Ids are unique, and caught up, the last cursor is now's.
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(next).toBe((await call('/v1/changes')).json.next_cursor);
  });

  it('from a cursor taken at night 2, gives exactly what night 3 changed', async () => {
    const { events } = await readAll(cursorAtNight2, '', 1000);
    expect(events.every((e) => e.snapshot === nights[2])).toBe(true);
    const annonces = events.filter((e) => e.kind !== 'entreprise.updated').map((e) => [e.kind, e.annonce_id, e.ridet]);
    expect(annonces).toEqual([
      ['annonce.created', 'librairie-capital', '9876543001'],
      ['annonce.created', 'scn-dissolution', '1234567001'],
      ['annonce.updated', 'nt-creation', '1234568003'],
      ['annonce.removed', 'port-creation', '7654321002'],
    ]);
    // The company events: every record that differs between the two nights, with the fields
    // that differ, as the test reads them through snapshot=<id>.
    const companies = events.filter((e) => e.kind === 'entreprise.updated');
    expect(companies.map((e) => e.ridet)).toEqual(['1234567001', '1234568003', '7654321002', '9876543001']);
    for (const event of companies) {
      const before = await call(`/v1/entreprises/${event.ridet}?snapshot=${nights[1]!}`);
      const after = await call(`/v1/entreprises/${event.ridet}?snapshot=${nights[2]!}`);
      const a = before.status === 200 ? (before.json as Record<string, unknown>) : {};
      const b = after.status === 200 ? (after.json as Record<string, unknown>) : {};
      const differing = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
      expect(event.champs, event.ridet).toEqual(differing);
    }
    expect(companies.find((e) => e.ridet === '7654321002')!.champs).toContain('ridet');
  });

  it('reads a first snapshot from its ledger and tree, to the same events as its changes.json', async () => {
    const first = await openServedSnapshot(temp.store, nights[0]!);
    // The same snapshot without ledger() and paths(): only changes.json says what it added.
    const bare: SnapshotReader = {
      id: first.id, parentId: first.parentId, createdAt: first.createdAt, counts: first.counts,
      read: (p) => first.read(p), hash: (p) => first.hash(p),
    };
    const streamed = await snapshotEvents(first, null);
    expect(streamed.filter((e) => e.kind === 'annonce.created')).toHaveLength(first.counts.announcements);
    expect(streamed.filter((e) => e.kind === 'entreprise.updated')).toHaveLength(first.counts.companies);
    expect(streamed).toEqual(await snapshotEvents(bare, null));
  });

  it('names each event as the webhook deliveries did', async () => {
    const delivered = receiver.requests.map((r) => JSON.parse(r.body) as { event: string; event_id: string; id: string; ridet: string });
    expect(delivered.map((d) => d.id).sort()).toEqual(['librairie-capital', 'librairie-creation', 'plus-recente', 'scn-dissolution']);
    const { events } = await readAll('debut', '&kind=annonce.created', 1000);
    const feedIds = new Map(events.map((e) => [e.annonce_id, e.id]));
    for (const delivery of delivered) {
      expect(delivery.event).toBe('annonce.created');
      expect(delivery.event_id, delivery.id).toBe(feedIds.get(delivery.id));
    }
  });

  it('filters by RIDET, announcement type, source and kind', async () => {
    const all = (await readAll('debut', '', 1000)).events;
    const byRidet = (await readAll('debut', '&ridet=1234567001', 2)).events;
    expect(byRidet).toEqual(all.filter((e) => e.ridet === '1234567001'));
    expect(byRidet.length).toBeGreaterThan(4);
    const creations = (await readAll('debut', '&type=creation&source=LNC', 3)).events;
    expect(creations.every((e) => e.kind.startsWith('annonce.'))).toBe(true);
    // The LNC creations still served, plus the one removed at night 3 (created, then removed).
    const created = creations.filter((e) => e.kind === 'annonce.created').map((e) => e.annonce_id);
    expect(created.sort()).toEqual([...(await servedAnnonceIds('&type=creation&source=LNC')), 'port-creation'].sort());
    expect(created).toContain('librairie-creation');
    expect(creations.filter((e) => e.kind === 'annonce.removed').map((e) => e.annonce_id)).toEqual(['port-creation']);
    const kinds = (await readAll('debut', '&kind=entreprise.updated', 1000)).events;
    expect(kinds).toEqual(all.filter((e) => e.kind === 'entreprise.updated'));
  });

  it('caches a full page for good, and the page that reaches now briefly', async () => {
    const first = await call('/v1/changes?since=debut&limit=5');
    expect(first.json.has_more).toBe(true);
    // From `debut`, the start moves with retention: not immutable.
    expect(first.headers['cache-control']).not.toBe(IMMUTABLE);
    const full = await call(`/v1/changes?since=${first.json.next_cursor as string}&limit=5`);
    expect(full.json.has_more).toBe(true);
    expect(full.headers['cache-control']).toBe(IMMUTABLE);
    const last = await call(`/v1/changes?since=${cursorAtNight2}&limit=1000`);
    expect(last.json.has_more).toBe(false);
    expect(last.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(full.headers.link).toBe(`</v1/changes?since=${full.json.next_cursor as string}&limit=5>; rel="next"`);
  });

  it('refuses a malformed cursor with 400 cursor_malformed', async () => {
    for (const since of ['pas-un-curseur', Buffer.from('{"v":1}').toString('base64url'), 'e30', '%%%']) {
      const res = await call(`/v1/changes?since=${since}`);
      expect(res.status, since).toBe(400);
      expect(res.json.code).toBe('cursor_malformed');
    }
    const bad = await call('/v1/changes?limit=1001&ridet=123');
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { name: string }) => e.name).sort()).toEqual(['limit', 'ridet']);
  });
});

describe('GET /v1/entreprises?modifiees_depuis=', () => {
  it('lists the records changed by the snapshots published since that day, paged with the feed’s cursor', async () => {
    const night3 = (await readAll(cursorAtNight2, '&kind=entreprise.updated', 1000)).events;
    const page1 = await call('/v1/entreprises?modifiees_depuis=2026-11-23&limit=3');
    expect(page1.status).toBe(200);
    expect(page1.json.pagination.has_more).toBe(true);
    const page2 = await call(`/v1/entreprises?modifiees_depuis=2026-11-23&limit=3&cursor=${page1.json.pagination.next_cursor as string}`);
    expect(page2.json.pagination).toEqual({ limit: 3, next_cursor: null, has_more: false });
    const listed = [...page1.json.data, ...page2.json.data];
    expect(listed).toEqual(night3.map((e) => ({ ridet: e.ridet, champs: e.champs, snapshot: e.snapshot, date: e.date, cursor: e.cursor })));
    // Since the first night: every company of the first snapshot is listed (a first snapshot changes every record).
    const all = await call('/v1/entreprises?modifiees_depuis=2020-01-01&limit=1000');
    expect(all.json.data.filter((c: { snapshot: string }) => c.snapshot === nights[0]).length).toBe(
      ((await call(`/v1/snapshots`)).json.data as Array<{ id: string; entreprises: number }>).find((s) => s.id === nights[0])!.entreprises,
    );
    const future = await call('/v1/entreprises?modifiees_depuis=2030-01-01');
    expect(future.json).toEqual({ data: [], pagination: { limit: 100, next_cursor: null, has_more: false } });
  });

  it('refuses an empty or malformed date (without it, the address browses companies instead)', async () => {
    for (const target of ['/v1/entreprises?modifiees_depuis=', '/v1/entreprises?modifiees_depuis=hier']) {
      const res = await call(target);
      expect(res.status, target).toBe(400);
      expect(res.json.errors[0].name, target).toBe('modifiees_depuis');
    }
    expect((await call('/v1/entreprises?limit=1')).status).toBe(200);
  });
});

describe('GET /v1/annonces?until=', () => {
  it('serves the announcements dated up to that day, paged, with since', async () => {
    const all = (await call('/v1/annonces?limit=100&since=2023-01-05')).json.data as Array<{ id: string; date: string }>;
    const expected = all.filter((a) => a.date <= '2024-03-15').map((a) => a.id);
    expect(expected.length).toBeGreaterThan(10);
    expect(await servedAnnonceIds('&since=2023-01-05&until=2024-03-15')).toEqual(expected);
    const page = await call('/v1/annonces?limit=3&since=2023-01-05&until=2024-03-15');
    expect(page.headers.link).toContain('until=2024-03-15');
  });

  it('refuses a range that ends before it starts (400 on until), and serves a one-day range', async () => {
    const swapped = await call('/v1/annonces?since=2024-05-01&until=2024-04-01');
    expect(swapped.status).toBe(400);
    expect(swapped.json.code).toBe('invalid_parameter');
    expect(swapped.json.errors[0].name).toBe('until');
    const all = (await call('/v1/annonces?limit=100&since=2023-01-05')).json.data as Array<{ date: string }>;
    const day = all[0]!.date;
    const oneDay = await call(`/v1/annonces?limit=100&since=${day}&until=${day}`);
    expect(oneDay.status).toBe(200);
    expect((oneDay.json.data as Array<{ date: string }>).map((a) => a.date)).toEqual(all.filter((a) => a.date === day).map((a) => a.date));
  });
});

describe('retention', () => {
  it('answers 410 changes_expired with the oldest cursor once a snapshot is collected', async () => {
    const night1Cursor = (await call('/v1/changes?since=debut&limit=1')).json.events[0].cursor as string;
    await served.close();
    const collected = await gc(temp.store, { keep: 2 });
    expect(collected.deletedSnapshots).toEqual([nights[0]]);
    served = await serveStore({ ...temp, webhooks: false });
    await servedSnapshot(nights[2]!);
    const expired = await call(`/v1/changes?since=${night1Cursor}`);
    expect(expired.status).toBe(410);
    expect(expired.json.code).toBe('changes_expired');
    // Night 2's parent is gone: what is served starts after night 2, that is night 3's changes.
    const fromOldest = await readAll(expired.json.oldest_cursor as string, '', 1000);
    expect(fromOldest.events.length).toBeGreaterThan(0);
    expect(fromOldest.events.every((e) => e.snapshot === nights[2])).toBe(true);
    expect(fromOldest.events).toEqual((await readAll(cursorAtNight2, '', 1000)).events);
    expect((await readAll('debut', '', 1000)).events).toEqual(fromOldest.events);
  });
});
