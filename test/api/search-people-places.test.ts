import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import { SITE_URL, startApi, type RunningApi } from './helpers/api-harness.ts';
import { createTempWarehouse, derive, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { memorySnapshot } from './helpers/memory-snapshot.ts';

// A person officer of two companies and former officer of a third; sièges in three communes.
let api: RunningApi;
beforeAll(async () => {
  const temp = await createTempWarehouse();
  try {
    const w = temp.warehouse;
    await insertAnnouncement(w, {
      id: 'a-creation', source: 'JONC', ridet: '3000001001', denomination: 'PECHERIES DU NORD', type: 'creation', date: '2024-01-10',
      siege: 'lot 12 route territoriale, 98860 Koné',
      dirigeants: [{ nom: 'TEHEI', prenoms: 'Léa Marie', fonction: 'gérante', action: 'nomination' }],
    });
    await insertAnnouncement(w, {
      id: 'b-creation', source: 'LNC', ridet: '3000002002', denomination: 'ATELIER BLEU', type: 'creation', date: '2024-02-10',
      siege: '3 rue de Koumac, 98800 NOUMEA',
      dirigeants: [{ nom: 'TEHEI', prenoms: 'Léa Marie', fonction: 'présidente', action: 'nomination' }],
    });
    await insertAnnouncement(w, {
      id: 'c-creation', source: 'JONC', ridet: '3000003003', denomination: 'TRANSPORTS ROUGES', type: 'creation', date: '2023-03-10',
      siege: 'Nessadiou, 98870 Bourail',
      dirigeants: [{ nom: 'TEHEI', prenoms: 'Léa Marie', fonction: 'gérante', action: 'nomination' }],
    });
    await insertAnnouncement(w, {
      id: 'c-cession', source: 'JONC', ridet: '3000003003', denomination: 'TRANSPORTS ROUGES', type: 'nomination', date: '2024-03-10',
      dirigeants: [
        { nom: 'TEHEI', prenoms: 'Léa Marie', fonction: 'gérante', action: 'cessation' },
        { nom: 'WAKA', prenoms: 'Paul', fonction: 'gérant', action: 'nomination' },
      ],
    });
    await insertAnnouncement(w, {
      id: 'd-creation', source: 'LNC', ridet: '3000004004', denomination: 'GARAGE DE KONE', type: 'creation', date: '2024-04-10',
      siege: '1 avenue du Maréchal Foch, 98800 Nouméa',
      dirigeants: [{ nom: 'KONE', prenoms: 'Pierre', fonction: 'gérant', action: 'nomination' }],
    });
    await derive(w);
    api = await startApi({ snapshot: await memorySnapshot('20261122T020000Z', await buildArtefacts(w, { siteUrl: SITE_URL })) });
  } finally {
    temp.cleanup();
  }
});
afterAll(() => api.close());

interface Item { ridet: string; denomination: string; score: number; correspondance: string[] }
const search = async (q: string) => {
  const res = await api.call(`/v1/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.json as { data: Item[]; pagination: { has_more: boolean } };
};
const byRidet = (items: Item[]) => Object.fromEntries(items.map((i) => [i.ridet, i.correspondance]));

describe('GET /v1/search by officer and by commune', () => {
  it('finds the companies where a person is or was an officer, saying which', async () => {
    const res = await search('Léa Tehei');
    expect(byRidet(res.data)).toEqual({
      '3000001001': ['dirigeant'],
      '3000002002': ['dirigeant'],
      '3000003003': ['ancien_dirigeant'],
    });
    // Current mandates before former ones.
    expect(res.data.map((i) => i.ridet)).toEqual(['3000001001', '3000002002', '3000003003']);
    // Any word order, accents and case folded, the last word as a prefix.
    expect(byRidet((await search('TEHEI lea')).data)).toEqual(byRidet(res.data));
    expect((await search('tehei l')).data).toHaveLength(3);
    // One word: a whole word of the name, or a prefix from 3 letters.
    expect(byRidet((await search('tehei')).data)).toEqual(byRidet(res.data));
    expect(byRidet((await search('teh')).data)).toEqual(byRidet(res.data));
    expect(byRidet((await search('waka')).data)).toEqual({ '3000003003': ['dirigeant'] });
  });

  it('counts every company found in has_more, beyond the limit', async () => {
    const res = await api.call(`/v1/search?q=${encodeURIComponent('lea tehei')}&limit=2`);
    const body = res.json as { data: Item[]; pagination: { has_more: boolean } };
    expect(body.data.map((i) => i.ridet)).toEqual(['3000001001', '3000002002']);
    expect(body.pagination.has_more).toBe(true);
  });

  it('requires every word of the query in the name of one officer', async () => {
    expect((await search('Paul Tehei')).data).toEqual([]);
    expect(byRidet((await search('paul waka')).data)).toEqual({ '3000003003': ['dirigeant'] });
  });

  it('finds the companies whose siège is in a commune, accented or not, besides names that carry it', async () => {
    const kone = await search('Kone');
    expect(byRidet(kone.data)).toEqual({ '3000004004': ['denomination', 'dirigeant'], '3000001001': ['commune'] });
    expect(kone.data[0]!.ridet).toBe('3000004004');
    const noumea = await search('Nouméa');
    expect(byRidet(noumea.data)).toEqual({ '3000002002': ['commune'], '3000004004': ['commune'] });
    // A street named after another commune is not the commune of the siège.
    expect(byRidet((await search('koumac')).data)).toEqual({});
    expect(byRidet((await search('bourail')).data)).toEqual({ '3000003003': ['commune'] });
  });

  it('says what matched for a name and a RIDET search', async () => {
    expect(byRidet((await search('atelier bleu')).data)).toEqual({ '3000002002': ['denomination'] });
    expect(byRidet((await search('3000002')).data)).toEqual({ '3000002002': ['ridet'] });
  });
});
