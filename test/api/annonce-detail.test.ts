import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCorrection } from '../../pipeline/corrections/correct-announcement.ts';
import { publishFromWarehouse } from '../../publish/publish-warehouse.ts';
import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import { eventually } from '../helpers/eventually.ts';
import { SITE_URL } from './helpers/api-harness.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * GET /v1/annonces/{id} through the real server over snapshots published from
 * a warehouse, full then incremental: one announcement in full (its item, the text, what it
 * changes, its corrections and provenance), while the feeds' items stay light.
 */

let temp: ReturnType<typeof tempStore>;
let warehouse: Awaited<ReturnType<typeof createTempWarehouse>>;
let served: ServedStore;
let night = 0;

async function publishAndServe(): Promise<string> {
  night += 1;
  const result = await publishFromWarehouse({
    warehouse: warehouse.warehouse, store: temp.store, siteUrl: SITE_URL, runIds: [`run-${night}`],
    now: new Date(Date.UTC(2026, 10, 20 + night, 2)), testing: { codeVersion: 'test' },
  });
  await eventually('the API serving the new snapshot', 30_000, async () => ((await served.call('/v1/snapshots')).headers['x-snapshot'] === result.snapshotId ? true : null));
  return result.build.mode;
}

const detail = async (id: string) => {
  const res = await served.call(`/v1/annonces/${id}`);
  expect(res.status, id).toBe(200);
  return res.json as Record<string, any>;
};

async function feedItem(id: string): Promise<AnnonceItem> {
  const items = (await served.call('/v1/annonces?ridet=1234567001&limit=100')).json.data as AnnonceItem[];
  return items.find((a) => a.id === id)!;
}

beforeAll(async () => {
  temp = tempStore();
  warehouse = await createTempWarehouse();
  await fillApiFixture(warehouse.warehouse);
  // A capital increase whose notice reprints the siège it already had: the capital changes, the siège does not.
  await insertAnnouncement(warehouse.warehouse, {
    id: 'scn-capital', source: 'JONC', ridet: '1234567001', denomination: 'SCN MINERAIS', type: 'capital', date: '2024-09-01',
    capital: '2 000 000 F CFP', siege: '12 rue de Sébastopol,  98800 NOUMÉA',
  });
  await derive(warehouse.warehouse);
  served = await serveStore({ dir: temp.dir, storeDir: temp.storeDir, env: { ANONYMOUS_LIMIT_PER_HOUR: '100000' } });
  await publishAndServe();
}, 120_000);

afterAll(async () => {
  await served?.close();
  warehouse?.cleanup();
  temp?.cleanup();
});

describe('GET /v1/annonces/{id}', () => {
  it('serves the feed item, the text as published, its corrections and its provenance', async () => {
    const body = await detail('scn-creation');
    const item = await feedItem('scn-creation');
    expect(body).toMatchObject(item);
    expect(body.texte).toBe('Texte intégral scn-creation');
    expect(body.corrections).toEqual([]);
    expect(body.provenance).toEqual({
      source: 'JONC', source_url: 'https://example.test/JONC/scn-creation', fetched_at: '2026-01-01T00:00:00.000Z', raw_sha256: 'f'.repeat(64),
    });
    expect(body.document_url).toBe(`${SITE_URL}/v1/documents/${'f'.repeat(64)}`);
  });

  it('keeps the feeds light: no text, changes or provenance in their items', async () => {
    const item = await feedItem('scn-creation') as unknown as Record<string, unknown>;
    for (const key of ['texte', 'changements', 'provenance']) expect(item).not.toHaveProperty(key);
  });

  it('says what the notice changes: a creation states everything from nothing', async () => {
    expect((await detail('scn-creation')).changements).toEqual({
      dirigeants_nommes: [{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'président' }],
      dirigeants_partis: [],
      denomination: null,
      forme_juridique: { avant: null, apres: 'SAS' },
      capital: { avant: null, apres: '1 000 000 F CFP' },
      siege: { avant: null, apres: '12 rue de Sébastopol, 98800 Nouméa' },
      // The fixture's text prints no activity.
      objet: null,
    });
  });

  it('says who is appointed and who leaves, the capital before and after, and not a siège merely reprinted', async () => {
    expect((await detail('scn-nomination')).changements).toMatchObject({
      dirigeants_nommes: [{ nom: 'WAMYTAN', prenoms: 'Marie', fonction: 'présidente' }],
      dirigeants_partis: [{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'président' }],
      capital: null,
      siege: null,
    });
    expect((await detail('scn-capital')).changements).toMatchObject({ capital: { avant: '1 000 000 F CFP', apres: '2 000 000 F CFP' }, siege: null });
    expect((await detail('scn-statuts')).changements.denomination).toEqual({ avant: 'SCN MINERAIS', apres: 'Société Calédonienne de Nickel' });
  });

  it('refuses a malformed id and answers 404 for an id it does not publish', async () => {
    const malformed = await served.call('/v1/annonces/a%20b');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_parameter');
    const unknown = await served.call('/v1/annonces/0123456789abcdef0123');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('annonce_not_found');
  });

  it('follows an incremental publish: a backfilled notice moves the "before" of later ones, a correction shows, a removal is gone', async () => {
    await insertAnnouncement(warehouse.warehouse, {
      id: 'scn-capital-2024', source: 'LNC', ridet: '1234567001', denomination: 'SCN MINERAIS', type: 'capital', date: '2024-03-01', capital: '1 500 000 F CFP',
    });
    await warehouse.warehouse.run(`DELETE FROM announcements WHERE id = 'port-creation'`);
    await derive(warehouse.warehouse);
    await recordCorrection(warehouse.warehouse, {
      annonceId: 'scn-nomination', action: 'corriger', valeurs: { capital: '1 500 000 F CFP' }, raison: 'capital omis à la lecture', par: 'marie', now: new Date('2026-11-22T08:00:00Z'),
    });
    expect(await publishAndServe()).toBe('incremental');

    expect((await detail('scn-capital')).changements.capital).toEqual({ avant: '1 500 000 F CFP', apres: '2 000 000 F CFP' });
    expect((await detail('scn-capital-2024')).changements.capital).toEqual({ avant: '1 000 000 F CFP', apres: '1 500 000 F CFP' });
    const corrected = await detail('scn-nomination');
    expect(corrected.corrections).toEqual([expect.objectContaining({ champ: 'capital', avant: null, apres: '1 500 000 F CFP', raison: 'capital omis à la lecture' })]);
    // The corrected notice now states the capital the backfilled one set: a restatement, not a change.
    expect(corrected.changements.capital).toBeNull();
    expect((await served.call('/v1/annonces/port-creation')).status).toBe(404);
  });
});
