import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFromWarehouse } from '../../publish/publish-warehouse.ts';
import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import { eventually } from '../helpers/eventually.ts';
import { SITE_URL } from './helpers/api-harness.ts';
import { createTempWarehouse, derive, fillApiFixture, insertBulk } from './helpers/fixture-warehouse.ts';
import { serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * GET /v1/annonces?ridet= through the real server over snapshots published
 * from a warehouse, full then incremental: a company's announcements, paginated as the feed with
 * the same items, whether its record lists them all (at most 50) or not; the record links to them.
 */

const SMALL = '1234567001';
/** The bulk company the test gives more announcements than a record lists. */
const BIG = '2000000001';

let temp: ReturnType<typeof tempStore>;
let warehouse: Awaited<ReturnType<typeof createTempWarehouse>>;
let served: ServedStore;
let night = 0;

async function publishAndServe(): Promise<{ snapshotId: string; mode: string }> {
  night += 1;
  const result = await publishFromWarehouse({
    warehouse: warehouse.warehouse, store: temp.store, siteUrl: SITE_URL, runIds: [`run-${night}`],
    now: new Date(Date.UTC(2026, 10, 20 + night, 2)), testing: { codeVersion: 'test' },
  });
  await eventually('the API serving the new snapshot', 30_000, async () => ((await served.call('/v1/snapshots')).headers['x-snapshot'] === result.snapshotId ? true : null));
  return { snapshotId: result.snapshotId, mode: result.build.mode };
}

/** Every item of a listing, following its Link headers. */
async function walk(first: string): Promise<AnnonceItem[]> {
  const items: AnnonceItem[] = [];
  let target: string | null = first;
  while (target !== null) {
    const res = await served.call(target);
    expect(res.status, target).toBe(200);
    items.push(...(res.json.data as AnnonceItem[]));
    const link = res.headers.link as string | undefined;
    target = res.json.pagination.has_more ? /^<([^>]+)>; rel="next"$/.exec(link!)![1]! : null;
  }
  return items;
}

const ofCompany = (all: AnnonceItem[], ridet: string) => all.filter((a) => a.ridet === ridet);

beforeAll(async () => {
  temp = tempStore();
  warehouse = await createTempWarehouse();
  await fillApiFixture(warehouse.warehouse);
  await insertBulk(warehouse.warehouse, 50, 1, 'big');
  await derive(warehouse.warehouse);
  served = await serveStore({ dir: temp.dir, storeDir: temp.storeDir, env: { ANONYMOUS_LIMIT_PER_HOUR: '100000' } });
  await publishAndServe();
}, 120_000);

afterAll(async () => {
  await served?.close();
  warehouse?.cleanup();
  temp?.cleanup();
});

describe('GET /v1/annonces?ridet=', () => {
  it('lists a company whose record holds every announcement: the feed’s items, order and pagination', async () => {
    const all = await walk('/v1/annonces?limit=100');
    const expected = ofCompany(all, SMALL);
    expect(expected.length).toBe(3);
    expect(await walk(`/v1/annonces?ridet=${SMALL}`)).toEqual(expected);
    expect(await walk(`/v1/annonces?ridet=${SMALL}&limit=1`)).toEqual(expected);
    const first = await served.call(`/v1/annonces?ridet=${SMALL}&limit=2`);
    expect(first.headers.link).toMatch(new RegExp(`^</v1/annonces\\?ridet=${SMALL}&limit=2&cursor=[^>]+>; rel="next"$`));
  });

  it('lists every announcement of a company with more than its record shows', async () => {
    const all = await walk('/v1/annonces?limit=100');
    const expected = ofCompany(all, BIG);
    expect(expected.length).toBe(56);
    const record = (await served.call(`/v1/entreprises/${BIG}`)).json;
    expect(record.annonces).toHaveLength(50);
    expect(record.nombre_annonces).toBe(56);
    expect(await walk(`/v1/annonces?ridet=${BIG}&limit=7`)).toEqual(expected);
    expect(await walk(`/v1/annonces?ridet=${BIG}&limit=100`)).toEqual(expected);
  });

  it('says in the record how many announcements there are and where they all are', async () => {
    const record = (await served.call(`/v1/entreprises/${SMALL}`)).json;
    expect(record.nombre_annonces).toBe(3);
    expect(record.annonces_url).toBe(`${SITE_URL}/v1/annonces?ridet=${SMALL}`);
    const path = new URL(record.annonces_url as string).pathname + new URL(record.annonces_url as string).search;
    expect((await served.call(path)).json.data.map((a: AnnonceItem) => a.id)).toEqual(record.annonces.map((a: AnnonceItem) => a.id));
  });

  it('combines ridet with type, source, since and until', async () => {
    const expected = ofCompany(await walk('/v1/annonces?limit=100'), BIG);
    const type = expected[5]!.type;
    const source = expected[3]!.source;
    const since = expected[40]!.date;
    const until = expected[10]!.date;
    expect(await walk(`/v1/annonces?ridet=${BIG}&type=${type}&limit=3`)).toEqual(expected.filter((a) => a.type === type));
    expect(await walk(`/v1/annonces?ridet=${BIG}&source=${source}&limit=9`)).toEqual(expected.filter((a) => a.source === source));
    expect(await walk(`/v1/annonces?ridet=${BIG}&since=${since}&until=${until}&limit=4`)).toEqual(expected.filter((a) => a.date >= since && a.date <= until));
  });

  it('refuses a malformed RIDET, a cursor of another company, and answers 404 for a company it does not have', async () => {
    const malformed = await served.call('/v1/annonces?ridet=123%20456');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_parameter');
    expect(malformed.json.errors.map((e: { name: string }) => e.name)).toEqual(['ridet']);
    const unknown = await served.call('/v1/annonces?ridet=9999999001');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('entreprise_not_found');
    const cursor = (await served.call(`/v1/annonces?ridet=${BIG}&limit=2`)).json.pagination.next_cursor as string;
    const other = await served.call(`/v1/annonces?ridet=${SMALL}&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.json.errors.map((e: { name: string }) => e.name)).toEqual(['cursor']);
    const unfiltered = await served.call(`/v1/annonces?cursor=${cursor}`);
    expect(unfiltered.status).toBe(400);
  });

  it('follows an incremental publish: new announcements of the company, and one back under the record’s limit', async () => {
    await insertBulk(warehouse.warehouse, 4, 1, 'night');
    await derive(warehouse.warehouse);
    expect((await publishAndServe()).mode).toBe('incremental');
    const all = await walk('/v1/annonces?limit=100');
    expect(ofCompany(all, BIG)).toHaveLength(60);
    expect(await walk(`/v1/annonces?ridet=${BIG}&limit=30`)).toEqual(ofCompany(all, BIG));

    // Down to 50: the record lists them all again, and the list is no longer needed.
    await warehouse.warehouse.run(`DELETE FROM announcements WHERE id IN (SELECT id FROM announcements WHERE ridet = $1 ORDER BY date, id LIMIT 10)`, [BIG]);
    await derive(warehouse.warehouse);
    expect((await publishAndServe()).mode).toBe('incremental');
    const after = ofCompany(await walk('/v1/annonces?limit=100'), BIG);
    expect(after).toHaveLength(50);
    expect(await walk(`/v1/annonces?ridet=${BIG}&limit=100`)).toEqual(after);
  });
});
