import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import { SITE_URL, startApi, type RunningApi } from './helpers/api-harness.ts';
import { createTempWarehouse, derive, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { memorySnapshot } from './helpers/memory-snapshot.ts';

// The three optional fields of an announcement item, as the API serves them (and as its OpenAPI
// document describes them: every response here is validated against it).
let api: RunningApi;
beforeAll(async () => {
  const temp = await createTempWarehouse();
  try {
    const w = temp.warehouse;
    await insertAnnouncement(w, { id: 'lnc-dissolution', source: 'LNC', ridet: '3333333001', denomination: 'LAGON BLEU', type: 'dissolution', date: '2024-04-26' });
    await insertAnnouncement(w, { id: 'jonc-dissolution', source: 'JONC', ridet: '3333333001', denomination: 'LAGON BLEU', type: 'dissolution', date: '2024-05-07' });
    await insertAnnouncement(w, { id: 'rcs-nomination', source: 'LNC', ridet: '3333333001', denomination: 'LAGON BLEU', type: 'nomination', date: '2024-03-02' });
    await insertAnnouncement(w, { id: 'tj-liquidation', source: 'JONC', ridet: '4444444001', denomination: 'RECIF TRAVAUX', type: 'procedure', date: '2024-06-11' });
    await w.run(`UPDATE announcements SET evenement_id = 'lnc-dissolution' WHERE id IN ('lnc-dissolution', 'jonc-dissolution')`);
    await w.run(`UPDATE announcements SET etablissement_inconnu = true WHERE id = 'rcs-nomination'`);
    await w.run(
      `UPDATE announcements SET organes_procedure = '[{"nom":"KOHLER","prenoms":"Anne","fonction":"mandataire liquidateur","action":"nomination"}]' WHERE id = 'tj-liquidation'`,
    );
    await derive(w);
    api = await startApi({ snapshot: await memorySnapshot('20261123T020000Z', await buildArtefacts(w, { siteUrl: SITE_URL })) });
  } finally {
    temp.cleanup();
  }
});
afterAll(() => api.close());

describe('announcement items', () => {
  it('carry evenement_id on both publications of one legal event, in the feed and in the company record', async () => {
    const feed = await api.call('/v1/annonces?type=dissolution');
    expect(feed.status).toBe(200);
    expect(feed.json.data.map((a: { id: string; evenement_id?: string }) => [a.id, a.evenement_id])).toEqual([
      ['jonc-dissolution', 'lnc-dissolution'],
      ['lnc-dissolution', 'lnc-dissolution'],
    ]);
    const record = await api.call('/v1/entreprises/3333333001');
    expect(record.status).toBe(200);
    const byId = new Map(record.json.annonces.map((a: { id: string }) => [a.id, a]));
    expect(byId.get('jonc-dissolution')).toMatchObject({ evenement_id: 'lnc-dissolution' });
    expect(byId.get('rcs-nomination')).not.toHaveProperty('evenement_id');
  });

  it('say etablissement_inconnu only on a notice that named the enterprise, not the establishment', async () => {
    const record = await api.call('/v1/entreprises/3333333001');
    const flags = Object.fromEntries(record.json.annonces.map((a: { id: string; etablissement_inconnu?: boolean }) => [a.id, a.etablissement_inconnu ?? null]));
    expect(flags).toEqual({ 'jonc-dissolution': null, 'lnc-dissolution': null, 'rcs-nomination': true });
  });

  it('list the procedure bodies of a court notice, which are not the company’s officers', async () => {
    const record = await api.call('/v1/entreprises/4444444001');
    expect(record.json.annonces[0].organes_procedure).toEqual([{ nom: 'KOHLER', prenoms: 'Anne', fonction: 'mandataire liquidateur' }]);
    expect(record.json.dirigeants).toEqual([]);
  });
});
