import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entreprisePath } from '../../publish/artefacts/feed-layout.ts';
import { readManifest } from '../../publish/snapshot/manifest.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * Point-in-time reads for auditors: GET /v1/snapshots lists what was published, and
 * `snapshot=<id>` on every read route serves that snapshot exactly as it was, cacheable for ever.
 * Two nights: the second adds a company and an announcement to an existing one.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
let served: ServedStore;
let temp: ReturnType<typeof tempStore>;
let first: string;
let second: string;

beforeAll(async () => {
  temp = tempStore();
  const warehouse = await createTempWarehouse();
  try {
    await fillApiFixture(warehouse.warehouse, 40);
    first = (await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-21T02:00:00Z')).snapshotId;
    await insertAnnouncement(warehouse.warehouse, {
      id: 'plus-recente', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21',
    });
    await insertAnnouncement(warehouse.warehouse, {
      id: 'librairie-creation', source: 'LNC', ridet: '9876543001', denomination: 'Librairie Pentecôte', type: 'creation', date: '2026-11-21',
    });
    await derive(warehouse.warehouse);
    second = (await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-22T02:00:00Z')).snapshotId;
  } finally {
    warehouse.cleanup();
  }
  served = await serveStore(temp);
}, 60_000);

afterAll(async () => {
  await served?.close();
  temp?.cleanup();
});

describe('GET /v1/snapshots', () => {
  it('lists every snapshot, newest first, with its creation time, parent and counts', async () => {
    const res = await served.call('/v1/snapshots');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const older = (await readManifest(temp.store, first)).manifest;
    const newer = (await readManifest(temp.store, second)).manifest;
    expect(res.json.data).toEqual([
      {
        id: second, cree_le: newer.createdAt, parent: first, courant: true,
        annonces: newer.counts.announcements, entreprises: newer.counts.companies,
        annonces_par_source: newer.counts.bySource, annonces_par_type: newer.counts.byType,
      },
      {
        id: first, cree_le: older.createdAt, parent: null, courant: false,
        annonces: older.counts.announcements, entreprises: older.counts.companies,
        annonces_par_source: older.counts.bySource, annonces_par_type: older.counts.byType,
      },
    ]);
    expect(newer.counts.announcements).toBe(older.counts.announcements + 2);
    expect(res.json.pagination).toEqual({ limit: 20, next_cursor: null, has_more: false });
  });

  it('pages with a cursor and a Link header', async () => {
    const page1 = await served.call('/v1/snapshots?limit=1');
    expect(page1.json.data.map((s: { id: string }) => s.id)).toEqual([second]);
    expect(page1.json.pagination.has_more).toBe(true);
    const cursor = page1.json.pagination.next_cursor as string;
    expect(page1.headers.link).toBe(`</v1/snapshots?limit=1&cursor=${cursor}>; rel="next"`);
    const page2 = await served.call(`/v1/snapshots?limit=1&cursor=${cursor}`);
    expect(page2.json.data.map((s: { id: string }) => s.id)).toEqual([first]);
    expect(page2.json.pagination).toEqual({ limit: 1, next_cursor: null, has_more: false });
  });
});

describe('snapshot=<id> on the read routes', () => {
  it('serves a company record byte for byte as the snapshot holds it, with immutable caching', async () => {
    const stored = await (await openSnapshot(temp.store, first)).read(entreprisePath('1234567001'));
    const then = await served.call(`/v1/entreprises/1234567001?snapshot=${first}`);
    expect(then.status).toBe(200);
    expect(then.raw.equals(stored!)).toBe(true);
    expect(then.headers['x-snapshot']).toBe(first);
    expect(then.headers['cache-control']).toBe(IMMUTABLE);
    expect(then.json.annonces.map((a: { id: string }) => a.id)).not.toContain('plus-recente');

    const now = await served.call('/v1/entreprises/1234567001');
    expect(now.headers['x-snapshot']).toBe(second);
    expect(now.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(now.json.annonces[0].id).toBe('plus-recente');

    // Revalidation works as for any response.
    const again = await served.call(`/v1/entreprises/1234567001?snapshot=${first}`, { headers: { 'if-none-match': String(then.headers.etag) } });
    expect(again.status).toBe(304);
    // A company created later did not exist then.
    expect((await served.call(`/v1/entreprises/9876543001?snapshot=${first}`)).json.code).toBe('entreprise_not_found');
    expect((await served.call(`/v1/entreprises/9876543001?snapshot=${second}`)).status).toBe(200);
  });

  it('serves the feed of the snapshot, and its next links keep naming it', async () => {
    const then = await served.call(`/v1/annonces?limit=2&snapshot=${first}`);
    expect(then.headers['cache-control']).toBe(IMMUTABLE);
    expect(then.json.data.map((a: { id: string }) => a.id)).not.toContain('plus-recente');
    expect(then.headers.link).toContain(`snapshot=${first}`);
    const next = /<([^>]+)>/.exec(String(then.headers.link))![1]!;
    const page2 = await served.call(next);
    expect(page2.headers['x-snapshot']).toBe(first);
    expect(page2.headers['cache-control']).toBe(IMMUTABLE);

    expect((await served.call('/v1/annonces?limit=1')).json.data[0].id).toBe('plus-recente');
  });

  it('keeps pinned and unpinned answers apart, even when the pinned snapshot is the current one', async () => {
    const pinned = await served.call(`/v1/annonces?limit=2&snapshot=${second}`);
    expect(pinned.headers['cache-control']).toBe(IMMUTABLE);
    expect(pinned.headers.link).toContain(`snapshot=${second}`);
    // The same request without the parameter follows the current snapshot: its link must not pin it.
    const current = await served.call('/v1/annonces?limit=2');
    expect(current.headers.link).not.toContain('snapshot=');
    expect(current.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(current.raw.equals(pinned.raw)).toBe(true);
  });

  it('searches the snapshot named', async () => {
    const then = await served.call(`/v1/search?q=librairie&snapshot=${first}`);
    expect(then.status).toBe(200);
    expect(then.headers['cache-control']).toBe(IMMUTABLE);
    expect(then.json.data).toEqual([]);
    const now = await served.call('/v1/search?q=librairie');
    expect(now.json.data.map((h: { ridet: string }) => h.ridet)).toEqual(['9876543001']);
  });

  it('serves the Atom feeds of the snapshot', async () => {
    const company = await served.call(`/v1/entreprises/1234567001.atom?snapshot=${first}`);
    expect(company.status).toBe(200);
    expect(company.headers['cache-control']).toBe(IMMUTABLE);
    expect(company.text).not.toContain('plus-recente');
    const feed = await served.call(`/v1/annonces.atom?limit=5&snapshot=${first}`);
    expect(feed.headers['x-snapshot']).toBe(first);
    expect(feed.text).not.toContain('Librairie');
    expect((await served.call('/v1/annonces.atom?limit=5')).text).toContain('Librairie');
  });

  it('answers 404 snapshot_not_found for an id that was never published, 400 for a value that is no id', async () => {
    const unknown = await served.call('/v1/entreprises/1234567001?snapshot=20200101T000000Z');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('application/problem+json');
    expect(unknown.json).toMatchObject({ code: 'snapshot_not_found', status: 404 });
    expect(unknown.json.detail).toContain('/v1/snapshots');
    for (const target of ['/v1/annonces?snapshot=20200101T000000Z', '/v1/search?q=nickel&snapshot=20200101T000000Z', '/v1/annonces.atom?snapshot=20200101T000000Z']) {
      expect((await served.call(target)).json.code, target).toBe('snapshot_not_found');
    }
    const malformed = await served.call('/v1/annonces?snapshot=hier');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_parameter');
    expect(malformed.json.errors[0].name).toBe('snapshot');
  });
});
