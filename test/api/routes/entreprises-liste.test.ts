import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFromWarehouse, type WarehousePublishResult } from '../../../publish/publish-warehouse.ts';
import { openSnapshot } from '../../../publish/snapshot/open-snapshot.ts';
import { companyListIndexPath, type CompanyListItem } from '../../../publish/artefacts/company-list-layout.ts';
import type { EntrepriseRecord } from '../../../publish/artefacts/feed-layout.ts';
import { eventually } from '../../helpers/eventually.ts';
import { SITE_URL, fixtureSnapshot, startApi } from '../helpers/api-harness.ts';
import { createTempWarehouse, derive, insertAnnouncement } from '../helpers/fixture-warehouse.ts';
import { serveStore, tempStore, type ServedStore } from '../helpers/store-server.ts';

/**
 * GET /v1/entreprises browsing through the real server over snapshots
 * published from a warehouse, full then incremental: every list against what the records say,
 * the refusals, the bounded date range, and a company moving between lists.
 */

const COMPANIES = 48;
const FORMES = ['SARL', 'SAS', 'EURL', null] as const;
const SIEGES = ['12 rue de Sébastopol, 98800 Nouméa', 'BP 40, 98890 Païta', 'Lot 5, 98809 Mont-Dore', null] as const;
const ridetOf = (i: number) => `3${String(i).padStart(6, '0')}001`;
/** Small pages so that every list spans several. */
const PAGES = { minItems: 3, maxItems: 6, modulus: 3 };

let temp: ReturnType<typeof tempStore>;
let warehouse: Awaited<ReturnType<typeof createTempWarehouse>>;
let served: ServedStore;
let night = 0;

async function publishAndServe(mode: 'auto' | 'full' = 'auto'): Promise<WarehousePublishResult> {
  night += 1;
  const result = await publishFromWarehouse({
    warehouse: warehouse.warehouse, store: temp.store, siteUrl: SITE_URL, runIds: [`run-${night}`], mode,
    now: new Date(Date.UTC(2026, 10, 20 + night, 2)), testing: { codeVersion: 'test', pages: PAGES },
  });
  await eventually('the API serving the new snapshot', 30_000, async () => ((await served.call('/v1/snapshots')).headers['x-snapshot'] === result.snapshotId ? true : null));
  return result;
}

/** Every item of a listing, following its Link headers, and how many answers it took. */
async function walk(first: string): Promise<{ items: CompanyListItem[]; answers: number[] }> {
  const items: CompanyListItem[] = [];
  const answers: number[] = [];
  let target: string | null = first;
  while (target !== null) {
    const res = await served.call(target);
    expect(res.status, `${target} ${JSON.stringify(res.json)}`).toBe(200);
    items.push(...(res.json.data as CompanyListItem[]));
    answers.push(res.json.data.length);
    target = res.json.pagination.has_more ? /^<([^>]+)>; rel="next"$/.exec(res.headers.link as string)![1]! : null;
  }
  return { items, answers };
}

async function records(): Promise<EntrepriseRecord[]> {
  const out: EntrepriseRecord[] = [];
  for (let i = 0; i < COMPANIES; i++) out.push((await served.call(`/v1/entreprises/${ridetOf(i)}`)).json as EntrepriseRecord);
  return out;
}

const ridets = (items: Array<{ ridet: string }>) => items.map((c) => c.ridet);

beforeAll(async () => {
  temp = tempStore();
  warehouse = await createTempWarehouse();
  for (let i = 0; i < COMPANIES; i++) {
    await insertAnnouncement(warehouse.warehouse, {
      id: `c${i}`, source: 'JONC', ridet: ridetOf(i), denomination: `SOCIETE ${i}`, type: 'creation',
      date: `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`, forme_juridique: FORMES[i % 4], siege: SIEGES[i % 4],
    });
    if (i % 6 === 1) {
      await insertAnnouncement(warehouse.warehouse, {
        id: `p${i}`, source: 'JONC', ridet: ridetOf(i), denomination: `SOCIETE ${i}`, type: 'procedure', date: '2025-06-02',
        titre: 'OUVERTURE DE REDRESSEMENT JUDICIAIRE', resume: 'Le tribunal mixte de commerce ouvre une procédure de redressement judiciaire.',
      });
    }
    if (i % 9 === 4) {
      await insertAnnouncement(warehouse.warehouse, {
        id: `d${i}`, source: 'LNC', ridet: ridetOf(i), denomination: `SOCIETE ${i}`, type: 'dissolution', date: '2025-07-03',
        titre: 'DISSOLUTION ANTICIPEE', resume: 'Les associés ont décidé la dissolution anticipée de la société.',
      });
    }
  }
  await derive(warehouse.warehouse);
  served = await serveStore({ dir: temp.dir, storeDir: temp.storeDir, env: { ANONYMOUS_LIMIT_PER_HOUR: '100000' } });
  await publishAndServe();
}, 120_000);

afterAll(async () => {
  await served?.close();
  warehouse?.cleanup();
  temp?.cleanup();
});

describe('GET /v1/entreprises (browse)', () => {
  it('lists every company by RIDET, light items, the same whatever the page size', async () => {
    const all = (await walk('/v1/entreprises?limit=100')).items;
    expect(ridets(all)).toEqual(Array.from({ length: COMPANIES }, (_, i) => ridetOf(i)));
    expect((await walk('/v1/entreprises?limit=5')).items).toEqual(all);
    const first = all[1]!;
    expect(Object.keys(first).sort()).toEqual(['commune', 'date_creation', 'denomination', 'etat', 'forme_juridique', 'ridet', 'url']);
    expect(first).toMatchObject({ ridet: ridetOf(1), forme_juridique: 'SAS', commune: 'Païta' });
    expect(first.url).toBe(`${SITE_URL}/v1/entreprises/${ridetOf(1)}`);
    const res = await served.call('/v1/entreprises?limit=5');
    expect(res.json.pagination).toMatchObject({ limit: 5, has_more: true });
    expect(res.headers.link).toMatch(/^<\/v1\/entreprises\?limit=5&cursor=[^>]+>; rel="next"$/);
    expect((await served.call('/v1/entreprises')).json.pagination.limit).toBe(20);
  });

  it('lists one value of one filter, as the records say, with values normalised', async () => {
    const recs = await records();
    const expectRidets = (pred: (r: EntrepriseRecord) => boolean) => ridets(recs.filter(pred));
    expect(ridets((await walk('/v1/entreprises?forme_juridique=s.a.r.l&limit=4')).items)).toEqual(expectRidets((r) => r.forme_juridique === 'SARL'));
    expect(ridets((await walk('/v1/entreprises?etat=en_procedure&limit=3')).items)).toEqual(expectRidets((r) => r.etat?.valeur === 'en_procedure'));
    expect(ridets((await walk('/v1/entreprises?etat=dissoute')).items)).toEqual(expectRidets((r) => r.etat?.valeur === 'dissoute'));
    const redressement = expectRidets((r) => r.etat?.procedure?.type === 'redressement_judiciaire');
    expect(redressement.length).toBeGreaterThan(3);
    expect(ridets((await walk('/v1/entreprises?procedure=redressement_judiciaire&limit=2')).items)).toEqual(redressement);
    const noumea = Array.from({ length: COMPANIES }, (_, i) => i).filter((i) => i % 4 === 0).map(ridetOf);
    expect(ridets((await walk('/v1/entreprises?commune=NOUMEA&limit=5')).items)).toEqual(noumea);
    expect(ridets((await walk(`/v1/entreprises?commune=${encodeURIComponent('nouméa')}`)).items)).toEqual(noumea);
    const montDore = (await walk('/v1/entreprises?commune=mont-dore&limit=3')).items;
    expect(ridets(montDore)).toEqual(Array.from({ length: COMPANIES }, (_, i) => i).filter((i) => i % 4 === 2).map(ridetOf));
    expect(montDore.every((c) => c.commune === 'Le Mont-Dore')).toBe(true);
    // A value we prebuild that no company has: an empty list, not an error.
    expect(await served.call('/v1/entreprises?commune=Poum')).toMatchObject({ status: 200, json: { data: [], pagination: { next_cursor: null, has_more: false } } });
  });

  it('narrows by creation date while paging, within a bounded read per answer', async () => {
    const all = (await walk('/v1/entreprises?limit=100')).items;
    const inRange = (from: string, to: string) => all.filter((c) => c.date_creation !== null && c.date_creation >= from && c.date_creation < to);
    expect(ridets((await walk('/v1/entreprises?creee_depuis=2014-01-01&creee_avant=2019-01-01&limit=3')).items)).toEqual(ridets(inRange('2014-01-01', '2019-01-01')));
    expect(ridets((await walk('/v1/entreprises?forme_juridique=SAS&creee_depuis=2015-01-01&limit=2')).items))
      .toEqual(ridets(inRange('2015-01-01', '9999-01-01').filter((c) => c.forme_juridique === 'SAS')));
    // Only the last company was created that day: the walk to it goes through answers that hold
    // none, each one reading at most a few pages, instead of one request scanning the list.
    const last = all[all.length - 1]!;
    const day = last.date_creation!;
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(inRange(day, next)).toEqual([last]);
    const sparse = await walk(`/v1/entreprises?creee_depuis=${day}&creee_avant=${next}&limit=100`);
    expect(sparse.items).toEqual([last]);
    expect(sparse.answers.length).toBeGreaterThan(1);
    expect(sparse.answers.slice(0, -1)).toContain(0);
  });

  it('refuses two list filters, modifiees_depuis with a browse filter, values we do not prebuild and unknown parameters', async () => {
    const two = await served.call('/v1/entreprises?commune=Noumea&etat=dissoute');
    expect(two.status).toBe(400);
    expect(two.json.code).toBe('filters_not_combinable');
    expect(two.json.detail).toMatch(/etat et commune ne se combinent pas : un seul filtre parmi forme_juridique, etat, procedure, commune à la fois/);
    const mixed = await served.call('/v1/entreprises?modifiees_depuis=2026-01-01&commune=Noumea');
    expect(mixed.status).toBe(400);
    expect(mixed.json.code).toBe('filters_not_combinable');
    expect(mixed.json.detail).toContain('modifiees_depuis ne se combine pas avec commune');
    for (const [target, name] of [
      ['/v1/entreprises?commune=Paris', 'commune'], ['/v1/entreprises?forme_juridique=LTD', 'forme_juridique'], ['/v1/entreprises?etat=active', 'etat'],
      ['/v1/entreprises?procedure=faillite', 'procedure'], ['/v1/entreprises?x=1', 'x'], ['/v1/entreprises?limit=101', 'limit'],
      ['/v1/entreprises?creee_depuis=2020-01-01&creee_avant=2020-01-01', 'creee_avant'], ['/v1/entreprises?creee_depuis=2020-02-30', 'creee_depuis'],
    ] as const) {
      const res = await served.call(target);
      expect(res.status, target).toBe(400);
      expect(res.json.code, target).toBe('invalid_parameter');
      expect(res.json.errors.map((e: { name: string }) => e.name), target).toEqual([name]);
    }
    expect((await served.call('/v1/entreprises?commune=Paris')).json.errors[0].detail).toContain('Nouméa');
  });

  it('binds a cursor to its filters, and tells each list’s cursor errors in that list’s terms', async () => {
    const cursor = (await served.call('/v1/entreprises?commune=Noumea&limit=2')).json.pagination.next_cursor as string;
    const other = await served.call(`/v1/entreprises?commune=Paita&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.json.errors[0]).toMatchObject({ name: 'cursor' });
    expect(other.json.errors[0].detail).toContain('(forme_juridique, etat, procedure, commune, creee_depuis, creee_avant)');
    // A browse cursor given to the modifiees_depuis list, and a garbled one: that list's words, not /v1/changes' `since`.
    for (const bad of [cursor, 'zz']) {
      const res = await served.call(`/v1/entreprises?modifiees_depuis=2026-01-01&cursor=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('cursor_malformed');
      expect(res.json.detail).toContain('/v1/entreprises?modifiees_depuis=');
      expect(res.json.detail).not.toMatch(/\bsince\b|\/v1\/changes/);
    }
    // A modifiees_depuis cursor without modifiees_depuis.
    const changed = await served.call('/v1/entreprises?modifiees_depuis=2020-01-01&limit=1');
    const changeCursor = changed.json.pagination.next_cursor as string;
    const lost = await served.call(`/v1/entreprises?cursor=${changeCursor}`);
    expect(lost.status).toBe(400);
    expect(lost.json.errors[0].detail).toContain('redonnez modifiees_depuis');
  });

  it('moves a company between lists on an incremental publish, rewriting only the lists it leaves or joins', async () => {
    const before = await openSnapshot(temp.store, 'current');
    // Company 0 (SARL, Nouméa, en activité) moves to Païta; company 2's officers change only.
    await insertAnnouncement(warehouse.warehouse, {
      id: 'move-0', source: 'JONC', ridet: ridetOf(0), denomination: 'SOCIETE 0', type: 'siege', date: '2025-09-01', siege: '3 route de la Tontouta, 98890 Païta',
    });
    await insertAnnouncement(warehouse.warehouse, {
      id: 'officer-2', source: 'LNC', ridet: ridetOf(2), denomination: 'SOCIETE 2', type: 'nomination', date: '2025-09-02',
      dirigeants: [{ nom: 'KAFEAT', prenoms: 'Paul', fonction: 'gérant', action: 'nomination' }],
    });
    await derive(warehouse.warehouse);
    const result = await publishAndServe();
    expect(result.mode).toBe('incremental');
    // Nouméa loses company 0, Païta gains it; tous, SARL and en_activite hold its item, whose
    // commune changed. Company 2's item is the same: its lists (EURL, Le Mont-Dore) are the parent's.
    expect(result.rebuilt!.lists).toBe(5);
    const after = await openSnapshot(temp.store, 'current');
    for (const filter of [{ name: 'commune', value: 'le-mont-dore' }, { name: 'forme_juridique', value: 'EURL' }, { name: 'forme_juridique', value: 'SAS' }, { name: 'etat', value: 'dissoute' }] as const) {
      expect(await after.hash(companyListIndexPath(filter)), filter.value).toBe(await before.hash(companyListIndexPath(filter)));
    }
    const noumea = ridets((await walk('/v1/entreprises?commune=Noumea&limit=2')).items);
    const paita = (await walk('/v1/entreprises?commune=Paita&limit=2')).items;
    expect(noumea).not.toContain(ridetOf(0));
    expect(ridets(paita)).toEqual([0, ...Array.from({ length: COMPANIES }, (_, i) => i).filter((i) => i % 4 === 1)].map(ridetOf));
    expect(paita[0]!.commune).toBe('Païta');

    // The same lists as a full publish of the same warehouse.
    const lists = ['/v1/entreprises?limit=100', '/v1/entreprises?commune=Noumea&limit=100', '/v1/entreprises?commune=Paita&limit=100', '/v1/entreprises?forme_juridique=SARL&limit=100'];
    const incremental = await Promise.all(lists.map(async (l) => (await walk(l)).items));
    const full = await publishAndServe('full');
    expect(full.mode).toBe('full');
    const rebuilt = await openSnapshot(temp.store, 'current');
    for (const filter of [null, { name: 'commune', value: 'noumea' }, { name: 'commune', value: 'paita' }] as const) {
      expect(await rebuilt.hash(companyListIndexPath(filter))).toBe(await after.hash(companyListIndexPath(filter)));
    }
    expect(await Promise.all(lists.map(async (l) => (await walk(l)).items))).toEqual(incremental);
  });
});

describe('GET /v1/entreprises (browse) over a snapshot published before the lists', () => {
  it('says the lists are not there yet (503), rather than an empty list', async () => {
    const snapshot = await fixtureSnapshot('20261121T020000Z', 0);
    for (const path of [...snapshot.files.keys()]) if (path.startsWith('listes/')) snapshot.files.delete(path);
    const api = await startApi({ snapshot });
    try {
      for (const target of ['/v1/entreprises', '/v1/entreprises?commune=Poum', '/v1/entreprises?etat=dissoute&creee_depuis=2020-01-01']) {
        const res = await api.call(target);
        expect(res.status, target).toBe(503);
        expect(res.json.code, target).toBe('snapshot_unavailable');
        expect(res.json.detail, target).toContain('publié avant les listes d’entreprises');
      }
      // The record and the other routes are served as before.
      expect((await api.call('/v1/entreprises/1234567001')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
