import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../api/cursor.ts';
import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';

let api: RunningApi;
let everything: AnnonceItem[];

beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot() });
  everything = await readAll('/v1/annonces?limit=100');
});
afterAll(() => api.close());

async function readAll(first: string): Promise<AnnonceItem[]> {
  const items: AnnonceItem[] = [];
  let target: string | null = first;
  while (target !== null) {
    const res = await api.call(target);
    expect(res.status).toBe(200);
    items.push(...res.json.data);
    const link = res.headers.link as string | undefined;
    if (res.json.pagination.has_more) {
      expect(link).toMatch(/^<\/v1\/annonces\?[^>]+>; rel="next"$/);
      target = /^<([^>]+)>/.exec(link!)![1]!;
    } else {
      expect(link).toBeUndefined();
      expect(res.json.pagination.next_cursor).toBeNull();
      target = null;
    }
  }
  return items;
}

const key = (a: AnnonceItem) => `${a.date}|${a.id}`;

describe('GET /v1/annonces', () => {
  it('lists newest first by (date, id) with the documented envelope and default limit 20', async () => {
    const res = await api.call('/v1/annonces');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(20);
    expect(res.json.pagination).toEqual({ limit: 20, next_cursor: expect.any(String), has_more: true });
    expect(res.json.data).toEqual(everything.slice(0, 20));
  });

  it('walks the whole feed through cursors without repeats or gaps', async () => {
    expect(everything).toHaveLength(266);
    expect(new Set(everything.map((a) => a.id)).size).toBe(266);
    const keys = everything.map(key);
    expect([...keys].sort().reverse()).toEqual(keys);
    const small = await readAll('/v1/annonces?limit=7');
    expect(small).toEqual(everything);
  });

  it('filters by type, by source and by both, from prebuilt feeds', async () => {
    for (const target of ['/v1/annonces?type=capital&limit=100', '/v1/annonces?source=LNC&limit=100', '/v1/annonces?type=creation&source=LNC&limit=3']) {
      const params = new URLSearchParams(target.split('?')[1]);
      const expected = everything.filter(
        (a) => (!params.get('type') || a.type === params.get('type')) && (!params.get('source') || a.source === params.get('source')),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(await readAll(target)).toEqual(expected);
    }
  });

  it('returns only announcements dated on or after since', async () => {
    const since = everything[40]!.date;
    const items = await readAll(`/v1/annonces?since=${since}&limit=9`);
    expect(items).toEqual(everything.filter((a) => a.date >= since));
  });

  it('reads a date of the years 0000 to 0099 as that year (RFC 3339 full-date, as the document says), not as 19xx', async () => {
    // Read as 1950, this bound would drop every announcement before 1950; read as year 50, none.
    expect(await readAll('/v1/annonces?since=0050-01-01&limit=100')).toEqual(everything);
    expect((await api.call('/v1/annonces?until=0050-01-01')).json.data).toEqual([]);
  });

  it('returns an empty list for an unknown source (the list of sources is open-ended)', async () => {
    const res = await api.call('/v1/annonces?source=ProvinceInconnue');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: [], pagination: { limit: 20, next_cursor: null, has_more: false } });
  });

  it('accepts limit 1 and 100', async () => {
    expect((await api.call('/v1/annonces?limit=1')).json.data).toHaveLength(1);
    expect((await api.call('/v1/annonces?limit=100')).json.data).toHaveLength(100);
  });

  it.each([
    ['type=fusion', 'type'],
    ['type=', 'type'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=-1', 'limit'],
    ['since=2024-02-30', 'since'],
    ['since=0050-02-29', 'since'],
    ['since=2024-01-01%20', 'since'],
    ['since=12/03/2026', 'since'],
    ['since=2024-1-1', 'since'],
    ['cursor=%%%', 'cursor'],
    ['cursor=bm90LWpzb24', 'cursor'],
    ['source=', 'source'],
    ['page=2', 'page'],
    ['limit=5&limit=6', 'limit'],
  ])('answers 400 invalid_parameter for %s', async (query, name) => {
    const res = await api.call(`/v1/annonces?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_parameter', title: 'Paramètre invalide', status: 400 });
    expect(res.json.errors).toEqual(expect.arrayContaining([{ name, detail: expect.any(String) }]));
  });

  it('lists every invalid parameter in one problem', async () => {
    const res = await api.call('/v1/annonces?type=x&limit=0&since=hier&foo=1');
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { name: string }) => e.name).sort()).toEqual(['foo', 'limit', 'since', 'type']);
  });

  it('refuses a cursor issued for other filters', async () => {
    const first = await api.call('/v1/annonces?type=capital&limit=2');
    const cursor = first.json.pagination.next_cursor as string;
    for (const other of ['', 'type=siege&', 'type=capital&source=LNC&', 'type=capital&since=2020-01-01&']) {
      const res = await api.call(`/v1/annonces?${other}cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ name: 'cursor', detail: expect.stringContaining('autres filtres') }]);
    }
    const same = await api.call(`/v1/annonces?type=capital&limit=50&cursor=${cursor}`);
    expect(same.status).toBe(200);
  });

  it('treats a cursor as a position: items strictly older than it', async () => {
    const pivot = everything[100]!;
    const res = await api.call(`/v1/annonces?limit=3&cursor=${encodeCursor(pivot, { type: null, source: null, since: null })}`);
    expect(res.json.data).toEqual(everything.slice(101, 104));
  });
});
